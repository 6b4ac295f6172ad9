import type { JadwalRow } from '@gkj/contract';
import { FormPage, FormSection } from '../../components/resource-form/form-shell.tsx';
import { useRecordForm } from '../../components/resource-form/use-record-form.ts';
import { SelectField } from '../../components/ui/select-field.tsx';
import { TextArea, TextInput } from '../../components/ui/text-field.tsx';
import { LOKASI_OPTIONS } from '../../lib/choices.ts';
import { splitDateTime } from '../../lib/format.ts';
import { required } from '../../lib/input-rules.ts';
import { JADWAL } from '../../resources/records.ts';

const EMPTY = {
  tanggal: '',
  jam: '',
  nama_ibadah: '',
  info_ibadah: '',
  lokasi_ibadah: '',
  pemimpin_ibadah: '',
  tema_ibadah: '',
};
type Values = typeof EMPTY;

export function validateJadwal(v: Values) {
  const when = v.tanggal && v.jam ? undefined : 'Tanggal dan jam ibadah wajib diisi.';
  return {
    // One message, under whichever of the two is missing.
    tanggal: v.tanggal ? undefined : when,
    jam: v.tanggal ? when : undefined,
    nama_ibadah: required(v.nama_ibadah, 'Nama ibadah wajib diisi.'),
    lokasi_ibadah: required(v.lokasi_ibadah, 'Lokasi ibadah wajib dipilih.'),
    pemimpin_ibadah: required(v.pemimpin_ibadah, 'Pemimpin ibadah wajib diisi.'),
    tema_ibadah: required(v.tema_ibadah, 'Tema ibadah wajib diisi.'),
  };
}

function fromRecord(row: JadwalRow): Values {
  const { date, time } = splitDateTime(row.tanggal_ibadah);
  return {
    tanggal: date,
    jam: time,
    nama_ibadah: row.nama_ibadah ?? '',
    info_ibadah: row.info_ibadah ?? '',
    lokasi_ibadah: row.lokasi_ibadah ?? '',
    pemimpin_ibadah: row.pemimpin_ibadah ?? '',
    tema_ibadah: row.tema_ibadah ?? '',
  };
}

const toBody = (v: Values) => ({
  // The spec's format: date, 'T', time.
  tanggal_ibadah: `${v.tanggal}T${v.jam}`,
  nama_ibadah: v.nama_ibadah.trim(),
  info_ibadah: v.info_ibadah.trim() || null,
  lokasi_ibadah: v.lokasi_ibadah,
  pemimpin_ibadah: v.pemimpin_ibadah.trim(),
  tema_ibadah: v.tema_ibadah.trim(),
});

export function JadwalForm() {
  const { form, page } = useRecordForm(JADWAL, {
    initial: EMPTY,
    validate: validateJadwal,
    fromRecord,
    toBody,
    revalidate: ['/jadwal-ibadah-lokasi'],
  });
  const f = form.field;

  return (
    <FormPage {...page}>
      <FormSection title="Waktu dan Tempat">
        <TextInput label="Tanggal Ibadah" type="date" {...f('tanggal')} isRequired />
        <TextInput label="Jam Ibadah" type="time" {...f('jam')} isRequired />
        <SelectField label="Lokasi" options={LOKASI_OPTIONS} {...f('lokasi_ibadah')} isRequired />
      </FormSection>
      <FormSection title="Ibadah">
        <TextInput label="Nama Ibadah" {...f('nama_ibadah')} isRequired />
        <TextInput label="Pemimpin Ibadah" {...f('pemimpin_ibadah')} isRequired />
        <TextInput label="Tema Ibadah" {...f('tema_ibadah')} isRequired className="span-all" />
        <TextArea label="Info Ibadah (opsional)" {...f('info_ibadah')} rows={3} className="span-all" />
      </FormSection>
    </FormPage>
  );
}
