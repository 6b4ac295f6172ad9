import { useNavigate, useParams } from 'react-router-dom';
import { useTitle } from '../../app/use-title.ts';
import { FormPage, FormSection } from '../../components/resource-form/form-shell.tsx';
import { persist } from '../../components/resource-form/persist.ts';
import { useRecord } from '../../components/resource-form/use-record.ts';
import { useResourceForm } from '../../components/resource-form/use-resource-form.ts';
import { listPath } from '../../components/resource-list/list-memory.ts';
import { SelectField } from '../../components/ui/select-field.tsx';
import { TextArea, TextInput } from '../../components/ui/text-field.tsx';
import { apiRequest } from '../../lib/api.ts';
import { splitDateTime } from '../../lib/format.ts';
import { LOKASI_OPTIONS } from '../locations.ts';
import type { JadwalRow } from './types.ts';

const LIST = '/admin-dashboard/jadwal';
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

const required = (value: string, message: string) => (value.trim() ? undefined : message);

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

export function JadwalForm() {
  const { id } = useParams();
  const isEdit = Boolean(id);
  const title = isEdit ? 'Edit Jadwal Ibadah' : 'Tambah Jadwal Ibadah';
  useTitle(title);
  const navigate = useNavigate();

  const form = useResourceForm({
    initial: EMPTY,
    validate: validateJadwal,
    onSubmit: (v) => {
      const body = {
        // The spec's format: date, 'T', time.
        tanggal_ibadah: `${v.tanggal}T${v.jam}`,
        nama_ibadah: v.nama_ibadah.trim(),
        info_ibadah: v.info_ibadah.trim() || null,
        lokasi_ibadah: v.lokasi_ibadah,
        pemimpin_ibadah: v.pemimpin_ibadah.trim(),
        tema_ibadah: v.tema_ibadah.trim(),
      };
      return persist({
        request: () =>
          apiRequest(isEdit ? `/jadwal-ibadah/${id}` : '/jadwal-ibadah', {
            method: isEdit ? 'PUT' : 'POST',
            json: body,
          }),
        success: isEdit ? 'Data berhasil diperbarui.' : 'Data berhasil ditambahkan.',
        failure: 'Gagal menyimpan data.',
        revalidate: ['/jadwal-ibadah', '/jadwal-ibadah-lokasi'],
      });
    },
    onSaved: () => navigate(listPath(LIST)),
  });
  const { status } = useRecord<JadwalRow>(
    isEdit ? `/jadwal-ibadah/${id}` : null,
    (row) => {
      const { date, time } = splitDateTime(row.tanggal_ibadah);
      form.reset({
        tanggal: date,
        jam: time,
        nama_ibadah: row.nama_ibadah ?? '',
        info_ibadah: row.info_ibadah ?? '',
        lokasi_ibadah: row.lokasi_ibadah ?? '',
        pemimpin_ibadah: row.pemimpin_ibadah ?? '',
        tema_ibadah: row.tema_ibadah ?? '',
      });
    },
    'Gagal mengambil data jadwal',
  );
  const f = form.field;

  return (
    <FormPage
      title={title}
      backTo={LIST}
      status={status}
      loadingText="Memuat data jadwal..."
      failedText="Gagal mengambil data jadwal"
      onSubmit={form.submit}
      formRef={form.formRef}
      submitting={form.submitting}
    >
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
