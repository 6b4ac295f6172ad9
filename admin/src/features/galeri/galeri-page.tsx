import type { KontenSitus } from '@gkj/contract';
import { useState } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import useSWR from 'swr';
import { LoadState } from '../../components/ui/load-state.tsx';
import { ScreenIntro } from '../../components/ui/screen-intro.tsx';
import { LOKASI_ADMIN as LOKASI } from '../../lib/choices.ts';
import { useTitle } from '../../lib/use-title.ts';
import { KONTEN_KEY } from '../konten-situs/index.ts';
import { GaleriAddForm } from './galeri-add-form.tsx';
import { GaleriGrid } from './galeri-grid.tsx';

/** The church gallery of /galeri-gereja: photos per church, stored through the API. */
export function GaleriPage() {
  useTitle('Galeri Gereja');
  const { data, error } = useSWR<KontenSitus>(KONTEN_KEY);
  const [lokasi, setLokasi] = useState<string>(LOKASI[0]);

  return (
    <section className="page">
      <ScreenIntro title="Galeri Gereja">
        Foto setiap gereja yang tampil di halaman Galeri Gereja situs. Perubahan tampil setelah situs selesai
        diperbarui.
      </ScreenIntro>
      <LoadState
        read={{ data, error }}
        texts={{ loading: 'Memuat galeri...', failure: 'Gagal memuat galeri.' }}
      >
        {({ gereja: churches }) => (
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
      </LoadState>
    </section>
  );
}
