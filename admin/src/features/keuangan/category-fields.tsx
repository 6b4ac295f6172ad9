import { FormSection } from '../../components/resource-form/form-shell.tsx';
import type { ResourceForm } from '../../components/resource-form/use-resource-form.ts';
import { SelectField } from '../../components/ui/select-field.tsx';
import { LOKASI_OPTIONS } from '../../lib/choices.ts';
import type { TransaksiValues } from './keuangan-form.tsx';
import { kategoriOptions, useKategori } from './use-kategori.ts';

const NONE = { id: '', label: 'Tidak ada' };

/** Where the money belongs in the report: its category (of the transaction's type) and its congregation. */
export function CategoryFields({
  form,
  readOnly,
}: {
  form: ResourceForm<TransaksiValues>;
  readOnly: boolean;
}) {
  const { kategori } = useKategori();
  const jenis = form.values.jenis_transaksi;
  const options = jenis ? kategoriOptions(kategori, jenis) : [];
  return (
    <FormSection
      title="Pelaporan"
      description="Opsional. Kategori dan jemaat menentukan di mana transaksi muncul dalam Laporan Keuangan."
    >
      <SelectField
        label="Kategori (opsional)"
        options={[NONE, ...options]}
        placeholder={jenis ? 'Tanpa kategori' : 'Pilih jenis transaksi dulu'}
        {...form.field('id_kategori')}
        isDisabled={readOnly || !jenis}
      />
      <SelectField
        label="Jemaat (opsional)"
        options={[NONE, ...LOKASI_OPTIONS]}
        placeholder="Tidak ada"
        {...form.field('lokasi_transaksi')}
        isDisabled={readOnly}
      />
    </FormSection>
  );
}
