import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '@gkj/db';
import { LATE_DETAIL_TEMPLATES } from '@gkj/site-release';
import { excerptOf } from '../routes/artikel/excerpt.ts';
import { findArtikelFor } from '../routes/artikel/queries.ts';
import { findKegiatan } from '../routes/kegiatan-gereja/queries.ts';

/**
 * An activity or article newer than the live build still answers 200 on its own address: the build's
 * detail template (site/src/lib/routes.ts, LATE_DETAIL_TOKENS) with the item's title, description,
 * address and image filled into its head, and the loading state that then fetches the item. A link
 * shared in the seconds before the next build previews with the item's title, not 'Halaman Tidak
 * Ditemukan'. Unknown ids get nothing here (the 404 page answers).
 */
const DETAIL_PATH = /^\/(kegiatan|artikel)\/(\d{1,10})\/?$/;
const TOKENS = { judul: '__JUDUL__', deskripsi: '__DESKRIPSI__', id: '__ID__', gambar: '/__GAMBAR__' };
/** Open Graph wants one image; as on built pages, the 960 px variant stands for a larger one. */
const SHARE_WIDTH = 960;

interface Meta {
  judul: string;
  deskripsi: string;
  gambar: { file_path: string; width: number } | null;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]);

/** Only what is public gets a page: a draft's address is answered as an unknown one. */
const VISITOR = { sees: 'public' } as const;

async function metaOf(db: Db, type: string, id: number): Promise<Meta | undefined> {
  if (type === 'artikel') {
    const artikel = await findArtikelFor(db, id, VISITOR);
    if (!artikel) return undefined;
    const { gambar_artikel: file_path, gambar_artikel_width: width } = artikel;
    return {
      judul: artikel.judul_artikel,
      deskripsi: artikel.excerpt || artikel.judul_artikel,
      gambar: file_path && width ? { file_path, width } : null,
    };
  }
  const kegiatan = await findKegiatan(db, id, VISITOR);
  if (!kegiatan) return undefined;
  return {
    judul: kegiatan.nama_kegiatan_gereja,
    deskripsi: excerptOf(kegiatan.deskripsi_kegiatan_gereja ?? '') || kegiatan.nama_kegiatan_gereja,
    gambar: kegiatan.gambar_thumbnail,
  };
}

async function logoOf(db: Db): Promise<string | null> {
  const row = await db.selectFrom('pengaturan_situs').select('logo').where('id', '=', 1).executeTakeFirst();
  return row?.logo ?? null;
}

/** The filled template for a detail path the release lacks, or undefined (not a detail path, unknown id). */
export async function lateDetailPage(db: Db, root: string, urlPath: string): Promise<string | undefined> {
  const match = DETAIL_PATH.exec(urlPath);
  if (!match) return undefined;
  const [, type, id] = match;
  const meta = await metaOf(db, type, Number(id));
  if (!meta) return undefined;
  // A release built before the template existed: its 404 page still shows the item, with status 404.
  const template = await readFile(path.join(root, LATE_DETAIL_TEMPLATES, type, 'index.html'), 'utf8').catch(
    () => undefined,
  );
  if (!template) return undefined;
  const image = meta.gambar
    ? meta.gambar.width > SHARE_WIDTH
      ? meta.gambar.file_path.replace(/\.webp$/, `-${SHARE_WIDTH}.webp`)
      : meta.gambar.file_path
    : await logoOf(db);
  const values: Record<string, string> = {
    [TOKENS.judul]: meta.judul,
    [TOKENS.deskripsi]: meta.deskripsi,
    [TOKENS.id]: id,
    [TOKENS.gambar]: image ?? '/favicon.ico',
  };
  // One pass: a value that happens to contain a token is never replaced again.
  const pattern = new RegExp(Object.keys(values).join('|'), 'g');
  return template.replace(pattern, (token) => escapeHtml(values[token]));
}
