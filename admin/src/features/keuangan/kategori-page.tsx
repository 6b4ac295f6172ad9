import type { Kategori } from '@gkj/contract';
import { useState } from 'react';
import { Button, LinkButton } from '../../components/ui/button.tsx';
import { removeRecord } from '../../components/ui/remove-record.ts';
import { SelectField } from '../../components/ui/select-field.tsx';
import { TextInput } from '../../components/ui/text-field.tsx';
import { notify } from '../../components/ui/toast.tsx';
import { apiRequest, messageOf } from '../../lib/api.ts';
import { JENIS_TRANSAKSI_OPTIONS as JENIS_OPTIONS } from '../../lib/choices.ts';
import { revalidate } from '../../lib/revalidate.ts';
import { useTitle } from '../../lib/use-title.ts';
import { KategoriRename } from './kategori-rename.tsx';
import { KATEGORI_ENDPOINT, useKategori } from './use-kategori.ts';

/** 'Kategori Keuangan': the categories the treasurer files transactions under (admin only). */
export function KategoriPage() {
  useTitle('Kategori Keuangan');
  const { kategori, loaded } = useKategori();
  const [nama, setNama] = useState('');
  const [jenis, setJenis] = useState('pemasukan');
  const [adding, setAdding] = useState(false);
  const [renaming, setRenaming] = useState<Kategori | null>(null);
  const refresh = () => revalidate(KATEGORI_ENDPOINT, '/keuangan-gereja');

  async function add() {
    if (!nama.trim()) return notify.error('Nama kategori wajib diisi.');
    setAdding(true);
    try {
      await apiRequest(KATEGORI_ENDPOINT, {
        method: 'POST',
        json: { nama_kategori: nama.trim(), jenis_kategori: jenis },
      });
      notify.success('Kategori berhasil ditambahkan!');
      setNama('');
      await refresh();
    } catch (error) {
      notify.error(messageOf(error, 'Gagal menyimpan kategori'));
    } finally {
      setAdding(false);
    }
  }

  async function rename(k: Kategori, next: string) {
    try {
      await apiRequest(`${KATEGORI_ENDPOINT}/${k.id_kategori}`, {
        method: 'PUT',
        json: { nama_kategori: next },
      });
      notify.success('Kategori berhasil diperbarui!');
      await refresh();
      return true;
    } catch (error) {
      notify.error(messageOf(error, 'Gagal menyimpan kategori'));
      return false;
    }
  }

  async function remove(k: Kategori) {
    const outcome = await removeRecord(`${KATEGORI_ENDPOINT}/${k.id_kategori}`, {
      confirm: `Yakin ingin menghapus kategori ${k.nama_kategori}?`,
      success: 'Kategori dihapus!',
      // A category in use stays: the server says how many transactions and what to do instead.
      failure: 'Gagal menghapus kategori',
    });
    if (outcome === 'removed') await refresh();
  }

  return (
    <section className="page">
      <header className="page-header">
        <h1 className="page-title">Kategori Keuangan</h1>
        <LinkButton href="/admin-dashboard/keuangan">Kembali ke Keuangan</LinkButton>
      </header>
      <form
        className="kategori-add"
        aria-label="Tambah kategori"
        onSubmit={(event) => {
          event.preventDefault();
          void add();
        }}
      >
        <TextInput label="Nama kategori baru" value={nama} onChange={setNama} maxLength={100} />
        <SelectField label="Jenis kategori" options={JENIS_OPTIONS} value={jenis} onChange={setJenis} />
        <Button type="submit" variant="primary" isPending={adding}>
          Tambah Kategori
        </Button>
      </form>
      {!loaded ? (
        <p className="muted">Memuat kategori...</p>
      ) : (
        JENIS_OPTIONS.map((type) => (
          <section key={type.id} className="kategori-group" aria-labelledby={`kategori-${type.id}`}>
            <h2 id={`kategori-${type.id}`} className="section-title">
              {type.label}
            </h2>
            <ul className="kategori-list">
              {kategori
                .filter((k) => k.jenis_kategori === type.id)
                .map((k) => (
                  <li key={k.id_kategori} className="kategori-item">
                    <span className="kategori-name">{k.nama_kategori}</span>
                    <span className="muted">{k.jumlah_transaksi} transaksi</span>
                    <span className="kategori-actions">
                      <Button
                        size="sm"
                        aria-label={`Ganti nama ${k.nama_kategori}`}
                        onPress={() => setRenaming(k)}
                      >
                        Ganti Nama
                      </Button>
                      <Button
                        size="sm"
                        variant="danger"
                        aria-label={`Hapus ${k.nama_kategori}`}
                        onPress={() => void remove(k)}
                      >
                        Hapus
                      </Button>
                    </span>
                  </li>
                ))}
            </ul>
          </section>
        ))
      )}
      <KategoriRename kategori={renaming} onClose={() => setRenaming(null)} onRename={rename} />
    </section>
  );
}
