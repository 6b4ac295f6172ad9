import { STATUS_KONTEN, STATUS_KONTEN_LABEL, type StatusKonten } from '@gkj/contract/enums';
import type { ListFilter } from '../resource-list/resource-list.tsx';

/**
 * The publishing workflow's part of an article's or an activity's form: the status and the time of a
 * scheduled publication as the form holds them, and what a save sends of them.
 */

export const STATUS_OPTIONS = STATUS_KONTEN.map((id) => ({ id, label: STATUS_KONTEN_LABEL[id] }));

/** The lists' status filter; without it staff see every status. */
export const STATUS_FILTER: ListFilter = {
  param: 'status',
  label: 'Status',
  options: [{ id: '', label: 'Semua status' }, ...STATUS_OPTIONS],
};

export interface StatusValues {
  status: StatusKonten;
  /** 'YYYY-MM-DDTHH:MM[:SS]', as the datetime-local input holds it; '' unless scheduled. */
  terbit_pada: string;
}

/** A new record: published at once by admin and pendeta, a draft for penulis (as the API decides). */
export const newStatus = (publisher: boolean): StatusValues => ({
  status: publisher ? 'terbit' : 'draf',
  terbit_pada: '',
});

export const statusFromRecord = (row: {
  status: StatusKonten;
  terbit_pada: string | null;
}): StatusValues => ({
  status: row.status,
  terbit_pada: row.terbit_pada ? row.terbit_pada.replace(' ', 'T') : '',
});

export const SCHEDULE_REQUIRED = 'Waktu terbit wajib diisi untuk konten terjadwal.';

export function validateStatus(values: StatusValues): { terbit_pada?: string } {
  return {
    terbit_pada: values.status === 'terjadwal' && !values.terbit_pada ? SCHEDULE_REQUIRED : undefined,
  };
}

/**
 * What a save asks for beside the content: the chosen status (a penulis's button, or the return dialog's
 * 'draf' with its note, overrides the form's), the time only when scheduled.
 */
export interface StatusIntent {
  status: StatusKonten;
  catatan_tinjauan?: string;
}

export function statusBody(values: StatusValues, intent: StatusIntent | null) {
  const status = intent?.status ?? values.status;
  return {
    status,
    terbit_pada: status === 'terjadwal' ? values.terbit_pada : undefined,
    catatan_tinjauan: intent?.catatan_tinjauan,
  };
}
