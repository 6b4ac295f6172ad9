import { useState } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import useSWR from 'swr';
import { useTitle } from '../../app/use-title.ts';
import { Spinner } from '../../components/ui/spinner.tsx';
import { KONTEN_KEY, type KontenSitus } from '../konten-situs/types.ts';
import { LOKASI } from '../locations.ts';
import { GaleriAddForm } from './galeri-add-form.tsx';
import { GaleriGrid } from './galeri-grid.tsx';

/** The church gallery of /galeri-gereja: photos per church, stored through the API. */
export function GaleriPage() {
  useTitle('Galeri Gereja');
  const { data, error, isLoading } = useSWR<KontenSitus>(KONTEN_KEY);
  const [lokasi, setLokasi] = useState<string>(LOKASI[0]);
  const churches = data?.gereja ?? [];

  return (
    <section className="page">
      <header className="page-header">
        <h1 className="page-title">Galeri Gereja</h1>
      </header>
      <p className="page-lead">
        Foto setiap gereja yang tampil di halaman Galeri Gereja situs. Perubahan tampil setelah situs selesai
        diperbarui.
      </p>
      {isLoading ? (
        <Spinner label="Memuat galeri..." />
      ) : error ? (
        <p className="list-error" role="alert">
          Gagal memuat galeri.
        </p>
      ) : (
        <Tabs selectedKey={lokasi} onSelectionChange={(key) => setLokasi(String(key))} className="tabs">
          <TabList aria-label="Gereja" className="tab-list">
            {LOKASI.map((name) => (
              <Tab key={name} id={name} className="tab">
                {name}
              </Tab>
            ))}
          </TabList>
          {LOKASI.map((name) => {
            const church = churches.find((item) => item.lokasi === name);
            return (
              <TabPanel key={name} id={name} className="tab-panel" shouldForceMount>
                <GaleriGrid photos={church?.galeri ?? []} />
                <GaleriAddForm lokasi={name} />
              </TabPanel>
            );
          })}
        </Tabs>
      )}
    </section>
  );
}
