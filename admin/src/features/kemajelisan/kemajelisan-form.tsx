import { useNavigate, useParams } from 'react-router-dom';
import { useTitle } from '../../app/use-title.ts';
import { FormPage, FormSection } from '../../components/resource-form/form-shell.tsx';
import { persist } from '../../components/resource-form/persist.ts';
import { useRecord } from '../../components/resource-form/use-record.ts';
import { useResourceForm } from '../../components/resource-form/use-resource-form.ts';
import { listPath } from '../../components/resource-list/list-memory.ts';
import { RemoteComboField } from '../../components/ui/combo-field.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { TextInput } from '../../components/ui/text-field.tsx';
import { apiRequest } from '../../lib/api.ts';
import { dateOnly } from '../../lib/format.ts';
import { jemaatOption } from '../jemaat/jemaat-option.ts';
import { BIDANG_OPTIONS, JABATAN_OPTIONS, type MajelisRow } from './types.ts';

const LIST = '/admin-dashboard/kemajelisan';
const EMPTY = {
  id_jemaat: '',
  nama_jemaat: '',
  nama: '',
  jabatan: '',
  jabatan_struktur: '',
  bidang_kemajelisan: '',
  periode_mulai: '',
  periode_selesai: '',
};

export function KemajelisanForm() {
  const { id } = useParams();
  const isEdit = Boolean(id);
  const title = isEdit ? 'Edit Majelis' : 'Tambah Majelis';
  useTitle(title);
  const navigate = useNavigate();

  const form = useResourceForm({
    initial: EMPTY,
    validate: (v) => ({
      jabatan: v.jabatan ? undefined : 'Jabatan wajib dipilih.',
      nama: v.nama.trim() || v.id_jemaat ? undefined : 'Nama majelis wajib diisi.',
    }),
    onSubmit: (v) => {
      const body = {
        id_jemaat: v.id_jemaat ? Number(v.id_jemaat) : null,
        nama: v.nama.trim() || v.nama_jemaat,
        jabatan: v.jabatan,
        jabatan_struktur: v.jabatan_struktur.trim() || null,
        bidang_kemajelisan: v.bidang_kemajelisan || null,
        periode_mulai: v.periode_mulai || null,
        periode_selesai: v.periode_selesai || null,
      };
      return persist({
        request: () =>
          apiRequest(isEdit ? `/kemajelisan/${id}` : '/kemajelisan', {
            method: isEdit ? 'PUT' : 'POST',
            json: body,
          }),
        success: isEdit ? 'Data berhasil diperbarui.' : 'Data berhasil ditambahkan.',
        failure: 'Gagal menyimpan data',
        revalidate: ['/kemajelisan', '/list-struktur'],
      });
    },
    onSaved: () => navigate(listPath(LIST)),
  });
  const { status } = useRecord<MajelisRow>(
    isEdit ? `/kemajelisan/${id}` : null,
    (row) =>
      form.reset({
        id_jemaat: row.id_jemaat ? String(row.id_jemaat) : '',
        nama_jemaat: row.nama_jemaat ?? row.nama ?? '',
        nama: row.nama ?? '',
        jabatan: row.jabatan ?? '',
        jabatan_struktur: row.jabatan_struktur ?? '',
        bidang_kemajelisan: row.bidang_kemajelisan ?? '',
        periode_mulai: dateOnly(row.periode_mulai),
        periode_selesai: dateOnly(row.periode_selesai),
      }),
    'Gagal mengambil data kemajelisan',
  );
  const f = form.field;

  return (
    <FormPage
      title={title}
      backTo={LIST}
      status={status}
      loadingText="Memuat data kemajelisan..."
      failedText="Gagal mengambil data kemajelisan"
      onSubmit={form.submit}
      formRef={form.formRef}
      submitting={form.submitting}
    >
      <FormSection title="Anggota Majelis">
        <RemoteComboField
          label="Anggota Jemaat"
          endpoint="/jemaat-dropdown"
          toOption={jemaatOption}
          value={form.values.id_jemaat}
          selectedLabel={form.values.nama_jemaat}
          onChange={(idJemaat, nama) => {
            // The member's name fills the council name unless it was typed differently.
            if (!form.values.nama || form.values.nama === form.values.nama_jemaat) form.set('nama', nama);
            form.set('id_jemaat', idJemaat);
            form.set('nama_jemaat', nama);
          }}
          name="id_jemaat"
        />
        <TextInput
          label="Nama Majelis"
          {...f('nama')}
          description="Terisi dari anggota jemaat yang dipilih."
        />
        <SelectField label="Jabatan" options={JABATAN_OPTIONS} {...f('jabatan')} isRequired />
        <TextInput label="Jabatan Struktur" {...f('jabatan_struktur')} placeholder="mis. Ketua, Sekretaris" />
        <SelectField label="Bidang Kemajelisan" options={BIDANG_OPTIONS} {...f('bidang_kemajelisan')} />
      </FormSection>
      <FormSection title="Periode">
        <TextInput label="Periode Mulai" type="date" {...f('periode_mulai')} />
        <TextInput label="Periode Selesai" type="date" {...f('periode_selesai')} />
      </FormSection>
    </FormPage>
  );
}
