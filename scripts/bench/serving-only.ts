// `npm run bench:serve`: the serving rows of the bench alone, on the demo content (a cold build of it): the
// server's JSON ping and prebuilt pages under load (50 connections, 3 rounds of 4 s), every page as a share of
// the ping. A few minutes, not the bench's large data set.
import os from 'node:os';
import { benchAlone, firstId, withDemoSite } from './alone.ts';
import { benchServing, servedPages } from './serving.ts';
import { renderTable, servingRows } from './table.ts';

await benchAlone((context) =>
  withDemoSite(context, async (server) => {
    const ids = {
      artikel: await firstId(server.url, 'artikel', 'id_artikel'),
      kegiatan: await firstId(server.url, 'kegiatan', 'id_kegiatan_gereja'),
    };
    context.progress('Sajian: halaman jadi di bawah beban (50 koneksi, 3 putaran × 4 s per halaman)…');
    const serving = await benchServing(server.url, servedPages(ids), context.progress);
    console.log(renderTable(servingRows(serving)));
    const load = os
      .loadavg()
      .map((v) => v.toFixed(1))
      .join(' / ');
    console.log(
      `\nMesin: ${os.availableParallelism()} CPU, Node ${process.version}; beban 1/5/15 menit ${load}.`,
    );
  }),
);
