import { useNavigate, useParams } from 'react-router-dom';
import { useTitle } from '../../app/use-title.ts';
import { FormPage, FormSection } from '../../components/resource-form/form-shell.tsx';
import { persist } from '../../components/resource-form/persist.ts';
import { useRecord } from '../../components/resource-form/use-record.ts';
import { useResourceForm } from '../../components/resource-form/use-resource-form.ts';
import { listPath } from '../../components/resource-list/list-memory.ts';
import { TextArea, TextInput } from '../../components/ui/text-field.tsx';
import { apiRequest } from '../../lib/api.ts';
import { dateOnly } from '../../lib/format.ts';
import { ImageGallery } from './image-gallery.tsx';
import { carryChosenImages, ImageUploader } from './image-uploader.tsx';
import type { KegiatanRow } from './types.ts';

const LIST = '/admin-dashboard/kegiatan';
/** 'HH:MM', 24-hour, as the API accepts it. */
const JAM = /^([01]\d|2[0-3]):[0-5]\d$/;
const EMPTY = {
  nama_kegiatan_gereja: '',
  tema_kegiatan_gereja: '',
  tempat_kegiatan_gereja: '',
  waktu_kegiatan_gereja: '',
  jam_kegiatan_gereja: '',
  deskripsi_kegiatan_gereja: '',
};

export function KegiatanForm() {
  const { id } = useParams();
  const isEdit = Boolean(id);
  const title = isEdit ? 'Edit Kegiatan' : 'Tambah Kegiatan';
  useTitle(title);
  const navigate = useNavigate();

  const form = useResourceForm({
    initial: EMPTY,
    validate: (v) => ({
      nama_kegiatan_gereja: v.nama_kegiatan_gereja.trim() ? undefined : 'Nama kegiatan wajib diisi.',
      waktu_kegiatan_gereja: v.waktu_kegiatan_gereja ? undefined : 'Waktu kegiatan wajib diisi.',
      jam_kegiatan_gereja:
        !v.jam_kegiatan_gereja || JAM.test(v.jam_kegiatan_gereja)
          ? undefined
          : 'Jam kegiatan harus berupa jam yang valid (HH:MM).',
    }),
    onSubmit: (v) => {
      const body = {
        nama_kegiatan_gereja: v.nama_kegiatan_gereja.trim(),
        tema_kegiatan_gereja: v.tema_kegiatan_gereja.trim() || null,
        tempat_kegiatan_gereja: v.tempat_kegiatan_gereja.trim() || null,
        waktu_kegiatan_gereja: v.waktu_kegiatan_gereja,
        jam_kegiatan_gereja: v.jam_kegiatan_gereja || null,
        deskripsi_kegiatan_gereja: v.deskripsi_kegiatan_gereja.trim() || null,
      };
      return persist({
        request: () =>
          apiRequest<{ data: KegiatanRow }>(isEdit ? `/kegiatan-gereja/${id}` : '/kegiatan-gereja', {
            method: isEdit ? 'PUT' : 'POST',
            json: body,
          }),
        success: isEdit ? 'Data kegiatan berhasil diubah!' : 'Data kegiatan berhasil ditambahkan!',
        failure: 'Gagal menyimpan data kegiatan.',
        revalidate: ['/kegiatan-gereja', '/kegiatan-dengan-thumbnail'],
      });
    },
    // A new activity stays open in edit mode, where its photos can now be uploaded.
    onSaved: (answer) => {
      const created = answer?.data?.id_kegiatan_gereja;
      if (!isEdit && created) {
        carryChosenImages(created);
        navigate(`/admin-dashboard/detail-kegiatan/${created}`, { replace: true });
      } else navigate(listPath(LIST));
    },
  });
  const { status } = useRecord<KegiatanRow>(
    isEdit ? `/kegiatan-gereja/${id}` : null,
    (row) =>
      form.reset({
        nama_kegiatan_gereja: row.nama_kegiatan_gereja ?? '',
        tema_kegiatan_gereja: row.tema_kegiatan_gereja ?? '',
        tempat_kegiatan_gereja: row.tempat_kegiatan_gereja ?? '',
        waktu_kegiatan_gereja: dateOnly(row.waktu_kegiatan_gereja),
        jam_kegiatan_gereja: row.jam_kegiatan_gereja?.slice(0, 5) ?? '',
        deskripsi_kegiatan_gereja: row.deskripsi_kegiatan_gereja ?? '',
      }),
    'Gagal memuat data kegiatan',
  );
  const f = form.field;
  const kegiatanId = isEdit ? Number(id) : null;

  return (
    <FormPage
      title={title}
      backTo={LIST}
      status={status}
      loadingText="Memuat data kegiatan..."
      failedText="Gagal memuat data kegiatan"
      onSubmit={form.submit}
      formRef={form.formRef}
      submitting={form.submitting}
      after={
        <>
          <ImageUploader kegiatanId={kegiatanId} />
          {kegiatanId && <ImageGallery kegiatanId={kegiatanId} />}
        </>
      }
    >
      <FormSection title="Data Kegiatan">
        <TextInput label="Nama Kegiatan" {...f('nama_kegiatan_gereja')} isRequired className="span-all" />
        <TextInput label="Waktu Kegiatan" type="date" {...f('waktu_kegiatan_gereja')} isRequired />
        <TextInput
          label="Jam Kegiatan"
          type="time"
          {...f('jam_kegiatan_gereja')}
          description="Opsional. Kosongkan bila kegiatan tidak berjam tertentu."
        />
        <TextInput label="Tema" {...f('tema_kegiatan_gereja')} />
        <TextInput label="Tempat" {...f('tempat_kegiatan_gereja')} />
        <TextArea
          label="Deskripsi"
          {...f('deskripsi_kegiatan_gereja')}
          rows={6}
          className="span-all"
          description="Baris baru menjadi paragraf baru di situs."
        />
      </FormSection>
    </FormPage>
  );
}
