import type { Kegiatan } from '@gkj/contract';
import type { StatusKonten } from '@gkj/contract/enums';
import { useNavigate } from 'react-router-dom';
import { ReviewNote } from '../../components/content-status/status-section.tsx';
import {
  type StatusIntent,
  statusBody,
  statusFromRecord,
  validateStatus,
} from '../../components/content-status/status-values.ts';
import { useWorkflowForm } from '../../components/content-status/use-workflow-form.tsx';
import { FormActions, FormPage, FormSection } from '../../components/resource-form/form-shell.tsx';
import { listPath } from '../../components/resource-list/list-memory.ts';
import { TextArea, TextInput } from '../../components/ui/text-field.tsx';
import { dateOnly } from '../../lib/format.ts';
import { required } from '../../lib/input-rules.ts';
import { KEGIATAN } from '../../resources/records.ts';
import { ImageGallery } from './image-gallery.tsx';
import { carryChosenImages, ImageUploader } from './image-uploader.tsx';
import { KegiatanRevisions } from './kegiatan-revisions.tsx';

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
  status: 'terbit' as StatusKonten,
  terbit_pada: '',
};
type Values = typeof EMPTY;

const validate = (v: Values) => ({
  ...validateStatus(v),
  nama_kegiatan_gereja: required(v.nama_kegiatan_gereja, 'Nama kegiatan wajib diisi.'),
  waktu_kegiatan_gereja: required(v.waktu_kegiatan_gereja, 'Waktu kegiatan wajib diisi.'),
  jam_kegiatan_gereja:
    !v.jam_kegiatan_gereja || JAM.test(v.jam_kegiatan_gereja)
      ? undefined
      : 'Jam kegiatan harus berupa jam yang valid (HH:MM).',
});

const fromRecord = (row: Kegiatan): Values => ({
  nama_kegiatan_gereja: row.nama_kegiatan_gereja ?? '',
  tema_kegiatan_gereja: row.tema_kegiatan_gereja ?? '',
  tempat_kegiatan_gereja: row.tempat_kegiatan_gereja ?? '',
  waktu_kegiatan_gereja: dateOnly(row.waktu_kegiatan_gereja),
  jam_kegiatan_gereja: row.jam_kegiatan_gereja?.slice(0, 5) ?? '',
  deskripsi_kegiatan_gereja: row.deskripsi_kegiatan_gereja ?? '',
  ...statusFromRecord(row),
});

const toBody = (v: Values, intent: StatusIntent | null) => ({
  nama_kegiatan_gereja: v.nama_kegiatan_gereja.trim(),
  tema_kegiatan_gereja: v.tema_kegiatan_gereja.trim() || null,
  tempat_kegiatan_gereja: v.tempat_kegiatan_gereja.trim() || null,
  waktu_kegiatan_gereja: v.waktu_kegiatan_gereja,
  jam_kegiatan_gereja: v.jam_kegiatan_gereja || null,
  deskripsi_kegiatan_gereja: v.deskripsi_kegiatan_gereja.trim() || null,
  ...statusBody(v, intent),
});

export function KegiatanForm() {
  const navigate = useNavigate();
  // Activities are written by admin and pendeta, who publish; the API refuses anyone else.
  const { id, isEdit, form, page, record, saveButtons, statusSection } = useWorkflowForm<Values, Kegiatan>(
    KEGIATAN,
    {
      initial: EMPTY,
      validate,
      fromRecord,
      toBody,
      revalidate: ['/kegiatan-dengan-thumbnail'],
      // A new activity stays open in edit mode, where its photos can now be uploaded.
      onSaved: (answer, wasEdit) => {
        const created = answer?.data?.id_kegiatan_gereja;
        if (!wasEdit && created) {
          carryChosenImages(created);
          navigate(`/admin-dashboard/detail-kegiatan/${created}`, { replace: true });
        } else navigate(listPath(LIST));
      },
    },
  );
  const f = form.field;
  const kegiatanId = isEdit ? Number(id) : null;

  return (
    <FormPage
      {...page}
      actions={<FormActions backTo={page.backTo}>{saveButtons}</FormActions>}
      after={
        <>
          <ImageUploader kegiatanId={kegiatanId} />
          {kegiatanId && <ImageGallery kegiatanId={kegiatanId} />}
        </>
      }
    >
      <ReviewNote record={record} />
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
      {statusSection()}
      <KegiatanRevisions />
    </FormPage>
  );
}
