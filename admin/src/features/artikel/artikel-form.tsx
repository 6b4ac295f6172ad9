import type { Artikel, Kegiatan, Profile } from '@gkj/contract';
import type { StatusKonten } from '@gkj/contract/enums';
import { useState } from 'react';
import useSWR from 'swr';
import { ReviewNote } from '../../components/content-status/status-section.tsx';
import {
  type StatusIntent,
  statusBody,
  statusFromRecord,
  validateStatus,
} from '../../components/content-status/status-values.ts';
import { useWorkflowForm } from '../../components/content-status/use-workflow-form.tsx';
import { FormActions, FormPage, FormSection } from '../../components/resource-form/form-shell.tsx';
import { Button } from '../../components/ui/button.tsx';
import { RemoteComboField } from '../../components/ui/combo-field.tsx';
import { ImageField } from '../../components/ui/image-field.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { TextArea, TextInput } from '../../components/ui/text-field.tsx';
import { notify } from '../../components/ui/toast.tsx';
import { toFormData } from '../../lib/api.ts';
import { JENIS_ARTIKEL_OPTIONS } from '../../lib/choices.ts';
import { formatDate } from '../../lib/format.ts';
import { required } from '../../lib/input-rules.ts';
import { ARTIKEL } from '../../resources/records.ts';
import { ArtikelPreview } from './artikel-preview.tsx';
import { ArtikelRevisions } from './artikel-revisions.tsx';

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
  status: 'draf' as StatusKonten,
  terbit_pada: '',
};
export type ArtikelValues = typeof EMPTY_ARTIKEL;

const kegiatanOption = (row: Kegiatan) => ({
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
  const { data } = useSWR<Kegiatan>(id ? `/kegiatan-gereja/${id}` : null);
  return data ? kegiatanOption(data).label : id ? `Kegiatan #${id}` : '';
}

const validate = (v: ArtikelValues) => ({
  ...validateStatus(v),
  judul_artikel: required(v.judul_artikel, 'Judul artikel wajib diisi.'),
  jenis_artikel: v.jenis_artikel ? undefined : 'Jenis artikel wajib dipilih.',
  isi_artikel: required(v.isi_artikel, 'Isi artikel wajib diisi.'),
});

const fromRecord = (row: Artikel): ArtikelValues => ({
  ...EMPTY_ARTIKEL,
  judul_artikel: row.judul_artikel ?? '',
  jenis_artikel: row.jenis_artikel ?? '',
  ayat_alkitab: row.ayat_alkitab ?? '',
  catatan_artikel: row.catatan_artikel ?? '',
  isi_artikel: row.isi_artikel ?? '',
  id_kegiatan_gereja: row.id_kegiatan_gereja ? String(row.id_kegiatan_gereja) : '',
  nama_kegiatan: row.id_kegiatan_gereja ? `Kegiatan #${row.id_kegiatan_gereja}` : '',
  ...statusFromRecord(row),
});

const toBody = (v: ArtikelValues, intent: StatusIntent | null) =>
  toFormData({
    ...statusBody(v, intent),
    judul_artikel: v.judul_artikel.trim(),
    jenis_artikel: v.jenis_artikel,
    isi_artikel: v.isi_artikel,
    ayat_alkitab: v.ayat_alkitab.trim(),
    catatan_artikel: v.catatan_artikel.trim(),
    id_kegiatan_gereja: v.jenis_artikel === 'kegiatan' ? v.id_kegiatan_gereja : '',
    hapus_gambar: v.hapus_gambar && !v.gambar ? '1' : '',
    gambar_artikel: v.gambar,
  });

/**
 * Why an article is read-only for this user: none (they may change it), `released` (their own, now
 * published or scheduled: admin and pendeta take it from here) or `foreign` (another writer's).
 */
function useReadOnlyReason(record: Artikel | undefined, publisher: boolean) {
  const readOnly = record?.dapat_diubah === false;
  const { data: profile } = useSWR<Profile>(readOnly && !publisher ? '/profile' : null);
  // Until the profile says whose name is whose, no reason is given rather than a wrong one.
  if (!record || !readOnly || (!publisher && !profile)) return null;
  return !publisher && record.author === profile?.nama_tampilan
    ? ('released' as const)
    : ('foreign' as const);
}

function readOnlyNotice(reason: 'released' | 'foreign', record: Artikel): string {
  if (reason === 'foreign') {
    return `Artikel ini ditulis oleh ${record.author}; Anda hanya dapat mengubah artikel Anda sendiri.`;
  }
  const released = record.status === 'terjadwal' ? 'sudah dijadwalkan terbit' : 'sudah terbit';
  return `Artikel ini ${released}; sekarang hanya admin atau pendeta yang dapat mengubahnya.`;
}

export function ArtikelForm() {
  const [previewOpen, setPreviewOpen] = useState(false);
  const { form, page, record, publisher, saveButtons, statusSection } = useWorkflowForm(ARTIKEL, {
    // Another author's article: shown, not offered for editing (the server refuses such a save anyway).
    title: (isEdit, stored) =>
      !isEdit ? 'Tambah Artikel' : stored?.dapat_diubah === false ? 'Detail Artikel' : 'Edit Artikel',
    initial: EMPTY_ARTIKEL,
    validate,
    fromRecord,
    toBody,
  });
  const readOnly = record?.dapat_diubah === false;
  const readOnlyReason = useReadOnlyReason(record, publisher);
  const f = form.field;
  const isKegiatan = form.values.jenis_artikel === 'kegiatan';
  const kegiatanExist = useKegiatanExists(isKegiatan);
  const storedImage = form.values.hapus_gambar ? null : (record?.gambar_artikel ?? null);
  const linkedName = useLinkedKegiatanName(form.values.nama_kegiatan ? '' : form.values.id_kegiatan_gereja);

  return (
    <FormPage
      {...page}
      onSubmit={readOnly ? (event) => event.preventDefault() : form.submit}
      after={
        <ArtikelPreview
          isOpen={previewOpen}
          onOpenChange={setPreviewOpen}
          values={form.values}
          storedImage={storedImage}
        />
      }
      actions={
        <FormActions backTo={page.backTo}>
          <Button variant="secondary" onPress={() => setPreviewOpen(true)}>
            Preview
          </Button>
          {!readOnly && saveButtons}
        </FormActions>
      }
    >
      {record && readOnlyReason && (
        <p className="form-notice" role="note">
          {readOnlyNotice(readOnlyReason, record)}
        </p>
      )}
      <ReviewNote record={record} />
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
            {...form.pickField('id_kegiatan_gereja', 'nama_kegiatan')}
            selectedLabel={form.values.nama_kegiatan || linkedName}
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
          {...form.fileField('gambar', 'hapus_gambar')}
          stored={storedImage}
          isDisabled={readOnly}
        />
      </FormSection>
      {/* The preview is for the writer and the reviewers; another writer's article is public already. */}
      {statusSection({ preview: !readOnly || readOnlyReason === 'released', readOnly })}
      <ArtikelRevisions />
    </FormPage>
  );
}
