// A load client for answers whose bodies matter: `connections` keep-alive connections each send the next GET
// as soon as the last answer has arrived, for `seconds` (after one second of warm-up), and only count the
// bytes. autocannon turns every body into a string; on compressed pages that decoding is most of its time,
// so it measures itself, not the server (about 60 MB/s on a 2-core machine: 5,000 home pages per second).
//
// Run as its own process (`node load-client.ts <url> <seconds> <connections> [header=value…]`), so it never
// shares an event loop with the server it measures; it prints one JSON line.
import { Client } from 'undici';

export interface LoadFigures {
  /** Answers within the measured seconds. */
  requests: number;
  /** Every answer, the warm-up's included (what the server's CPU time during the run was spent on). */
  answered: number;
  requestsPerSecond: number;
  /** Milliseconds. */
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  bytes: number;
}

const WARM_UP_MS = 1000;

export async function runLoad(
  url: string,
  seconds: number,
  connections: number,
  headers: Record<string, string>,
): Promise<LoadFigures> {
  const target = new URL(url);
  const path = target.pathname + target.search;
  const started = performance.now();
  const measureFrom = started + WARM_UP_MS;
  const end = measureFrom + seconds * 1000;
  const latencies: number[] = [];
  const figures = { requests: 0, answered: 0, errors: 0, non2xx: 0, bytes: 0 };

  async function connection() {
    const client = new Client(target.origin, { pipelining: 1 });
    try {
      for (let now = performance.now(); now < end; now = performance.now()) {
        const sent = now;
        try {
          const { statusCode, body } = await client.request({ path, method: 'GET', headers });
          let bytes = 0;
          for await (const chunk of body) bytes += (chunk as Buffer).length;
          const done = performance.now();
          figures.answered += 1;
          if (sent < measureFrom || done > end) continue;
          figures.requests += 1;
          figures.bytes += bytes;
          latencies.push(done - sent);
          if (statusCode < 200 || statusCode >= 300) figures.non2xx += 1;
        } catch {
          if (sent >= measureFrom) figures.errors += 1;
        }
      }
    } finally {
      await client.close();
    }
  }

  await Promise.all(Array.from({ length: connections }, connection));
  latencies.sort((a, b) => a - b);
  const percentile = (p: number) => {
    if (latencies.length === 0) return 0;
    const value = latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)];
    return Math.round(value * 10) / 10;
  };
  return {
    ...figures,
    requestsPerSecond: figures.requests / seconds,
    p50: percentile(50),
    p99: percentile(99),
  };
}

if (import.meta.main) {
  const [url, seconds, connections, ...pairs] = process.argv.slice(2);
  const headers = Object.fromEntries(
    pairs.map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
  );
  const figures = await runLoad(url, Number(seconds), Number(connections), headers);
  console.log(JSON.stringify(figures));
}
