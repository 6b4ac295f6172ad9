// How the API's publisher runs the rebuild hook and hears its result. Both sides import this module: the
// API writes a request with `hookEnvironment` and reads the answer with `parseResultLine`; the hook
// (scripts/rebuild-site.ts) reads the request with `readHookRequest` and answers with `resultLine`.
import path from 'node:path';

/** The hook's entry point, relative to the project root. */
const HOOK_SCRIPT = path.join('scripts', 'rebuild-site.ts');

/** Program and arguments that run the hook on this Node (a `#!` line could pick an older one from PATH). */
export function rebuildHookCommand(projectRoot: string): [program: string, ...args: string[]] {
  return [process.execPath, path.join(projectRoot, HOOK_SCRIPT)];
}

/** One build the publisher asks of the hook. */
export interface HookRequest {
  siteDir: string;
  /** Where the build reads content: the API itself. */
  apiUrl: string;
  /** A deploy hook to post to instead of building here. */
  rebuildHookUrl?: string;
  buildId: number;
  /** Why the build was asked for, as the site_build row says. */
  trigger: string;
  /**
   * The owner of the database's build claim the publisher holds for this build (and heartbeats while the
   * hook runs): the hook builds under it instead of claiming, and stops when the publisher is gone.
   */
  claimedBy: string;
}

/** The request as the hook's environment; the answer is then one JSON line on its stdout. */
export function hookEnvironment(request: HookRequest): Record<string, string> {
  return {
    SITE_DIR: request.siteDir,
    SITE_API_URL: request.apiUrl,
    REBUILD_HOOK_URL: request.rebuildHookUrl ?? '',
    SITE_BUILD_ID: String(request.buildId),
    SITE_BUILD_TRIGGER: request.trigger,
    SITE_BUILD_CLAIMED_BY: request.claimedBy,
    SITE_BUILD_REPORT: 'json',
  };
}

/** What the hook finds in its environment; unset (or blank) settings are undefined, for its defaults. */
export interface HookSettings {
  siteDir?: string;
  apiUrl?: string;
  rebuildHookUrl?: string;
  buildId?: string;
  trigger?: string;
  /** Set when the publisher holds the build claim for this run; unset, the hook claims it itself. */
  claimedBy?: string;
  /** Answer with one JSON line (the publisher runs it) rather than a sentence (a person does). */
  reportJson: boolean;
}

export function readHookRequest(env: NodeJS.ProcessEnv): HookSettings {
  const value = (name: string) => env[name]?.trim() || undefined;
  return {
    siteDir: value('SITE_DIR'),
    apiUrl: value('SITE_API_URL'),
    rebuildHookUrl: value('REBUILD_HOOK_URL'),
    buildId: value('SITE_BUILD_ID'),
    trigger: value('SITE_BUILD_TRIGGER'),
    claimedBy: value('SITE_BUILD_CLAIMED_BY'),
    reportJson: env.SITE_BUILD_REPORT === 'json',
  };
}

export interface RebuildResult {
  /** The release made live; null when a deploy hook was asked to build. */
  rilis: string | null;
  /** Pages checked in the release; null for a deploy hook. */
  halaman: number | null;
}

/** The hook's answer: the only line it writes to stdout when `reportJson`. */
export function resultLine(result: RebuildResult): string {
  return JSON.stringify(result);
}

/** The answer in the hook's stdout (its last line), or undefined when there is none. */
export function parseResultLine(stdout: string): RebuildResult | undefined {
  const last = stdout.trim().split('\n').at(-1);
  try {
    const parsed = JSON.parse(last ?? '') as Partial<RebuildResult>;
    return { rilis: parsed.rilis ?? null, halaman: parsed.halaman ?? null };
  } catch {
    return undefined;
  }
}
