import type { Gereja } from '@gkj/contract';
import { FormSection } from '../../components/resource-form/form-shell.tsx';
import { persist } from '../../components/resource-form/persist.ts';
import { useResourceForm } from '../../components/resource-form/use-resource-form.ts';
import { Button } from '../../components/ui/button.tsx';
import { ErrorLine } from '../../components/ui/field-parts.tsx';
import { PlusIcon, TrashIcon } from '../../components/ui/icons.tsx';
import { TextInput } from '../../components/ui/text-field.tsx';
import { apiRequest } from '../../lib/api.ts';
import { KONTEN_KEY } from './index.ts';
import { koordinatErrors, koordinatValues, pastedPair, toText } from './koordinat.ts';
import { SaveChanges } from './save-changes.tsx';
import { useSyncedReset } from './use-synced-reset.ts';

const valuesOf = (gereja: Gereja) => ({
  nama_gereja: gereja.nama_gereja,
  alamat: gereja.alamat,
  latitude: toText(gereja.latitude),
  longitude: toText(gereja.longitude),
  waktu_ibadah: gereja.waktu_ibadah.map((waktu) => ({ ...waktu })),
  // The version these values were loaded at: a save after someone else's answers 409.
  updated_at: gereja.updated_at,
});

/** One church's name, address, position (directions) and fixed service times (home and gallery cards). */
export function GerejaForm({ gereja }: { gereja: Gereja }) {
  const form = useResourceForm({
    initial: valuesOf(gereja),
    validate: (v) => ({
      nama_gereja: v.nama_gereja.trim() ? undefined : 'Nama gereja wajib diisi.',
      alamat: v.alamat.trim() ? undefined : 'Alamat wajib diisi.',
      ...koordinatErrors(v),
      waktu_ibadah: v.waktu_ibadah.some((waktu) => !waktu.nama.trim() || !waktu.jam.trim())
        ? 'Lengkapi nama dan jam setiap ibadah.'
        : undefined,
    }),
    onSubmit: (v) =>
      persist({
        request: () =>
          apiRequest(`/konten-situs/gereja/${encodeURIComponent(gereja.lokasi)}`, {
            method: 'PUT',
            json: {
              nama_gereja: v.nama_gereja.trim(),
              alamat: v.alamat.trim(),
              ...koordinatValues(v),
              waktu_ibadah: v.waktu_ibadah.map((waktu) => ({
                nama: waktu.nama.trim(),
                jam: waktu.jam.trim(),
              })),
              updated_at: v.updated_at,
            },
          }),
        success: `Data ${gereja.lokasi} berhasil disimpan.`,
        failure: 'Gagal menyimpan konten situs.',
        revalidate: [KONTEN_KEY],
      }),
  });
  useSyncedReset(gereja, form.isDirty, form.reset, () => valuesOf(gereja));
  const times = form.values.waktu_ibadah;
  const position = koordinatValues(form.values);
  const positionValid = Object.values(koordinatErrors(form.values)).every((error) => !error);
  const mapUrl =
    positionValid && position.latitude !== null
      ? `https://www.openstreetmap.org/?mlat=${position.latitude}&mlon=${position.longitude}#map=17/${position.latitude}/${position.longitude}`
      : undefined;
  // A pair pasted from a map application ('-7.778412, 111.043987') fills both fields.
  const coordinateField = (name: 'latitude' | 'longitude') => ({
    ...form.field(name),
    onChange: (text: string) => {
      const pair = pastedPair(text);
      if (!pair) return form.set(name, text);
      form.set('latitude', pair.latitude);
      form.set('longitude', pair.longitude);
    },
  });
  const setTime = (index: number, change: Partial<{ nama: string; jam: string }>) =>
    form.set(
      'waktu_ibadah',
      times.map((waktu, i) => (i === index ? { ...waktu, ...change } : waktu)),
    );

  return (
    <form className="form" noValidate onSubmit={form.submit} ref={form.formRef}>
      <FormSection title={gereja.lokasi}>
        <TextInput label="Nama Gereja" {...form.field('nama_gereja')} isRequired />
        <TextInput label="Alamat" {...form.field('alamat')} isRequired />
        {/* The two coordinates side by side on a row of their own, with the check below them. */}
        <div className="span-all form-grid">
          <TextInput
            label="Lintang (latitude)"
            {...coordinateField('latitude')}
            placeholder="-7.778412"
            description="Untuk petunjuk arah di situs. Tempel koordinat dari aplikasi peta, mis. -7.778412, 111.043987."
          />
          <TextInput label="Bujur (longitude)" {...coordinateField('longitude')} placeholder="111.043987" />
          {mapUrl && (
            <p className="span-all field-description">
              <a href={mapUrl} target="_blank" rel="noopener noreferrer">
                Periksa lokasi {gereja.lokasi} di OpenStreetMap
              </a>
            </p>
          )}
        </div>
        <div className="span-all time-list">
          <p className="field-label">Waktu Ibadah Tetap</p>
          {times.map((waktu, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place and have no id
            <div key={index} className="time-row">
              <TextInput
                label={`Nama ibadah ${index + 1}`}
                value={waktu.nama}
                onChange={(nama) => setTime(index, { nama })}
              />
              <TextInput
                label={`Jam ${index + 1}`}
                value={waktu.jam}
                onChange={(jam) => setTime(index, { jam })}
                placeholder="07.00 WIB"
              />
              <Button
                variant="ghost"
                iconOnly
                className="text-danger"
                aria-label={`Hapus ${waktu.nama || 'ibadah'}`}
                onPress={() =>
                  form.set(
                    'waktu_ibadah',
                    times.filter((_, i) => i !== index),
                  )
                }
              >
                <TrashIcon />
              </Button>
            </div>
          ))}
          <ErrorLine error={form.errors.waktu_ibadah} />
          <Button variant="ghost" onPress={() => form.set('waktu_ibadah', [...times, { nama: '', jam: '' }])}>
            <PlusIcon />
            Tambah Waktu Ibadah
          </Button>
        </div>
      </FormSection>
      <SaveChanges form={form}>Simpan {gereja.lokasi}</SaveChanges>
    </form>
  );
}
