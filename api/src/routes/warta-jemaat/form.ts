import { NOT_A_SUNDAY_MESSAGE, type WartaFields } from '@gkj/contract';
import type { Static } from 'typebox';
import type { StatusValues } from '../../lib/content-workflow.ts';
import { httpError } from '../../lib/http-error.ts';
import type { StoredPdf } from '../../lib/image-store.ts';
import { textOrNull } from '../../lib/stored-values.ts';
import type { WartaValues } from './queries.ts';

export const INVALID_DATE_MESSAGE = 'Tanggal warta harus berupa tanggal yang valid (YYYY-MM-DD).';

type TextFields = Pick<Static<typeof WartaFields>, 'tanggal_warta' | 'judul_warta' | 'isi_warta'>;
type TextColumns = Pick<WartaValues, 'tanggal_warta' | 'judul_warta' | 'isi_warta'>;
type PdfColumns = Pick<WartaValues, 'berkas_pdf' | 'berkas_pdf_ukuran'>;

/** The text columns of the form: a bulletin is for a Sunday, its date a day the calendar has. */
export function textValues(fields: TextFields): TextColumns {
  const date = fields.tanggal_warta;
  const day = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== date) {
    throw httpError(400, INVALID_DATE_MESSAGE);
  }
  if (day.getUTCDay() !== 0) throw httpError(400, NOT_A_SUNDAY_MESSAGE);
  return {
    tanggal_warta: date,
    judul_warta: fields.judul_warta.trim(),
    isi_warta: textOrNull(fields.isi_warta),
  };
}

export function pdfColumns(pdf: StoredPdf | null | undefined): PdfColumns {
  return { berkas_pdf: pdf?.file_path ?? null, berkas_pdf_ukuran: pdf?.size ?? null };
}

/** The PDF columns of a stored bulletin, to keep them as they are. */
export function storedPdfColumns({ berkas_pdf, berkas_pdf_ukuran }: PdfColumns): PdfColumns {
  return { berkas_pdf, berkas_pdf_ukuran };
}

/** A save's status columns with the text and PDF columns: what one write of a bulletin stores. */
export const wartaValues = (text: TextColumns, status: StatusValues, pdf: PdfColumns): WartaValues => ({
  ...text,
  ...status,
  ...pdf,
});
