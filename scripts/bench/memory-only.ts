// `npm run bench:memory`: the memory section of the bench alone (the large data set, built fresh): the API,
// its site build and the database together, with the 1 GB settings (deploy/small-server.env) and, for the
// build time, with the defaults.
import path from 'node:path';
import { benchAlone, largeData } from './alone.ts';
import { benchMemory, memoryRows, smallServerSettings } from './memory.ts';
import { renderTable } from './table.ts';

// The database as a small server runs it (its buffer pool) for both settings; they differ in the Node ones.
const small = smallServerSettings();
process.env.MARIADB_BUFFER_POOL_MB = small.MARIADB_BUFFER_POOL_MB;
await benchAlone(async (context) => {
  const { databaseServer, workDir, progress } = context;
  const large = await largeData(context, '3.000 halaman');
  const options = {
    databaseUrl: large.databaseUrl,
    databasePid: databaseServer.pid,
    workDir,
    siteDir: path.join(workDir, 'site'),
  };
  const memory = await benchMemory(options, small, progress);
  console.log(renderTable(memoryRows(memory.small, memory.defaults)));
});
