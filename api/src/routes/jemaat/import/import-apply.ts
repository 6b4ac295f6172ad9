import type { Db } from '@gkj/db';
import { httpError } from '../../../lib/http-error.ts';
import { isDuplicateEntry } from '../../../plugins/db.ts';
import { insertJemaat, updateJemaat } from '../queries.ts';
import type { JemaatValues } from '../values.ts';
import type { PreviewRow } from './import-rows.ts';

export const CHOICES = ['lewati', 'perbarui', 'tambah'] as const;
export type Choice = (typeof CHOICES)[number];

export interface ReportRow {
  baris: number;
  nama_jemaat: string;
  hasil: 'ditambahkan' | 'diperbarui' | 'dilewati';
  id_jemaat: number | null;
  keterangan: string;
}

/** The choices sent (JSON: { "<row>": "lewati" | "perbarui" | "tambah" }); a row not named takes its default. */
export function parseChoices(sent: string | undefined): Map<number, Choice> {
  if (sent === undefined || sent.trim() === '') return new Map();
  let parsed: unknown;
  try {
    parsed = JSON.parse(sent);
  } catch {
    throw httpError(400, 'Pilihan per baris tidak terbaca.');
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw httpError(400, 'Pilihan per baris tidak terbaca.');
  }
  const choices = new Map<number, Choice>();
  for (const [row, choice] of Object.entries(parsed)) {
    if (!(CHOICES as readonly unknown[]).includes(choice) || !/^\d+$/.test(row)) {
      throw httpError(400, `Pilihan baris ${row} harus salah satu dari: ${CHOICES.join(', ')}.`);
    }
    choices.set(Number(row), choice as Choice);
  }
  return choices;
}

/** New rows are added, a row like an existing member and a row with problems are left alone, unless chosen. */
const defaultChoice = (row: PreviewRow): Choice =>
  row.masalah.length > 0 || row.duplikat ? 'lewati' : 'tambah';

/** An empty cell does not erase what the record holds: an update sets only the values the file has. */
const filled = (values: JemaatValues) =>
  Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== null && value !== undefined),
  ) as JemaatValues;

/**
 * Writes the rows as chosen, on `trx` (the caller's one transaction: any refusal here rolls back every
 * row before it). A row with problems cannot be added or updated; an update needs a matched member.
 */
export async function applyRows(
  trx: Db,
  rows: PreviewRow[],
  choices: Map<number, Choice>,
): Promise<ReportRow[]> {
  const known = new Set(rows.map((row) => row.baris));
  const stray = [...choices.keys()].find((baris) => !known.has(baris));
  if (stray !== undefined) throw httpError(400, `Baris ${stray} tidak ada di berkas.`);
  const report: ReportRow[] = [];
  for (const row of rows) {
    const choice = choices.get(row.baris) ?? defaultChoice(row);
    const nama = row.data.nama_jemaat ?? '';
    if (choice === 'lewati') {
      const why = row.masalah.map((problem) => problem.pesan).join(' ');
      const keterangan =
        why || (row.duplikat ? `Sama dengan jemaat ${row.duplikat.nama_jemaat}.` : 'Dilewati.');
      report.push({
        baris: row.baris,
        nama_jemaat: nama,
        hasil: 'dilewati',
        id_jemaat: row.duplikat?.id_jemaat ?? null,
        keterangan,
      });
      continue;
    }
    if (row.masalah.length > 0) {
      const first = row.masalah[0];
      throw httpError(
        400,
        `Baris ${row.baris}${first.kolom ? `, kolom ${first.kolom}` : ''}: ${first.pesan} Tidak ada data yang disimpan.`,
      );
    }
    try {
      if (choice === 'perbarui') {
        if (!row.duplikat) {
          throw httpError(
            400,
            `Baris ${row.baris} tidak sama dengan jemaat mana pun, jadi tidak dapat diperbarui. Tidak ada data yang disimpan.`,
          );
        }
        await updateJemaat(trx, row.duplikat.id_jemaat, filled(row.data));
        report.push({
          baris: row.baris,
          nama_jemaat: nama,
          hasil: 'diperbarui',
          id_jemaat: row.duplikat.id_jemaat,
          keterangan: '',
        });
      } else {
        const id = await insertJemaat(trx, row.data);
        report.push({
          baris: row.baris,
          nama_jemaat: nama,
          hasil: 'ditambahkan',
          id_jemaat: id,
          keterangan: '',
        });
      }
    } catch (error) {
      if (!isDuplicateEntry(error)) throw error;
      throw httpError(
        409,
        `Baris ${row.baris}: nomor induk jemaat ${row.data.no_induk_jemaat} sudah dipakai. Tidak ada data yang disimpan.`,
      );
    }
  }
  return report;
}

export function countsOf(report: ReportRow[]) {
  const count = (hasil: ReportRow['hasil']) => report.filter((row) => row.hasil === hasil).length;
  return { ditambahkan: count('ditambahkan'), diperbarui: count('diperbarui'), dilewati: count('dilewati') };
}
