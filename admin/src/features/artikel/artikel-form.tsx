import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import useSWR from 'swr';
import { useTitle } from '../../app/use-title.ts';
import { FormActions, FormPage, FormSection } from '../../components/resource-form/form-shell.tsx';
import { persist } from '../../components/resource-form/persist.ts';
import { useRecord } from '../../components/resource-form/use-record.ts';
import { useResourceForm } from '../../components/resource-form/use-resource-form.ts';
import { listPath } from '../../components/resource-list/list-memory.ts';
import { Button } from '../../components/ui/button.tsx';
import { RemoteComboField } from '../../components/ui/combo-field.tsx';
import { ImageField } from '../../components/ui/image-field.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { TextArea, TextInput } from '../../components/ui/text-field.tsx';
import { notify } from '../../components/ui/toast.tsx';
import { apiRequest, toFormData } from '../../lib/api.ts';
import { formatDate } from '../../lib/format.ts';
import type { KegiatanRow } from '../kegiatan/types.ts';
import { ArtikelPreview } from './artikel-preview.tsx';
import { type ArtikelRow, JENIS_ARTIKEL_OPTIONS } from './types.ts';

const LIST = '/admin-dashboard/artikel';

export const EMPTY_ARTIKEL = {
  judul_artikel: '',
  jenis_artikel: '',
  ayat_alkitab: '',
  catatan_artikel: '',
  isi_artikel: '',
  id_kegiatan_gereja: '',
  nama_kegiatan: '',
  gambar: null as File | null,
  hapus_gambar: false,
};
export type ArtikelValues = typeof EMPTY_ARTIKEL;

const kegiatanOption = (row: KegiatanRow) => ({
  id: String(row.id_kegiatan_gereja),
  label: `${row.nama_kegiatan_gereja} (${formatDate(row.waktu_kegiatan_gereja)})`,
});

function useKegiatanExists(enabled: boolean): boolean {
  const { data } = useSWR<{ total: number }>(enabled ? '/kegiatan-gereja?per_page=1' : null, {
    onError: () => notify.error('Gagal memuat daftar kegiatan'),
  });
  return (data?.total ?? 0) > 0;
}

/** The name of the activity a stored article links, which the article answer does not carry. */
function useLinkedKegiatanName(id: string): string {
  const { data } = useSWR<KegiatanRow>(id ? `/kegiatan-gereja/${id}` : null);
  return data ? kegiatanOption(data).label : id ? `Kegiatan #${id}` : '';
}

