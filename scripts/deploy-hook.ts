// REBUILD_HOOK_URL mode: instead of building locally, ask a static host to rebuild through its deploy hook.
import { setTimeout as sleep } from 'node:timers/promises';

export interface DeployHookBody {
  pemicu: string;
  id_build: number | null;
}

export interface DeployHookOptions {
  tries?: number;
  /** Wait before the second try; doubled before each later one. */
  backoffMs?: number;
  timeoutMs?: number;
  log?: (line: string) => void;
}

async function postOnce(url: string, body: DeployHookBody, timeoutMs: number): Promise<number> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const reason = error instanceof Error ? String(error.cause ?? error.message) : String(error);
    throw new Error(`deploy hook tidak dapat dihubungi (${reason})`);
  }
  await response.body?.cancel();
  if (response.status < 200 || response.status >= 300) {
    throw new Error(`deploy hook menjawab ${response.status}`);
  }
  return response.status;
}

/** POSTs `{ pemicu, id_build }`, retrying with backoff; resolves with the 2xx status, else throws. */
export async function postDeployHook(
  url: string,
  body: DeployHookBody,
  options: DeployHookOptions = {},
): Promise<number> {
  const tries = options.tries ?? 3;
  const backoffMs = options.backoffMs ?? 2000;
  const reasons: string[] = [];
  for (let attempt = 1; attempt <= tries; attempt++) {
    try {
      return await postOnce(url, body, options.timeoutMs ?? 30_000);
    } catch (error) {
      const reason = (error as Error).message;
      reasons.push(`percobaan ${attempt}: ${reason}`);
      options.log?.(`Deploy hook gagal (${reasons.at(-1)}).`);
      if (attempt < tries) await sleep(backoffMs * 2 ** (attempt - 1));
    }
  }
  throw new Error(`Deploy hook gagal setelah ${tries} percobaan: ${reasons.join('; ')}.`);
}
