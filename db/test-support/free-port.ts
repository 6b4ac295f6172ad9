import { createServer } from 'node:net';

/** Ports below the system's range for outgoing connections (32768 and up on Linux). */
const FIRST = 20_000;
const PER_WORKER = 1_000;

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/**
 * A TCP port nobody listens on right now, for a private database server a test starts. Each vitest
 * worker draws from a range of its own: a port the system hands out is free only until someone binds
 * it, and a test in another worker could ask in between and start its server on the same port.
 */
export async function freePort(): Promise<number> {
  const worker = Number(process.env.VITEST_POOL_ID ?? 0) % 10;
  const start = FIRST + worker * PER_WORKER;
  for (let tries = 0; tries < 100; tries++) {
    const port = start + Math.floor(Math.random() * PER_WORKER);
    if (await isFree(port)) return port;
  }
  throw new Error(`Tidak ada port bebas di ${start}–${start + PER_WORKER - 1}.`);
}