export function ArtikelForm() {
  const { id } = useParams();
  const isEdit = Boolean(id);
  const navigate = useNavigate();
  const [previewOpen, setPreviewOpen] = useState(false);

  const form = useResourceForm({
    initial: EMPTY_ARTIKEL,
    validate: (v) => ({
      judul_artikel: v.judul_artikel.trim() ? undefined : 'Judul artikel wajib diisi.',
      jenis_artikel: v.jenis_artikel ? undefined : 'Jenis artikel wajib dipilih.',
      isi_artikel: v.isi_artikel.trim() ? undefined : 'Isi artikel wajib diisi.',
    }),
    onSubmit: (v) => {
      const body = toFormData({
        judul_artikel: v.judul_artikel.trim(),
        jenis_artikel: v.jenis_artikel,
        isi_artikel: v.isi_artikel,
        ayat_alkitab: v.ayat_alkitab.trim(),
        catatan_artikel: v.catatan_artikel.trim(),
        id_kegiatan_gereja: v.jenis_artikel === 'kegiatan' ? v.id_kegiatan_gereja : '',
        hapus_gambar: v.hapus_gambar && !v.gambar ? '1' : '',
        gambar_artikel: v.gambar,
      });
      return persist({
        request: () =>
          isEdit
            ? apiRequest(`/artikel/${id}`, { method: 'POST', query: { _method: 'PUT' }, form: body })
            : apiRequest('/artikel', { method: 'POST', form: body }),
        success: isEdit ? 'Artikel berhasil diperbarui' : 'Artikel berhasil ditambahkan',
        failure: 'Gagal menyimpan data artikel',
        revalidate: ['/artikel', '/konten/recent'],
      });
    },
    onSaved: () => navigate(listPath(LIST)),
  });
  const { record, status } = useRecord<ArtikelRow>(
    isEdit ? `/artikel/${id}` : null,
    (row) =>
      form.reset({
        ...EMPTY_ARTIKEL,
        judul_artikel: row.judul_artikel ?? '',
        jenis_artikel: row.jenis_artikel ?? '',
        ayat_alkitab: row.ayat_alkitab ?? '',
        catatan_artikel: row.catatan_artikel ?? '',
        isi_artikel: row.isi_artikel ?? '',
        id_kegiatan_gereja: row.id_kegiatan_gereja ? String(row.id_kegiatan_gereja) : '',
        nama_kegiatan:
          row.nama_kegiatan_gereja ?? (row.id_kegiatan_gereja ? `Kegiatan #${row.id_kegiatan_gereja}` : ''),
      }),
    'Gagal mengambil data artikel',
  );
  // Another author's article: shown, not offered for editing (the server refuses such a save anyway).
  const readOnly = record?.dapat_diubah === false;
  const title = !isEdit ? 'Tambah Artikel' : readOnly ? 'Detail Artikel' : 'Edit Artikel';
  useTitle(title);
  const f = form.field;
  const isKegiatan = form.values.jenis_artikel === 'kegiatan';
  const kegiatanExist = useKegiatanExists(isKegiatan);
  const storedImage = form.values.hapus_gambar ? null : (record?.gambar_artikel ?? null);
  const linkedName = useLinkedKegiatanName(form.values.nama_kegiatan ? '' : form.values.id_kegiatan_gereja);

  return (
    <FormPage
      title={title}
      backTo={LIST}
      status={status}
      loadingText="Memuat data artikel..."
      failedText="Gagal mengambil data artikel"
      onSubmit={readOnly ? (event) => event.preventDefault() : form.submit}
      formRef={form.formRef}
      after={
        <ArtikelPreview
          isOpen={previewOpen}
          onOpenChange={setPreviewOpen}
          values={form.values}
          storedImage={storedImage}
        />
      }
      actions={
        <FormActions backTo={LIST}>
          <Button variant="secondary" onPress={() => setPreviewOpen(true)}>
            Preview
          </Button>
          {!readOnly && (
            <Button type="submit" variant="primary" isPending={form.submitting}>
              Simpan
            </Button>
          )}
        </FormActions>
      }
    >
      {readOnly && record && (
        <p className="form-notice" role="note">
          Artikel ini ditulis oleh {record.author}; Anda hanya dapat mengubah artikel Anda sendiri.
        </p>
      )}
      <FormSection title="Artikel">
        <TextInput
          label="Judul Artikel"
          {...f('judul_artikel')}
          isRequired
          isReadOnly={readOnly}
          className="span-all"
        />
        <SelectField
          label="Jenis Artikel"
          options={JENIS_ARTIKEL_OPTIONS}
          {...f('jenis_artikel')}
          isRequired
          isDisabled={readOnly}
        />
        {isKegiatan && kegiatanExist && (
          <RemoteComboField
            label="Kegiatan Terkait"
            endpoint="/kegiatan-gereja"
            query={{ sort: 'waktu_kegiatan_gereja', order: 'desc' }}
            toOption={kegiatanOption}
            value={form.values.id_kegiatan_gereja}
            selectedLabel={form.values.nama_kegiatan || linkedName}
            onChange={(idKegiatan, label) => {
              form.set('id_kegiatan_gereja', idKegiatan);
              form.set('nama_kegiatan', label);
            }}
            onLoadError={() => notify.error('Gagal memuat daftar kegiatan')}
            isDisabled={readOnly}
            name="id_kegiatan_gereja"
          />
        )}
        <TextInput
          label="Ayat Alkitab (opsional)"
          {...f('ayat_alkitab')}
          placeholder={readOnly ? undefined : 'mis. Yohanes 3:16'}
          isReadOnly={readOnly}
        />
        <TextArea
          label="Catatan (opsional)"
          {...f('catatan_artikel')}
          rows={2}
          className="span-all"
          isReadOnly={readOnly}
        />
        <TextArea
          label="Isi Artikel"
          {...f('isi_artikel')}
          rows={14}
          isRequired
          isReadOnly={readOnly}
          className="span-all"
          description={readOnly ? undefined : 'Pisahkan paragraf dengan baris baru.'}
        />
      </FormSection>
      <FormSection title="Gambar Artikel">
        <ImageField
          label="Gambar Artikel (opsional)"
          file={form.values.gambar}
          onFile={(file) => form.set('gambar', file)}
          stored={storedImage}
          onRemoveStored={() => form.set('hapus_gambar', true)}
          isDisabled={readOnly}
        />
      </FormSection>
    </FormPage>
  );
}
