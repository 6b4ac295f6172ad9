import useSWR from 'swr';
import { persist } from '../../components/resource-form/persist.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { confirmAction } from '../../components/ui/confirm.ts';
import { apiRequest } from '../../lib/api.ts';
import { formatStamp } from '../../lib/format.ts';
import { browserName } from './browser-name.ts';

interface Sesi {
  id_sesi: number;
  peramban: string | null;
  alamat_ip: string | null;
  dibuat: string;
  terakhir_dipakai: string;
  sesi_ini: boolean;
}

const KEY = '/sesi';

/**
 * The user's own signed-in browsers: where each is, when it was last used, and a way to end one (a phone
 * lost, a shared office computer) or every one but this.
 */
export function ActiveSessions() {
  const { data, error, mutate } = useSWR<{ data: Sesi[]; batas_diam_menit: number }>(KEY);
  const others = data?.data.filter((sesi) => !sesi.sesi_ini) ?? [];

  async function end(sesi: Sesi) {
    const name = browserName(sesi.peramban);
    if (!(await confirmAction(`Akhiri sesi ${name}?`, { confirmLabel: 'Akhiri', tone: 'danger' }))) return;
    await persist({
      request: () => apiRequest(`/sesi/${sesi.id_sesi}`, { method: 'DELETE' }),
      success: `Sesi ${name} diakhiri.`,
      failure: 'Gagal mengakhiri sesi.',
    }).catch(() => undefined);
    void mutate();
  }

  async function endOthers() {
    if (!(await confirmAction('Akhiri semua sesi lain?', { confirmLabel: 'Akhiri', tone: 'danger' }))) return;
    await persist({
      request: () => apiRequest<{ message: string }>(KEY, { method: 'DELETE' }),
      success: (answer) => answer.message,
      failure: 'Gagal mengakhiri sesi lain.',
    }).catch(() => undefined);
    void mutate();
  }

  return (
    <Card
      titleId="sessions-title"
      title="Sesi Aktif"
      action={
        others.length > 0 && (
          <Button variant="secondary" size="sm" onPress={endOthers}>
            Akhiri semua sesi lain
          </Button>
        )
      }
    >
      <p className="field-description">
        Perangkat yang sedang masuk dengan akun Anda. Sesi berakhir sendiri bila tidak dipakai selama 60
        menit.
      </p>
      {error ? (
        <p className="field-description" role="alert">
          Gagal memuat daftar sesi.
        </p>
      ) : !data ? (
        <p className="field-description">Memuat daftar sesi...</p>
      ) : (
        <ul className="upcoming-list">
          {data.data.map((sesi) => (
            <li key={sesi.id_sesi} className="upcoming-item">
              <span className="upcoming-name">
                {browserName(sesi.peramban)}
                {sesi.sesi_ini && <strong> (sesi ini)</strong>}
              </span>
              <span className="upcoming-when">
                {sesi.alamat_ip ?? 'alamat tidak diketahui'} · terakhir dipakai{' '}
                {formatStamp(sesi.terakhir_dipakai)}
              </span>
              {!sesi.sesi_ini && (
                <Button
                  className="session-end"
                  variant="secondary"
                  size="sm"
                  onPress={() => end(sesi)}
                  aria-label={`Akhiri sesi ${browserName(sesi.peramban)}`}
                >
                  Akhiri
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
