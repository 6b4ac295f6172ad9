import type { MajelisBody } from '@gkj/contract';
import type { Db } from '@gkj/db';
import type { Static } from 'typebox';
import { httpError } from '../../lib/http-error.ts';
import { textOrNull } from '../../lib/stored-values.ts';
import { type MajelisValues, namaJemaat } from './queries.ts';

export const NAMA_REQUIRED_MESSAGE = 'Nama majelis wajib diisi.';
export const JEMAAT_NOT_FOUND_MESSAGE = 'Jemaat yang dipilih tidak ditemukan.';
export const PERIODE_ORDER_MESSAGE = 'Periode selesai tidak boleh sebelum periode mulai.';

/** The columns of a council seat, after the rules the schema cannot express. */
export async function majelisValues(db: Db, body: Static<typeof MajelisBody>): Promise<MajelisValues> {
  const idJemaat = body.id_jemaat || null;
  let nama = textOrNull(body.nama);
  if (idJemaat !== null) {
    const memberName = await namaJemaat(db, idJemaat);
    if (memberName === undefined) throw httpError(400, JEMAAT_NOT_FOUND_MESSAGE);
    nama ??= memberName;
  }
  if (!nama) throw httpError(400, NAMA_REQUIRED_MESSAGE);
  const mulai = body.periode_mulai || null;
  const selesai = body.periode_selesai || null;
  if (mulai && selesai && selesai < mulai) throw httpError(400, PERIODE_ORDER_MESSAGE);
  return {
    id_jemaat: idJemaat,
    nama,
    jabatan: body.jabatan,
    jabatan_struktur: textOrNull(body.jabatan_struktur),
    bidang_kemajelisan: body.bidang_kemajelisan || null,
    periode_mulai: mulai,
    periode_selesai: selesai,
  };
}
