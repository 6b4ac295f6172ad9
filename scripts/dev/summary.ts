// What `npm run dev` prints once everything answers: the one address to open, and where each server runs.
import type { AppConfig } from '@gkj/api';
import { demoAccountLines } from '../project-database.ts';

export interface InternalAddresses {
  seconds: number;
  api: string;
  admin: string;
  site: string;
}

export function devSummary(settings: AppConfig, internal: InternalAddresses): string {
  const url = `http://localhost:${settings.port}`;
  const row = (what: string, address: string, server: string, at: string) =>
    `  ${what.padEnd(14)} ${address.padEnd(url.length + 10)} ${server.padEnd(13)} ${at}`;
  return [
    '',
    `GKJ Girimarto (mode pengembangan) siap dalam ${internal.seconds.toFixed(1)} detik: ${url}`,
    row('Situs publik', `${url}/`, 'Astro dev', internal.site),
    row('Dasbor admin', `${url}/login`, 'Vite dev', internal.admin),
    row('API', `${url}/api/docs`, 'node --watch', internal.api),
    ...demoAccountLines(settings),
    'Simpan kode dan perubahannya langsung berlaku: API dimulai ulang sendiri, dasbor dan situs diperbarui',
    'di halaman yang terbuka. Buka alamat di atas; alamat 127.0.0.1 hanya untuk server di baliknya.',
    'Tekan Ctrl-C untuk berhenti.',
  ].join('\n');
}
