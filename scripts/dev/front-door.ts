// The one address of `npm run dev`: a small reverse proxy that splits the paths as production's one server
// does, so links, the session kept per origin and the relative `/api` calls behave the same in both.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { createProxyServer } from 'httpxy';

/**
 * Where the admin's dev server serves everything (its Vite `base`): the prefix its built assets have in
 * production. Under a prefix of its own, Vite's paths (/@vite/client, /src/…, /node_modules/.vite/…) and
 * its HMR socket never collide with the same paths of the site's dev server, which runs Vite too.
 */
export const ADMIN_BASE = '/admin-assets/';

export interface Upstreams {
  api: string;
  admin: string;
  site: string;
}

type Upstream = keyof Upstreams;

function isUnder(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** Which dev server answers a path, and the path it is asked for. */
export function route(url: string): { upstream: Upstream; url: string } {
  const [pathname, query = ''] = url.split(/\?(.*)/s);
  if (isUnder(pathname, '/api') || isUnder(pathname, '/uploads')) return { upstream: 'api', url };
  if (pathname.startsWith(ADMIN_BASE)) return { upstream: 'admin', url };
  // The dashboard's pages are one SPA: each gets its index.html, which Vite serves at its base.
  if (pathname === '/login' || isUnder(pathname, '/admin-dashboard')) {
    return { upstream: 'admin', url: query ? `${ADMIN_BASE}?${query}` : ADMIN_BASE };
  }
  return { upstream: 'site', url };
}

const UNAVAILABLE: Record<Upstream, string> = {
  api: 'API sedang dimulai ulang setelah perubahan kode; coba lagi sebentar lagi.',
  admin: 'Server pengembangan dasbor admin tidak menjawab.',
  site: 'Server pengembangan situs tidak menjawab.',
};

function unavailable(res: ServerResponse, upstream: Upstream): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const message = UNAVAILABLE[upstream];
  res.statusCode = 502;
  res.setHeader('cache-control', 'no-store');
  if (upstream === 'api') {
    res.setHeader('content-type', 'application/json; charset=utf-8');
    res.end(JSON.stringify({ message }));
  } else {
    res.setHeader('content-type', 'text/plain; charset=utf-8');
    res.end(message);
  }
}

export interface FrontDoor {
  /** Stops accepting and ends every open connection, the HMR sockets included (they never end by themselves). */
  close(): Promise<void>;
}

/** Listens on port and host; every request and websocket (the HMR sockets) goes to its dev server. */
export async function openFrontDoor(
  upstreams: Upstreams,
  { port, host }: { port: number; host: string },
): Promise<FrontDoor> {
  // xfwd: the API sees the visitor's address (TRUST_PROXY), as behind a production proxy.
  const proxy = createProxyServer({ xfwd: true });
  // No 'error' listener: without one, each call's promise rejects with its own error, answered below.

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const { upstream, url } = route(req.url ?? '/');
    req.url = url;
    proxy.web(req, res, { target: upstreams[upstream] }).catch(() => unavailable(res, upstream));
  });
  // Upgraded sockets leave the server's own bookkeeping, so closing must end them itself.
  const sockets = new Set<Socket>();
  server.on('upgrade', (req: IncomingMessage, socket: Socket, head: Buffer) => {
    const { upstream, url } = route(req.url ?? '/');
    req.url = url;
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    proxy.ws(req, socket, { target: upstreams[upstream] }, head).catch(() => socket.destroy());
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
        for (const socket of sockets) socket.destroy();
      }),
  };
}
