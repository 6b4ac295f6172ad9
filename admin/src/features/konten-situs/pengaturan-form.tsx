import type { Pengaturan } from '@gkj/contract';
import { FormSection } from '../../components/resource-form/form-shell.tsx';
import { persist } from '../../components/resource-form/persist.ts';
import { useResourceForm } from '../../components/resource-form/use-resource-form.ts';
import { TextArea, TextInput } from '../../components/ui/text-field.tsx';
import { apiRequest } from '../../lib/api.ts';
import { KONTEN_KEY } from './index.ts';
import { SaveChanges } from './save-changes.tsx';
import { PENGATURAN_TEXT_FIELDS, type PengaturanText } from './types.ts';
import { useSyncedReset } from './use-synced-reset.ts';

export interface SettingField {
  name: keyof PengaturanText;
  label: string;
  rows?: number;
  type?: 'text' | 'email' | 'tel';
  optional?: boolean;
  description?: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The texts, and the version they were loaded at: a save after someone else's answers 409. */
type Values = PengaturanText & { updated_at: string };

function textForm(values: Values): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.append(name, value.trim());
  return form;
}

function textOf(pengaturan: Pengaturan | null): Values {
  const texts = Object.fromEntries(PENGATURAN_TEXT_FIELDS.map((name) => [name, pengaturan?.[name] ?? '']));
  return { ...(texts as PengaturanText), updated_at: pengaturan?.updated_at ?? '' };
}

/** Some of the site settings' text fields; saving sends all of them (the others unchanged). */
export function PengaturanForm({
  pengaturan,
  title,
  fields,
}: {
  /** Null before the settings were first saved. */
  pengaturan: Pengaturan | null;
  title: string;
  fields: SettingField[];
}) {
  const form = useResourceForm({
    initial: textOf(pengaturan),
    validate: (v) =>
      Object.fromEntries(
        fields.map((field) => {
          const value = v[field.name].trim();
          if (!value) return [field.name, field.optional ? undefined : `${field.label} wajib diisi.`];
          if (field.type === 'email' && !EMAIL.test(value)) return [field.name, 'Alamat e-mail tidak valid.'];
          return [field.name, undefined];
        }),
      ),
    onSubmit: (v) =>
      persist({
        // Every text field goes (an empty one clears it); images are not touched by this form.
        request: () => apiRequest('/konten-situs/pengaturan', { method: 'PUT', form: textForm(v) }),
        success: 'Konten situs berhasil disimpan.',
        failure: 'Gagal menyimpan konten situs.',
        revalidate: [KONTEN_KEY],
      }),
  });
  useSyncedReset(pengaturan, form.isDirty, form.reset, () => textOf(pengaturan));

  return (
    <form className="form" noValidate onSubmit={form.submit} ref={form.formRef}>
      <FormSection title={title}>
        {fields.map((field) => {
          const props = {
            label: field.label,
            ...form.field(field.name),
            isRequired: !field.optional,
            description: field.description,
          };
          return field.rows ? (
            <TextArea key={field.name} {...props} rows={field.rows} className="span-all" />
          ) : (
            <TextInput key={field.name} {...props} type={field.type} />
          );
        })}
      </FormSection>
      <SaveChanges form={form}>Simpan</SaveChanges>
    </form>
  );
}
