import type { Majelis } from '@gkj/contract';
import { FormPage, FormSection } from '../../components/resource-form/form-shell.tsx';
import { useRecordForm } from '../../components/resource-form/use-record-form.ts';
import { JemaatField } from '../../components/ui/jemaat-field.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { TextInput } from '../../components/ui/text-field.tsx';
import { BIDANG_OPTIONS, JABATAN_OPTIONS } from '../../lib/choices.ts';
import { dateOnly } from '../../lib/format.ts';
import { KEMAJELISAN } from '../../resources/records.ts';

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
type Values = typeof EMPTY;

const fromRecord = (row: Majelis): Values => ({
  id_jemaat: row.id_jemaat ? String(row.id_jemaat) : '',
  nama_jemaat: row.nama_jemaat ?? row.nama ?? '',
  nama: row.nama ?? '',
  jabatan: row.jabatan ?? '',
  jabatan_struktur: row.jabatan_struktur ?? '',
  bidang_kemajelisan: row.bidang_kemajelisan ?? '',
  periode_mulai: dateOnly(row.periode_mulai),
  periode_selesai: dateOnly(row.periode_selesai),
});

const toBody = (v: Values) => ({
  id_jemaat: v.id_jemaat ? Number(v.id_jemaat) : null,
  nama: v.nama.trim() || v.nama_jemaat,
  jabatan: v.jabatan,
  jabatan_struktur: v.jabatan_struktur.trim() || null,
  bidang_kemajelisan: v.bidang_kemajelisan || null,
  periode_mulai: v.periode_mulai || null,
  periode_selesai: v.periode_selesai || null,
});

const validate = (v: Values) => ({
  jabatan: v.jabatan ? undefined : 'Jabatan wajib dipilih.',
  nama: v.nama.trim() || v.id_jemaat ? undefined : 'Nama majelis wajib diisi.',
});

export function KemajelisanForm() {
  const { form, page } = useRecordForm(KEMAJELISAN, { initial: EMPTY, validate, fromRecord, toBody });
  const f = form.field;
  const jemaat = form.pickField('id_jemaat', 'nama_jemaat');

  return (
    <FormPage {...page}>
      <FormSection title="Anggota Majelis">
        <JemaatField
          label="Anggota Jemaat"
          {...jemaat}
          onChange={(idJemaat, nama) => {
            // The member's name fills the council name unless it was typed differently.
            if (!form.values.nama || form.values.nama === form.values.nama_jemaat) form.set('nama', nama);
            jemaat.onChange(idJemaat, nama);
          }}
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
