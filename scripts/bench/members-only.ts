// `npm run bench:members`: the members section of the bench alone, on the same large data set (built fresh),
// printed in the bench's table style.
import path from 'node:path';
import { benchAlone, largeData } from './alone.ts';
import { benchMembers, benchStatistics, type MemberFigures, memberRows } from './members.ts';
import { signIn, startServer } from './server.ts';
import { renderTable } from './table.ts';

await benchAlone(async (context) => {
  const large = await largeData(context, '20.000 jemaat');
  const options = {
    databaseUrl: large.databaseUrl,
    workDir: context.workDir,
    siteDir: path.join(context.workDir, 'site'),
    publish: false,
  };
  // The pastor's account: the member screens are theirs too, and it signs in with a password alone.
  const token = async (url: string) => (await signIn(url, 'pendeta')).token;
  const server = await startServer(options);
  let figures: MemberFigures;
  try {
    figures = await benchMembers(server.url, await token(server.url), context.progress);
  } finally {
    await server.close();
  }
  const uncachedServer = await startServer({ ...options, env: { READ_CACHE_MS: '0' } });
  try {
    figures.uncached = await benchStatistics(
      uncachedServer.url,
      await token(uncachedServer.url),
      context.progress,
    );
  } finally {
    await uncachedServer.close();
  }
  console.log(renderTable(memberRows(figures, large.counts.jemaat)));
});
