import type { Transaksi } from '@gkj/contract';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { FormActions, FormPage, FormSection } from '../../components/resource-form/form-shell.tsx';
import { useRecordForm } from '../../components/resource-form/use-record-form.ts';
import { Button } from '../../components/ui/button.tsx';
import { ImageField } from '../../components/ui/image-field.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { TextArea, TextInput } from '../../components/ui/text-field.tsx';
import { toFormData } from '../../lib/api.ts';
import { JENIS_TRANSAKSI_OPTIONS } from '../../lib/choices.ts';
import { dateOnly, formatRupiah } from '../../lib/format.ts';
import { isWholeNumber, rupiahDigits } from '../../lib/input-rules.ts';
import { KEUANGAN_FORM } from '../../resources/records.ts';
import { CategoryFields } from './category-fields.tsx';
import { InventoryLink } from './inventory-link.tsx';

export interface TransaksiValues {
  tanggal_transaksi: string;
  nama_transaksi: string;
  jenis_transaksi: string;
  jumlah_transaksi: string;
  keterangan_transaksi: string;
  id_kategori: string;
  lokasi_transaksi: string;
  inventaris: 'ya' | 'tidak';
  id_inventaris: string;
  nama_inventaris: string;
  jumlah_item: string;
  bukti: File | null;
  hapus_bukti: boolean;
}

const EMPTY: TransaksiValues = {
  tanggal_transaksi: '',
  nama_transaksi: '',
  jenis_transaksi: '',
  jumlah_transaksi: '',
  keterangan_transaksi: '',
  id_kategori: '',
  lokasi_transaksi: '',
  inventaris: 'tidak',
  id_inventaris: '',
  nama_inventaris: '',
  jumlah_item: '',
  bukti: null,
  hapus_bukti: false,
};

function toValues(record: Transaksi): TransaksiValues {
  const link = record.log_inventaris?.[0];
  return {
    ...EMPTY,
    tanggal_transaksi: dateOnly(record.tanggal_transaksi),
    nama_transaksi: record.nama_transaksi ?? '',
    jenis_transaksi: record.jenis_transaksi ?? '',
    jumlah_transaksi: String(record.jumlah_transaksi ?? ''),
    keterangan_transaksi: record.keterangan_transaksi ?? '',
    id_kategori: record.id_kategori ? String(record.id_kategori) : '',
    lokasi_transaksi: record.lokasi_transaksi ?? '',
    inventaris: link ? 'ya' : 'tidak',
    id_inventaris: link ? String(link.id_inventaris) : '',
    nama_inventaris: link ? (link.nama_inventaris ?? `Inventaris #${link.id_inventaris}`) : '',
    jumlah_item: link ? String(link.jumlah_item) : '',
  };
}

function amountError(value: string): string | undefined {
  if (value.trim() === '') return 'Jumlah transaksi wajib diisi.';
  const digits = rupiahDigits(value);
  if (digits === null) return 'Jumlah transaksi harus bilangan bulat rupiah, mis. 150000 atau 150.000.';
  return Number(digits) > 0 ? undefined : 'Jumlah transaksi harus lebih dari 0.';
}

function itemCountError(value: string): string | undefined {
  if (value.trim() === '') return 'Jumlah item wajib diisi.';
  return isWholeNumber(value) && Number(value) > 0
    ? undefined
    : 'Jumlah item harus bilangan bulat lebih dari 0.';
}

function validate(v: TransaksiValues) {
  const linked = v.inventaris === 'ya';
  return {
    tanggal_transaksi: v.tanggal_transaksi ? undefined : 'Tanggal transaksi wajib diisi.',
    nama_transaksi: v.nama_transaksi.trim() ? undefined : 'Nama transaksi wajib diisi.',
    jenis_transaksi: v.jenis_transaksi ? undefined : 'Jenis transaksi wajib dipilih.',
    jumlah_transaksi: amountError(v.jumlah_transaksi),
    id_inventaris: linked && !v.id_inventaris ? 'Pilih inventaris terlebih dahulu.' : undefined,
    jumlah_item: linked ? itemCountError(v.jumlah_item) : undefined,
  };
}

