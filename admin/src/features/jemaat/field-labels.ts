import type { JemaatField } from '@gkj/contract';

/**
 * The member form's labels, in form order, for the export's column choice. Typed by the contract's
 * field list, so a field added to or renamed in the contract fails here until it is labelled.
 */
export const FIELD_LABELS: Record<JemaatField, string> = {
  no_induk_jemaat: 'No Induk',
  nama_jemaat: 'Nama Jemaat',
  jenis_kelamin_jemaat: 'Jenis Kelamin',
  alamat_jemaat: 'Alamat',
  kewargaan: 'Kewargaan',
  no_telp_jemaat: 'No. Telepon',
  tanggal_lahir_jemaat: 'Tanggal Lahir',
  tanggal_meninggal_jemaat: 'Tanggal Meninggal',
  status_bergereja: 'Status Bergereja',
  status_kewargagerejaan: 'Status Kewargagerejaan',
  pendidikan: 'Pendidikan',
  kelompok_usia: 'Kelompok Usia',
  tanggal_baptis: 'Tanggal Baptis',
  tempat_baptis: 'Tempat Baptis',
  petugas_baptis: 'Petugas Baptis',
  tanggal_sidi: 'Tanggal Sidi',
  tempat_sidi: 'Tempat Sidi',
  petugas_sidi: 'Petugas Sidi',
  pasangan: 'Nama Pasangan',
  tanggal_nikah: 'Tanggal Nikah',
  tempat_nikah: 'Tempat Nikah',
  petugas_nikah: 'Petugas Nikah',
};

/** Every field of the member form, in form order (the contract's JEMAAT_FIELDS, without TypeBox). */
export const JEMAAT_FIELDS = Object.keys(FIELD_LABELS) as JemaatField[];

/** The member form's values, as strings (empty = not filled). */
export type JemaatValues = Record<JemaatField, string>;
