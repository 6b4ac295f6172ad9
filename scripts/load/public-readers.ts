// The public readers of the load test, in a process of their own so the load never shares an event loop
// with the server under test: autocannon with LOAD_CONNECTIONS connections for LOAD_SECONDS seconds, each
// request a random path of LOAD_PATHS (JSON): API reads and the static pages of the live release, which
// the rebuilds swap meanwhile. A page must arrive whole (its closing </html>), never half of a file.
// Prints one JSON line with the figures.
import autocannon from 'autocannon';

const paths = JSON.parse(process.env.LOAD_PATHS ?? '[]') as string[];
const pick = () => paths[Math.floor(Math.random() * paths.length)];
const isPage = (path: string) => !path.startsWith('/api/');

let pages = 0;
let brokenPages = 0;
const result = await autocannon({
  url: process.env.LOAD_URL ?? '',
  connections: Number(process.env.LOAD_CONNECTIONS ?? 200),
  duration: Number(process.env.LOAD_SECONDS ?? 60),
  timeout: 30,
  requests: [
    {
      method: 'GET',
      // The context is the connection's own: it remembers which path the answer belongs to.
      setupRequest: (request, context) => {
        context.path = pick();
        return { ...request, path: context.path as string };
      },
      onResponse: (status, body, context) => {
        if (!isPage(context.path as string)) return;
        pages++;
        if (status === 200 && !body.trimEnd().endsWith('</html>')) brokenPages++;
      },
    },
  ],
});

console.log(
  JSON.stringify({
    requests: result.requests.total,
    ok: result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    perSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    pages,
    brokenPages,
  }),
);
