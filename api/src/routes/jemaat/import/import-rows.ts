import type { Db } from '@gkj/db';
import type { JemaatValues } from '../values.ts';
import type { ImportTable } from './import-file.ts';
import type { Mapping } from './import-mapping.ts';
import { type Problem, rowValues } from './import-values.ts';

export interface Existing {
  id_jemaat: number;
  nama_jemaat: string;
  no_induk_jemaat: string | null;
  tanggal_lahir_jemaat: string | null;
}

export interface Duplicate extends Existing {
  /** How it was found: the same no_induk_jemaat, or the same name and birth date. */
  cocok: 'no_induk' | 'nama_tanggal_lahir';
}

export interface PreviewRow {
  /** The row's number in the spreadsheet (the header is row 1). */
  baris: number;
  data: JemaatValues;
  masalah: Problem[];
  duplikat: Duplicate | null;
}

const CHUNK = 1000;
const nameKey = (nama: string, lahir: string | null | undefined) =>
  `${nama.trim().toLowerCase()}\u0000${lahir ?? ''}`;

/** The members a row could be: one query per thousand keys, whatever the file's size. */
async function existingMembers(db: Db, induk: string[], names: string[]): Promise<Existing[]> {
  const found: Existing[] = [];
  const columns = ['id_jemaat', 'nama_jemaat', 'no_induk_jemaat', 'tanggal_lahir_jemaat'] as const;
  for (let at = 0; at < Math.max(induk.length, names.length); at += CHUNK) {
    const someInduk = induk.slice(at, at + CHUNK);
    const someNames = names.slice(at, at + CHUNK);
    const rows = await db
      .selectFrom('jemaat')
      .select(columns)
      .where((eb) =>
        eb.or([
          ...(someInduk.length ? [eb('no_induk_jemaat', 'in', someInduk)] : []),
          ...(someNames.length ? [eb('nama_jemaat', 'in', someNames)] : []),
        ]),
      )
      .execute();
    found.push(...rows.map((row) => ({ ...row, tanggal_lahir_jemaat: row.tanggal_lahir_jemaat ?? null })));
  }
  return found;
}

/**
 * Every row checked as a member record and matched against the members already held. Read inside
 * the confirming transaction, this is also the re-validation: nothing the preview said is trusted.
 */
export async function previewRows(db: Db, table: ImportTable, mapping: Mapping): Promise<PreviewRow[]> {
  const rows = table.rows.map((cells, index) => ({
    baris: index + 2,
    ...rowValues(table.headers, mapping, cells),
  }));
  const induk = [
    ...new Set(rows.flatMap((row) => (row.values.no_induk_jemaat ? [row.values.no_induk_jemaat] : []))),
  ];
  const names = [...new Set(rows.flatMap((row) => (row.values.nama_jemaat ? [row.values.nama_jemaat] : [])))];
  const existing = await existingMembers(db, induk, names);
  const byInduk = new Map(
    existing.flatMap((row) => (row.no_induk_jemaat ? [[row.no_induk_jemaat, row]] : [])),
  );
  const byName = new Map(existing.map((row) => [nameKey(row.nama_jemaat, row.tanggal_lahir_jemaat), row]));
  const seenInduk = new Map<string, number>();
  return rows.map(({ baris, values, problems }) => {
    const masalah = [...problems];
    const induk = values.no_induk_jemaat;
    if (induk) {
      const earlier = seenInduk.get(induk);
      if (earlier !== undefined) {
        masalah.push({ kolom: '', pesan: `Nomor induk ${induk} sudah dipakai di baris ${earlier}.` });
      } else seenInduk.set(induk, baris);
    }
    const sameInduk = induk ? byInduk.get(induk) : undefined;
    const lahir = values.tanggal_lahir_jemaat;
    const sameName = values.nama_jemaat && lahir ? byName.get(nameKey(values.nama_jemaat, lahir)) : undefined;
    const duplikat: Duplicate | null = sameInduk
      ? { ...sameInduk, cocok: 'no_induk' }
      : sameName
        ? { ...sameName, cocok: 'nama_tanggal_lahir' }
        : null;
    return { baris, data: values, masalah, duplikat };
  });
}

export function summaryOf(rows: PreviewRow[]) {
  return {
    baris: rows.length,
    bermasalah: rows.filter((row) => row.masalah.length > 0).length,
    duplikat: rows.filter((row) => row.duplikat !== null).length,
  };
}
