import type { WartaJemaat } from '@gkj/contract';
import { NOT_A_SUNDAY_MESSAGE, pdfFileName } from '@gkj/contract/documents';
import type { StatusKonten } from '@gkj/contract/enums';
import { ReviewNote } from '../../components/content-status/status-section.tsx';
import {
  type StatusIntent,
  statusBody,
  statusFromRecord,
  validateStatus,
} from '../../components/content-status/status-values.ts';
import { useWorkflowForm } from '../../components/content-status/use-workflow-form.tsx';
import { FormActions, FormPage, FormSection } from '../../components/resource-form/form-shell.tsx';
import { PdfField } from '../../components/ui/pdf-field.tsx';
import { TextArea, TextInput } from '../../components/ui/text-field.tsx';
import { toFormData } from '../../lib/api.ts';
import { required } from '../../lib/input-rules.ts';
import { WARTA } from '../../resources/records.ts';
import { WartaRevisions } from './warta-revisions.tsx';

const EMPTY = {
  tanggal_warta: '',
  judul_warta: '',
  isi_warta: '',
  pdf: null as File | null,
  hapus_pdf: false,
  status: 'terbit' as StatusKonten,
  terbit_pada: '',
};
type Values = typeof EMPTY;

/** Whether a 'YYYY-MM-DD' is a Sunday (read as a calendar day, in no time zone). */
const isSunday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay() === 0;

const validate = (v: Values) => ({
  ...validateStatus(v),
  tanggal_warta: !v.tanggal_warta
    ? 'Tanggal warta wajib diisi.'
    : isSunday(v.tanggal_warta)
      ? undefined
      : NOT_A_SUNDAY_MESSAGE,
  judul_warta: required(v.judul_warta, 'Judul warta wajib diisi.'),
});

const fromRecord = (row: WartaJemaat): Values => ({
  ...EMPTY,
  tanggal_warta: row.tanggal_warta.slice(0, 10),
  judul_warta: row.judul_warta,
  isi_warta: row.isi_warta ?? '',
  ...statusFromRecord(row),
});

const toBody = (v: Values, intent: StatusIntent | null) =>
  toFormData({
    ...statusBody(v, intent),
    tanggal_warta: v.tanggal_warta,
    judul_warta: v.judul_warta.trim(),
    isi_warta: v.isi_warta.trim(),
    hapus_pdf: v.hapus_pdf && !v.pdf ? '1' : '',
    berkas_pdf: v.pdf,
  });

/** A bulletin: its Sunday, title, text and PDF, and where it stands in the publishing workflow. */
export function WartaForm() {
  // Bulletins are written by admin and pendeta, who publish; the API refuses anyone else.
  const { form, page, record, saveButtons, statusSection } = useWorkflowForm<Values, WartaJemaat>(WARTA, {
    initial: EMPTY,
    validate,
    fromRecord,
    toBody,
  });
  const f = form.field;
  const storedPdf =
    record?.berkas_pdf && !form.values.hapus_pdf
      ? { path: record.berkas_pdf, name: pdfFileName(record.tanggal_warta), size: record.berkas_pdf_ukuran }
      : null;

  return (
    <FormPage {...page} actions={<FormActions backTo={page.backTo}>{saveButtons}</FormActions>}>
      <ReviewNote record={record} />
      <FormSection title="Warta Jemaat">
        <TextInput
          label="Tanggal (hari Minggu)"
          type="date"
          {...f('tanggal_warta')}
          isRequired
          description="Hari Minggu yang diwartakan."
        />
        <TextInput label="Judul" {...f('judul_warta')} isRequired className="span-all" />
        <TextArea
          label="Isi Warta (opsional)"
          {...f('isi_warta')}
          rows={10}
          className="span-all"
          description="Baris baru menjadi paragraf baru di situs, jadi daftar dari Ulang Tahun & Pernikahan (Salin sebagai teks) tetap satu orang per baris. Boleh kosong bila warta hanya berupa PDF."
        />
      </FormSection>
      <FormSection title="Berkas PDF">
        <PdfField
          label="PDF Warta (opsional)"
          {...form.fileField('pdf', 'hapus_pdf')}
          stored={storedPdf}
          description="PDF maksimal 10 MB, tidak terenkripsi. Pengunjung dapat membuka dan mengunduhnya."
        />
      </FormSection>
      {statusSection()}
      <WartaRevisions />
    </FormPage>
  );
}
