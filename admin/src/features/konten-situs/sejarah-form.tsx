import { FormSection } from '../../components/resource-form/form-shell.tsx';
import { persist } from '../../components/resource-form/persist.ts';
import { useResourceForm } from '../../components/resource-form/use-resource-form.ts';
import { Button } from '../../components/ui/button.tsx';
import { ErrorLine } from '../../components/ui/field-parts.tsx';
import { PlusIcon } from '../../components/ui/icons.tsx';
import { TextArea, TextInput } from '../../components/ui/text-field.tsx';
import { apiRequest } from '../../lib/api.ts';
import { KONTEN_KEY } from './index.ts';
import { SaveChanges } from './save-changes.tsx';
import type { Sejarah } from './types.ts';
import { useSyncedReset } from './use-synced-reset.ts';

const valuesOf = (sejarah: Sejarah[]) => ({ sejarah: sejarah.map((periode) => ({ ...periode })) });

/** The history on /profile as an ordered list of periods; saving replaces the whole list. */
export function SejarahForm({ sejarah }: { sejarah: Sejarah[] }) {
  const form = useResourceForm({
    initial: valuesOf(sejarah),
    validate: (v) => ({
      sejarah: v.sejarah.some((item) => !item.periode.trim() || !item.judul.trim() || !item.isi.trim())
        ? 'Lengkapi periode, judul dan isi setiap bagian sejarah.'
        : undefined,
    }),
    onSubmit: (v) =>
      persist({
        request: () =>
          apiRequest('/konten-situs/sejarah', {
            method: 'PUT',
            json: {
              sejarah: v.sejarah.map((item) => ({
                periode: item.periode.trim(),
                judul: item.judul.trim(),
                isi: item.isi.trim(),
              })),
            },
          }),
        success: 'Sejarah gereja berhasil disimpan.',
        failure: 'Gagal menyimpan konten situs.',
        revalidate: [KONTEN_KEY],
      }),
  });
  useSyncedReset(sejarah, form.isDirty, form.reset, () => valuesOf(sejarah));
  const items = form.values.sejarah;
  const replace = (next: Sejarah[]) => form.set('sejarah', next);
  const edit = (index: number, change: Partial<Sejarah>) =>
    replace(items.map((item, i) => (i === index ? { ...item, ...change } : item)));
  const move = (index: number, by: -1 | 1) => {
    const next = [...items];
    [next[index], next[index + by]] = [next[index + by], next[index]];
    replace(next);
  };

  return (
    <form className="form" noValidate onSubmit={form.submit} ref={form.formRef}>
      <FormSection title="Sejarah Gereja" description="Urutan di sini adalah urutan di halaman Sejarah.">
        {items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: periods are edited in place and have no id here
          <div key={index} className="span-all history-item">
            <div className="form-grid">
              <TextInput
                label="Periode"
                value={item.periode}
                onChange={(periode) => edit(index, { periode })}
                placeholder="1932–1945"
              />
              <TextInput label="Judul" value={item.judul} onChange={(judul) => edit(index, { judul })} />
              <TextArea
                label="Isi"
                value={item.isi}
                onChange={(isi) => edit(index, { isi })}
                rows={6}
                className="span-all"
                description="Pisahkan paragraf dengan baris kosong."
              />
            </div>
            <div className="history-actions">
              <Button size="sm" variant="ghost" isDisabled={index === 0} onPress={() => move(index, -1)}>
                Naikkan
              </Button>
              <Button
                size="sm"
                variant="ghost"
                isDisabled={index === items.length - 1}
                onPress={() => move(index, 1)}
              >
                Turunkan
              </Button>
              <Button
                size="sm"
                variant="ghost"
                className="text-danger"
                onPress={() => replace(items.filter((_, i) => i !== index))}
              >
                Hapus Bagian
              </Button>
            </div>
          </div>
        ))}
        <ErrorLine error={form.errors.sejarah} className="span-all" />
        <div className="span-all">
          <Button variant="ghost" onPress={() => replace([...items, { periode: '', judul: '', isi: '' }])}>
            <PlusIcon />
            Tambah Bagian Sejarah
          </Button>
        </div>
      </FormSection>
      <SaveChanges form={form}>Simpan Sejarah</SaveChanges>
    </form>
  );
}
