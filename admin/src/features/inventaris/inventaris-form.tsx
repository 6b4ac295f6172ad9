import type { InventarisRow } from '@gkj/contract';
import { FormPage, FormSection } from '../../components/resource-form/form-shell.tsx';
import { useRecordForm } from '../../components/resource-form/use-record-form.ts';
import { SelectField } from '../../components/ui/select-field.tsx';
import { TextInput } from '../../components/ui/text-field.tsx';
import { LOKASI_OPTIONS } from '../../lib/choices.ts';
import { isWholeNumber, required } from '../../lib/input-rules.ts';
import { INVENTARIS } from '../../resources/records.ts';

const EMPTY = { nama_inventaris: '', jenis_inventaris: '', jumlah_inventaris: '0', lokasi_inventaris: '' };
type Values = typeof EMPTY;

function countError(value: string): string | undefined {
  if (value.trim() === '') return 'Jumlah wajib diisi.';
  return isWholeNumber(value) ? undefined : 'Jumlah harus bilangan bulat 0 atau lebih.';
}

const validate = (v: Values) => ({
  nama_inventaris: required(v.nama_inventaris, 'Nama inventaris wajib diisi.'),
  jenis_inventaris: required(v.jenis_inventaris, 'Jenis inventaris wajib diisi.'),
  jumlah_inventaris: countError(v.jumlah_inventaris),
  lokasi_inventaris: required(v.lokasi_inventaris, 'Milik (lokasi) wajib dipilih.'),
});

const fromRecord = (row: InventarisRow): Values => ({
  nama_inventaris: row.nama_inventaris ?? '',
  jenis_inventaris: row.jenis_inventaris ?? '',
  jumlah_inventaris: String(row.jumlah_inventaris ?? 0),
  lokasi_inventaris: row.lokasi_inventaris ?? '',
});

const toBody = (v: Values) => ({
  nama_inventaris: v.nama_inventaris.trim(),
  jenis_inventaris: v.jenis_inventaris.trim(),
  jumlah_inventaris: Number(v.jumlah_inventaris),
  lokasi_inventaris: v.lokasi_inventaris,
});

export function InventarisForm() {
  const { form, page } = useRecordForm(INVENTARIS, { initial: EMPTY, validate, fromRecord, toBody });
  const f = form.field;

  return (
    <FormPage {...page}>
      <FormSection title="Data Inventaris">
        <TextInput label="Nama Inventaris" {...f('nama_inventaris')} isRequired />
        <TextInput label="Jenis Inventaris" {...f('jenis_inventaris')} isRequired />
        <TextInput label="Jumlah" {...f('jumlah_inventaris')} inputMode="numeric" isRequired />
        <SelectField label="Milik" options={LOKASI_OPTIONS} {...f('lokasi_inventaris')} isRequired />
      </FormSection>
    </FormPage>
  );
}