const toBody = (v: TransaksiValues) => {
  const linked = v.inventaris === 'ya';
  return toFormData({
    tanggal_transaksi: v.tanggal_transaksi,
    nama_transaksi: v.nama_transaksi.trim(),
    jenis_transaksi: v.jenis_transaksi,
    jumlah_transaksi: rupiahDigits(v.jumlah_transaksi),
    keterangan_transaksi: v.keterangan_transaksi.trim(),
    id_kategori: v.id_kategori,
    lokasi_transaksi: v.lokasi_transaksi,
    id_inventaris: linked ? v.id_inventaris : '',
    jumlah_item: linked ? v.jumlah_item.trim() : '',
    hapus_bukti_transaksi: v.hapus_bukti && !v.bukti ? '1' : '',
    bukti_transaksi: v.bukti,
  });
};

export function KeuanganForm() {
  // A stored transaction opens read-only; 'Edit' unlocks it (and only then is leaving questioned).
  const opensStored = useParams().id !== undefined;
  const [editing, setEditing] = useState(!opensStored);
  const { form, page, record } = useRecordForm(KEUANGAN_FORM, {
    title: (isEdit) => (!isEdit ? 'Tambah Transaksi' : editing ? 'Edit Transaksi' : 'Detail Transaksi'),
    initial: EMPTY,
    guardLeave: editing,
    validate,
    fromRecord: toValues,
    toBody,
    revalidate: ['/total-transaksi', '/inventarisasi-gereja'],
  });
  const f = form.field;
  const readOnly = !editing;
  const stored = form.values.hapus_bukti ? null : (record?.bukti_transaksi ?? null);
  // What the typed amount is read as ('Rp 150.000' → Rp 150.000), shown while it is a valid one.
  const amount = rupiahDigits(form.values.jumlah_transaksi);
  // A category belongs to one type: changing the type lets go of it.
  const jenis = f('jenis_transaksi');
  const chooseJenis = (value: string) => {
    if (value !== form.values.jenis_transaksi) form.set('id_kategori', '');
    jenis.onChange(value);
  };

  return (
    <FormPage
      {...page}
      actions={
        <FormActions backTo={page.backTo}>
          {/* Distinct keys: the press that turns on editing must not land on the new submit button. */}
          {readOnly ? (
            <Button key="edit" variant="primary" onPress={() => setEditing(true)}>
              Edit
            </Button>
          ) : (
            <Button key="save" type="submit" variant="primary" isPending={form.submitting}>
              Simpan
            </Button>
          )}
        </FormActions>
      }
    >
      <FormSection title="Transaksi">
        <TextInput
          label="Tanggal Transaksi"
          type="date"
          {...f('tanggal_transaksi')}
          isRequired
          isReadOnly={readOnly}
        />
        <TextInput label="Nama Transaksi" {...f('nama_transaksi')} isRequired isReadOnly={readOnly} />
        <SelectField
          label="Jenis Transaksi"
          options={JENIS_TRANSAKSI_OPTIONS}
          {...jenis}
          onChange={chooseJenis}
          isRequired
          isDisabled={readOnly}
        />
        <TextInput
          label="Jumlah Transaksi (Rp)"
          {...f('jumlah_transaksi')}
          inputMode="numeric"
          isRequired
          isReadOnly={readOnly}
          description={amount ? formatRupiah(amount) : undefined}
        />
        <TextArea
          label="Keterangan (opsional)"
          {...f('keterangan_transaksi')}
          rows={3}
          isReadOnly={readOnly}
          className="span-all"
        />
      </FormSection>
      <CategoryFields form={form} readOnly={readOnly} />
      <InventoryLink form={form} readOnly={readOnly} />
      <FormSection title="Bukti Transaksi">
        <ImageField
          label="Bukti Transaksi (opsional)"
          {...form.fileField('bukti', 'hapus_bukti')}
          stored={stored}
          isPrivate
          isDisabled={readOnly}
          description={readOnly ? undefined : 'Foto nota atau kuitansi (JPEG, PNG, WebP, AVIF).'}
        />
      </FormSection>
    </FormPage>
  );
}
