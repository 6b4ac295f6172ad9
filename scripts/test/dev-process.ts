// `npm run dev` as a test runs it: its own process group (as a terminal gives a command), its JSON log lines
// collected, stopped the way Ctrl-C stops it (SIGINT to the whole group).
import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', '..');

export interface DevProcess {
  child: ChildProcess;
  /** Every line written so far, stdout and stderr. */
  lines: string[];
  /** The start-up summary, once everything answers. */
  summary: Promise<string>;
}

/**
 * Starts `scripts/dev.ts` with env. Its output is no terminal, so each line is JSON; the summary is the line
 * of `npm run dev` itself that says it is ready.
 */
export function startDev(env: NodeJS.ProcessEnv): DevProcess {
  const child = spawn(process.execPath, [path.join(root, 'scripts', 'dev.ts')], {
    cwd: root,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const summary = new Promise<string>((resolve, reject) => {
    const collect = (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        lines.push(line);
        const entry = parsed(line);
        if (entry?.label === 'dev' && String(entry.message).includes('siap dalam')) {
          resolve(String(entry.message));
        }
      }
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    child.once('exit', (code) => {
      reject(new Error(`npm run dev berhenti (kode ${code}) sebelum siap:\n${lines.slice(-30).join('\n')}`));
    });
  });
  return { child, lines, summary };
}

function parsed(line: string): Record<string, unknown> | undefined {
  try {
    return JSON.parse(line);
  } catch {
    return undefined;
  }
}

/** Ids of the processes in a process group, read from /proc (the fifth field of each stat line). */
export function processesInGroup(group: number): number[] {
  const members: number[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // The command name, in parentheses, may itself hold spaces: count the fields after it.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) === group) members.push(Number(name));
    } catch {
      // The process ended while the list was read.
    }
  }
  return members;
}

/** Sends Ctrl-C's signal to the whole group and resolves with the exit code of dev itself. */
export function pressCtrlC(dev: DevProcess): Promise<number | null> {
  const { child } = dev;
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  process.kill(-(child.pid as number), 'SIGINT');
  return exited;
}
