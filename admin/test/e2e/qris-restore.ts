// The demo QRIS, put back exactly after a test swapped it: the settings row's columns and the picture's
// files at their old paths (the site was built with them, and its browser tests load them), with the
// swapped picture's files and the swap's audit rows gone.
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { variantWidthsOf } from '@gkj/contract/images';
import type { Db } from '@gkj/db';
import { inject } from 'vitest';

const COLUMNS = [
  'gambar_qris',
  'gambar_qris_width',
  'gambar_qris_height',
  'qris_nama_merchant',
  'qris_kota_merchant',
  'qris_nmid',
] as const;

/** The files of a stored picture (main and variants) on the server's disk. */
function filesOf(filePath: string): string[] {
  const main = path.join(inject('uploadDir'), filePath.replace(/^\/uploads\//, ''));
  const widths = variantWidthsOf(filePath.split('/')[2]);
  return [main, ...widths.map((width) => main.replace(/\.webp$/, `-${width}.webp`))];
}

/** Keeps the stored QRIS now; the answer puts it back. */
export async function keepQris(db: Db): Promise<() => Promise<void>> {
  const row = await db
    .selectFrom('pengaturan_situs')
    .select(COLUMNS)
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
  const { last } = await db
    .selectFrom('audit_log')
    .select((eb) => eb.fn.max('id_audit').as('last'))
    .executeTakeFirstOrThrow();
  const kept = mkdtempSync(path.join(tmpdir(), 'gkj-qris-'));
  const originals = filesOf(row.gambar_qris as string);
  for (const file of originals) copyFileSync(file, path.join(kept, path.basename(file)));

  return async () => {
    const now = await db
      .selectFrom('pengaturan_situs')
      .select('gambar_qris')
      .where('id', '=', 1)
      .executeTakeFirstOrThrow();
    if (now.gambar_qris && now.gambar_qris !== row.gambar_qris) {
      for (const file of filesOf(now.gambar_qris)) rmSync(file, { force: true });
    }
    for (const file of originals) copyFileSync(path.join(kept, path.basename(file)), file);
    await db.updateTable('pengaturan_situs').set(row).where('id', '=', 1).execute();
    await db
      .deleteFrom('audit_log')
      .where('tabel', '=', 'pengaturan_situs')
      .where('id_audit', '>', Number(last ?? 0))
      .execute();
    rmSync(kept, { recursive: true, force: true });
  };
}
