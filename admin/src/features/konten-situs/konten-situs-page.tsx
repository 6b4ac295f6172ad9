import type { KontenSitus } from '@gkj/contract';
import type { ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import useSWR from 'swr';
import { LoadState } from '../../components/ui/load-state.tsx';
import { ScreenIntro } from '../../components/ui/screen-intro.tsx';
import { useTitle } from '../../lib/use-title.ts';
import { GerejaForm } from './gereja-form.tsx';
import { ImageSetting } from './image-setting.tsx';
import { KONTEN_KEY } from './index.ts';
import { PengaturanForm, type SettingField } from './pengaturan-form.tsx';
import { QrisSetting } from './qris-setting.tsx';
import { SejarahForm } from './sejarah-form.tsx';
import { SlidesManager } from './slides-manager.tsx';

interface TabSpec {
  id: string;
  label: string;
  /** The settings' texts the tab edits, in a form of their own above what else the tab shows. */
  texts?: { title: string; fields: SettingField[] };
  /** What else the tab shows, under the texts form. */
  extra?: (data: KontenSitus) => ReactNode;
}

const TABS: TabSpec[] = [
  {
    id: 'identitas',
    label: 'Identitas & Kontak',
    texts: {
      title: 'Identitas dan Kontak Gereja',
      fields: [
        { name: 'nama_gereja', label: 'Nama Gereja' },
        { name: 'alamat', label: 'Alamat', rows: 2 },
        { name: 'telepon', label: 'Telepon', type: 'tel' },
        { name: 'email_1', label: 'E-mail Utama', type: 'email' },
        { name: 'email_2', label: 'E-mail Kedua (opsional)', type: 'email', optional: true },
      ],
    },
    extra: (data) => <ImageSetting kolom="logo" label="Logo Gereja" stored={data.pengaturan?.logo ?? null} />,
  },
  {
    id: 'beranda',
    label: 'Beranda',
    texts: {
      title: 'Sambutan dan Tentang',
      fields: [
        { name: 'judul_sambutan', label: 'Judul Sambutan (carousel)' },
        { name: 'teks_sambutan', label: 'Teks Sambutan', rows: 3 },
        { name: 'tentang_singkat', label: 'Tentang Gereja (ringkas, di beranda)', rows: 4 },
      ],
    },
    extra: (data) => <SlidesManager slides={data.slides} />,
  },
  {
    id: 'persembahan',
    label: 'Persembahan',
    texts: {
      title: 'Rekening Persembahan',
      fields: [
        { name: 'nama_bank', label: 'Nama Bank' },
        { name: 'nomor_rekening', label: 'Nomor Rekening' },
        { name: 'atas_nama_rekening', label: 'Atas Nama' },
      ],
    },
    extra: (data) => <QrisSetting pengaturan={data.pengaturan} />,
  },
  {
    id: 'gereja',
    label: 'Gereja & Waktu Ibadah',
    extra: (data) => data.gereja.map((gereja) => <GerejaForm key={gereja.lokasi} gereja={gereja} />),
  },
  {
    id: 'sejarah',
    label: 'Profil & Sejarah',
    texts: { title: 'Profil Gereja', fields: [{ name: 'profil_gereja', label: 'Profil Gereja', rows: 8 }] },
    extra: (data) => <SejarahForm sejarah={data.sejarah} />,
  },
  {
    id: 'visi-misi',
    label: 'Visi & Misi',
    texts: {
      title: 'Visi dan Misi',
      fields: [
        { name: 'visi', label: 'Visi', rows: 4 },
        { name: 'misi', label: 'Misi', rows: 8, description: 'Satu butir misi per baris.' },
      ],
    },
  },
  {
    id: 'pendeta',
    label: 'Pendeta',
    texts: {
      title: 'Profil Pendeta',
      fields: [
        { name: 'nama_pendeta', label: 'Nama Pendeta' },
        { name: 'profil_pendeta', label: 'Profil Pendeta', rows: 10 },
      ],
    },
    extra: (data) => (
      <ImageSetting
        kolom="foto_pendeta"
        label="Foto Pendeta"
        stored={data.pengaturan?.foto_pendeta ?? null}
      />
    ),
  },
  {
    id: 'organisasi',
    label: 'Susunan Organisasi',
    extra: (data) => (
      <ImageSetting
        kolom="gambar_susunan_organisasi"
        label="Bagan Susunan Organisasi"
        stored={data.pengaturan?.gambar_susunan_organisasi ?? null}
        description="Tanpa gambar, halaman Susunan Organisasi menampilkan 'Gambar Susunan Organisasi Belum Tersedia'."
      />
    ),
  },
];

/** Everything the public site shows about the church, edited in one place (admin only). */
export function KontenSitusPage() {
  useTitle('Konten Situs');
  const { data, error } = useSWR<KontenSitus>(KONTEN_KEY, { revalidateOnFocus: false });

  return (
    <section className="page">
      <ScreenIntro title="Konten Situs">
        Teks, kontak, gambar dan jadwal tetap yang tampil di situs publik. Setiap penyimpanan memperbarui
        situs dalam beberapa saat.
      </ScreenIntro>
      <LoadState
        read={{ data, error }}
        texts={{ loading: 'Memuat konten situs...', failure: 'Gagal memuat konten situs.' }}
      >
        {(data) => (
          <Tabs className="tabs">
            {/* Every panel stays mounted: unsaved input survives a tab switch, and leaving still asks. */}
            <TabList aria-label="Bagian konten situs" className="tab-list" items={TABS}>
              {(tab) => <Tab className="tab">{tab.label}</Tab>}
            </TabList>
            {TABS.map((tab) => (
              <TabPanel key={tab.id} id={tab.id} className="tab-panel" shouldForceMount>
                {tab.texts && <PengaturanForm pengaturan={data.pengaturan} {...tab.texts} />}
                {tab.extra?.(data)}
              </TabPanel>
            ))}
          </Tabs>
        )}
      </LoadState>
    </section>
  );
}
