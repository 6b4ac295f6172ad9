import type { JemaatRecord } from '@gkj/contract';
import { useNavigate } from 'react-router-dom';
import { FormPage, FormSection } from '../../components/resource-form/form-shell.tsx';
import { useRecordForm } from '../../components/resource-form/use-record-form.ts';
import { SelectField } from '../../components/ui/select-field.tsx';
import { TextArea, TextInput } from '../../components/ui/text-field.tsx';
import {
  GENDER_OPTIONS,
  KEWARGAAN_OPTIONS,
  STATUS_OPTIONS,
  USIA_OPTIONS,
  WARGA_OPTIONS,
} from '../../lib/choices.ts';
import { dateOnly, digitsOnly, todayInJakarta } from '../../lib/format.ts';
import { isFutureDate } from '../../lib/input-rules.ts';
import { JEMAAT_FORM } from '../../resources/records.ts';
import { JEMAAT_FIELDS, type JemaatValues } from './field-labels.ts';
import { PersonalDataCard } from './personal-data-card.tsx';

const EMPTY = Object.fromEntries(JEMAAT_FIELDS.map((name) => [name, ''])) as JemaatValues;
/** The member's dates, each named as its message names it; none can lie after today. */
const DATE_LABELS: Partial<Record<keyof JemaatValues, string>> = {
  tanggal_lahir_jemaat: 'Tanggal lahir',
  tanggal_meninggal_jemaat: 'Tanggal meninggal',
  tanggal_baptis: 'Tanggal baptis',
  tanggal_sidi: 'Tanggal sidi',
  tanggal_nikah: 'Tanggal nikah',
};
const DATE_FIELDS = Object.keys(DATE_LABELS) as (keyof JemaatValues)[];

/** The spec asks for no required field; a member without a name cannot be stored, so that one is. */
function validate(values: JemaatValues) {
  const errors: Partial<Record<keyof JemaatValues, string>> = {
    nama_jemaat: values.nama_jemaat.trim() ? undefined : 'Nama jemaat wajib diisi.',
  };
  for (const name of DATE_FIELDS) {
    if (isFutureDate(values[name])) errors[name] = `${DATE_LABELS[name]} tidak boleh di masa depan.`;
  }
  return errors;
}

/** A stored member as form values (the record is flat; dates without their time). */
export function toJemaatValues(stored: JemaatRecord): JemaatValues {
  const values = { ...EMPTY };
  for (const name of JEMAAT_FIELDS) {
    const value = stored[name];
    if (value === null || value === undefined) continue;
    values[name] = name in DATE_LABELS ? dateOnly(value) : value;
  }
  return values;
}

/** The flat payload of POST/PUT /jemaat: every field, empty ones as null. */
export function toJemaatPayload(values: JemaatValues): Record<string, string | null> {
  return Object.fromEntries(
    JEMAAT_FIELDS.map((name) => [name, values[name].trim() === '' ? null : values[name].trim()]),
  );
}

export function JemaatForm() {
  const navigate = useNavigate();
  const { id, form, page } = useRecordForm(JEMAAT_FORM, {
    initial: EMPTY,
    validate,
    fromRecord: toJemaatValues,
    toBody: toJemaatPayload,
    revalidate: ['/jemaat-dropdown'],
  });
  const f = form.field;
  const today = todayInJakarta();

  return (
    <FormPage {...page} after={id && <PersonalDataCard id={id} onErased={() => navigate(page.backTo)} />}>
      <FormSection title="Data Pribadi">
        <TextInput label="Nama Jemaat" {...f('nama_jemaat')} isRequired />
        <TextInput label="No Induk" {...f('no_induk_jemaat')} />
        <SelectField label="Jenis Kelamin" options={GENDER_OPTIONS} {...f('jenis_kelamin_jemaat')} />
        <SelectField label="Kewargaan" options={KEWARGAAN_OPTIONS} {...f('kewargaan')} />
        <TextInput
          label="No. Telepon"
          {...f('no_telp_jemaat', (value) => digitsOnly(value).slice(0, 13))}
          type="tel"
          inputMode="numeric"
          maxLength={13}
        />
        <TextInput label="Tanggal Lahir" type="date" {...f('tanggal_lahir_jemaat')} max={today} />
        <SelectField label="Status Bergereja" options={STATUS_OPTIONS} {...f('status_bergereja')} />
        <TextInput label="Tanggal Meninggal" type="date" {...f('tanggal_meninggal_jemaat')} max={today} />
        <SelectField
          label="Status Kewargagerejaan"
          options={WARGA_OPTIONS}
          {...f('status_kewargagerejaan')}
        />
        <SelectField label="Kelompok Usia" options={USIA_OPTIONS} {...f('kelompok_usia')} />
        <TextInput label="Pendidikan" {...f('pendidikan')} />
        <TextArea label="Alamat" {...f('alamat_jemaat')} rows={2} className="span-all" />
      </FormSection>
      <FormSection title="Baptis">
        <TextInput label="Tanggal Baptis" type="date" {...f('tanggal_baptis')} max={today} />
        <TextInput label="Tempat Baptis" {...f('tempat_baptis')} />
        <TextInput label="Petugas Baptis" {...f('petugas_baptis')} />
      </FormSection>
      <FormSection title="Sidi">
        <TextInput label="Tanggal Sidi" type="date" {...f('tanggal_sidi')} max={today} />
        <TextInput label="Tempat Sidi" {...f('tempat_sidi')} />
        <TextInput label="Petugas Sidi" {...f('petugas_sidi')} />
      </FormSection>
      <FormSection title="Pernikahan">
        <TextInput label="Nama Pasangan" {...f('pasangan')} />
        <TextInput label="Tanggal Nikah" type="date" {...f('tanggal_nikah')} max={today} />
        <TextInput label="Tempat Nikah" {...f('tempat_nikah')} />
        <TextInput label="Petugas Nikah" {...f('petugas_nikah')} />
      </FormSection>
    </FormPage>
  );
}
