import type { InventarisRow } from '@gkj/contract';
import { FormSection } from '../../components/resource-form/form-shell.tsx';
import type { ResourceForm } from '../../components/resource-form/use-resource-form.ts';
import { ChoiceGroup } from '../../components/ui/choice-group.tsx';
import { RemoteComboField } from '../../components/ui/combo-field.tsx';
import { TextInput } from '../../components/ui/text-field.tsx';
import type { TransaksiValues } from './keuangan-form.tsx';

const YES_NO = [
  { id: 'ya', label: 'Ya' },
  { id: 'tidak', label: 'Tidak' },
];

const inventarisOption = (row: InventarisRow) => ({
  id: String(row.id_inventaris),
  label: `${row.nama_inventaris} (${row.lokasi_inventaris})`,
});

/** Whether the transaction bought or sold inventory items; 'Tidak' clears the item and its count. */
export function InventoryLink({
  form,
  readOnly,
}: {
  form: ResourceForm<TransaksiValues>;
  readOnly: boolean;
}) {
  const linked = form.values.inventaris === 'ya';
  return (
    <FormSection
      title="Inventaris"
      description="Pengeluaran (pembelian) menambah jumlah inventaris; pemasukan (penjualan) menguranginya."
    >
      <ChoiceGroup
        label="Terkait inventaris?"
        options={YES_NO}
        value={form.values.inventaris}
        isDisabled={readOnly}
        onChange={(value) => {
          form.set('inventaris', value as TransaksiValues['inventaris']);
          if (value === 'tidak') {
            form.set('id_inventaris', '');
            form.set('nama_inventaris', '');
            form.set('jumlah_item', '');
          }
        }}
      />
      {linked && (
        <>
          <RemoteComboField
            label="Barang Inventaris"
            endpoint="/inventarisasi-gereja"
            toOption={inventarisOption}
            {...form.pickField('id_inventaris', 'nama_inventaris')}
            isRequired
            isDisabled={readOnly}
            name="id_inventaris"
          />
          <TextInput
            label="Jumlah Item"
            {...form.field('jumlah_item')}
            inputMode="numeric"
            isRequired
            isReadOnly={readOnly}
          />
        </>
      )}
    </FormSection>
  );
}
