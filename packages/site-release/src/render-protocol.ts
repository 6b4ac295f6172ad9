// How the rebuild hook (scripts/site-fast-release.ts) asks a renderer (site/fast-render.ts) for the pages
// of an edit: by the renderer's command line and its last output line, or, when one waits with the bundle
// loaded, over a Unix socket in its kept folder with one request and one answer, each a JSON line.
import path from 'node:path';

/** What a waiting renderer is asked: where to write, whether every page, and the build's settings. */
export interface RenderRequest {
  outDir: string;
  all?: boolean;
  /** The build's `SITE_*` settings (the API's address may have changed since the renderer started). */
  settings: Record<string, string>;
}

/** The files it wrote (relative to `outDir`), why the fast path does not apply, or why it failed. */
export type RenderAnswer = { berkas: string[] } | { lewati: string } | { gagal: string };

/**
 * The socket a waiting renderer listens on, in its kept folder; undefined where that path is too long for a
 * Unix socket (108 bytes on Linux, 104 on macOS): no renderer waits there.
 */
export function renderSocket(rendererDir: string): string | undefined {
  const socket = path.join(rendererDir, 'render.sock');
  return Buffer.byteLength(socket) < 100 ? socket : undefined;
}

/** The site build's settings in an environment: its `SITE_*` variables. */
export function siteSettings(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter(
      (entry): entry is [string, string] => entry[0].startsWith('SITE_') && entry[1] !== undefined,
    ),
  );
}

/** A renderer's answer from its output: the last line, as JSON. Throws on anything else. */
export function parseRenderAnswer(output: string): RenderAnswer {
  const answer = JSON.parse(output.trim().split('\n').at(-1) ?? '') as Partial<Record<string, unknown>>;
  if (Array.isArray(answer.berkas) || typeof answer.lewati === 'string' || typeof answer.gagal === 'string') {
    return answer as RenderAnswer;
  }
  throw new Error('Jawaban perender tidak dikenal.');
}
