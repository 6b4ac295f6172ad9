import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import useSWR from 'swr';
import { useTitle } from '../../app/use-title.ts';
import { Spinner } from '../../components/ui/spinner.tsx';
import { GerejaForm } from './gereja-form.tsx';
import { ImageSetting } from './image-setting.tsx';
import { PengaturanForm } from './pengaturan-form.tsx';
import { SejarahForm } from './sejarah-form.tsx';
import { SlidesManager } from './slides-manager.tsx';
import { KONTEN_KEY, type KontenSitus } from './types.ts';

const TABS = [
  { id: 'identitas', label: 'Identitas & Kontak' },
  { id: 'beranda', label: 'Beranda' },
  { id: 'persembahan', label: 'Persembahan' },
  { id: 'gereja', label: 'Gereja & Waktu Ibadah' },
  { id: 'sejarah', label: 'Profil & Sejarah' },
  { id: 'visi-misi', label: 'Visi & Misi' },
  { id: 'pendeta', label: 'Pendeta' },
  { id: 'organisasi', label: 'Susunan Organisasi' },
];

/** Everything the public site shows about the church, edited in one place (admin only). */
export function KontenSitusPage() {
  useTitle('Konten Situs');
  const { data, error, isLoading } = useSWR<KontenSitus>(KONTEN_KEY, { revalidateOnFocus: false });

  return (
    <section className="page">
      <header className="page-header">
        <h1 className="page-title">Konten Situs</h1>
      </header>
      <p className="page-lead">
        Teks, kontak, gambar dan jadwal tetap yang tampil di situs publik. Setiap penyimpanan memperbarui
        situs dalam beberapa saat.
      </p>
      {isLoading ? (
        <Spinner label="Memuat konten situs..." />
      ) : error || !data ? (
        <p className="list-error" role="alert">
          Gagal memuat konten situs.
        </p>
      ) : (
        <Tabs className="tabs">
          {/* Every panel stays mounted: unsaved input survives a tab switch, and leaving still asks. */}
          <TabList aria-label="Bagian konten situs" className="tab-list" items={TABS}>
            {(tab) => <Tab className="tab">{tab.label}</Tab>}
          </TabList>
          <TabPanel id="identitas" className="tab-panel" shouldForceMount>
            <PengaturanForm
              pengaturan={data.pengaturan}
              title="Identitas dan Kontak Gereja"
              fields={[
                { name: 'nama_gereja', label: 'Nama Gereja' },
                { name: 'alamat', label: 'Alamat', rows: 2 },
                { name: 'telepon', label: 'Telepon', type: 'tel' },
                { name: 'email_1', label: 'E-mail Utama', type: 'email' },
                { name: 'email_2', label: 'E-mail Kedua (opsional)', type: 'email', optional: true },
              ]}
            />
            <ImageSetting kolom="logo" label="Logo Gereja" stored={data.pengaturan?.logo ?? null} />
          </TabPanel>
          <TabPanel id="beranda" className="tab-panel" shouldForceMount>
            <PengaturanForm
              pengaturan={data.pengaturan}
              title="Sambutan dan Tentang"
              fields={[
                { name: 'judul_sambutan', label: 'Judul Sambutan (carousel)' },
                { name: 'teks_sambutan', label: 'Teks Sambutan', rows: 3 },
                { name: 'tentang_singkat', label: 'Tentang Gereja (ringkas, di beranda)', rows: 4 },
              ]}
            />
            <SlidesManager slides={data.slides} />
          </TabPanel>
          <TabPanel id="persembahan" className="tab-panel" shouldForceMount>
            <PengaturanForm
              pengaturan={data.pengaturan}
              title="Rekening Persembahan"
              fields={[
                { name: 'nama_bank', label: 'Nama Bank' },
                { name: 'nomor_rekening', label: 'Nomor Rekening' },
                { name: 'atas_nama_rekening', label: 'Atas Nama' },
              ]}
            />
            <ImageSetting
              kolom="gambar_qris"
              label="Gambar QRIS"
              stored={data.pengaturan?.gambar_qris ?? null}
            />
          </TabPanel>
          <TabPanel id="gereja" className="tab-panel" shouldForceMount>
            {data.gereja.map((gereja) => (
              <GerejaForm key={gereja.lokasi} gereja={gereja} />
            ))}
          </TabPanel>
          <TabPanel id="sejarah" className="tab-panel" shouldForceMount>
            <PengaturanForm
              pengaturan={data.pengaturan}
              title="Profil Gereja"
              fields={[{ name: 'profil_gereja', label: 'Profil Gereja', rows: 8 }]}
            />
            <SejarahForm sejarah={data.sejarah} />
          </TabPanel>
          <TabPanel id="visi-misi" className="tab-panel" shouldForceMount>
            <PengaturanForm
              pengaturan={data.pengaturan}
              title="Visi dan Misi"
              fields={[
                { name: 'visi', label: 'Visi', rows: 4 },
                { name: 'misi', label: 'Misi', rows: 8, description: 'Satu butir misi per baris.' },
              ]}
            />
          </TabPanel>
          <TabPanel id="pendeta" className="tab-panel" shouldForceMount>
            <PengaturanForm
              pengaturan={data.pengaturan}
              title="Profil Pendeta"
              fields={[
                { name: 'nama_pendeta', label: 'Nama Pendeta' },
                { name: 'profil_pendeta', label: 'Profil Pendeta', rows: 10 },
              ]}
            />
            <ImageSetting
              kolom="foto_pendeta"
              label="Foto Pendeta"
              stored={data.pengaturan?.foto_pendeta ?? null}
            />
          </TabPanel>
          <TabPanel id="organisasi" className="tab-panel" shouldForceMount>
            <ImageSetting
              kolom="gambar_susunan_organisasi"
              label="Bagan Susunan Organisasi"
              stored={data.pengaturan?.gambar_susunan_organisasi ?? null}
              description="Tanpa gambar, halaman Susunan Organisasi menampilkan 'Gambar Susunan Organisasi Belum Tersedia'."
            />
          </TabPanel>
        </Tabs>
      )}
    </section>
  );
}
