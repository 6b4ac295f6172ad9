import { useNavigate, useParams } from 'react-router-dom';
import { useTitle } from '../../app/use-title.ts';
import { FormPage, FormSection } from '../../components/resource-form/form-shell.tsx';
import { persist } from '../../components/resource-form/persist.ts';
import { useRecord } from '../../components/resource-form/use-record.ts';
import { useResourceForm } from '../../components/resource-form/use-resource-form.ts';
import { listPath } from '../../components/resource-list/list-memory.ts';
import { SelectField } from '../../components/ui/select-field.tsx';
import { TextInput } from '../../components/ui/text-field.tsx';
import { apiRequest } from '../../lib/api.ts';
import { isWholeNumber } from '../../lib/input-rules.ts';
import { LOKASI_OPTIONS } from '../locations.ts';
import type { InventarisRow } from './types.ts';

const LIST = '/admin-dashboard/inventaris';
const EMPTY = { nama_inventaris: '', jenis_inventaris: '', jumlah_inventaris: '0', lokasi_inventaris: '' };

function countError(value: string): string | undefined {
  if (value.trim() === '') return 'Jumlah wajib diisi.';
  return isWholeNumber(value) ? undefined : 'Jumlah harus bilangan bulat 0 atau lebih.';
}

export function InventarisForm() {
  const { id } = useParams();
  const isEdit = Boolean(id);
  const title = isEdit ? 'Edit Inventaris' : 'Tambah Inventaris';
  useTitle(title);
  const navigate = useNavigate();

  const form = useResourceForm({
    initial: EMPTY,
    validate: (v) => ({
      nama_inventaris: v.nama_inventaris.trim() ? undefined : 'Nama inventaris wajib diisi.',
      jenis_inventaris: v.jenis_inventaris.trim() ? undefined : 'Jenis inventaris wajib diisi.',
      jumlah_inventaris: countError(v.jumlah_inventaris),
      lokasi_inventaris: v.lokasi_inventaris ? undefined : 'Milik (lokasi) wajib dipilih.',
    }),
    onSubmit: (v) => {
      const body = {
        nama_inventaris: v.nama_inventaris.trim(),
        jenis_inventaris: v.jenis_inventaris.trim(),
        jumlah_inventaris: Number(v.jumlah_inventaris),
        lokasi_inventaris: v.lokasi_inventaris,
      };
      return persist({
        request: () =>
          apiRequest(isEdit ? `/inventarisasi-gereja/${id}` : '/inventarisasi-gereja', {
            method: isEdit ? 'PUT' : 'POST',
            json: body,
          }),
        success: isEdit ? 'Inventaris berhasil diperbarui.' : 'Inventaris berhasil ditambahkan.',
        failure: 'Gagal menyimpan data.',
        revalidate: ['/inventarisasi-gereja'],
      });
    },
    onSaved: () => navigate(listPath(LIST)),
  });
  const { status } = useRecord<InventarisRow>(
    isEdit ? `/inventarisasi-gereja/${id}` : null,
    (row) =>
      form.reset({
        nama_inventaris: row.nama_inventaris ?? '',
        jenis_inventaris: row.jenis_inventaris ?? '',
        jumlah_inventaris: String(row.jumlah_inventaris ?? 0),
        lokasi_inventaris: row.lokasi_inventaris ?? '',
      }),
    'Gagal mengambil data inventaris',
  );
  const f = form.field;

  return (
    <FormPage
      title={title}
      backTo={LIST}
      status={status}
      loadingText="Memuat data inventaris..."
      failedText="Gagal mengambil data inventaris"
      onSubmit={form.submit}
      formRef={form.formRef}
      submitting={form.submitting}
    >
      <FormSection title="Data Inventaris">
        <TextInput label="Nama Inventaris" {...f('nama_inventaris')} isRequired />
        <TextInput label="Jenis Inventaris" {...f('jenis_inventaris')} isRequired />
        <TextInput label="Jumlah" {...f('jumlah_inventaris')} inputMode="numeric" isRequired />
        <SelectField label="Milik" options={LOKASI_OPTIONS} {...f('lokasi_inventaris')} isRequired />
      </FormSection>
    </FormPage>
  );
}
