// Working folders named after the process that uses them, so a folder a crashed or killed process left
// behind is recognised and removed by the next one (the build's working copy, the fast render's bundle copy).
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';

/** Whether a process of this machine still runs (one of another user answers EPERM: it runs). */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * A fresh folder under `root` named `<prefix><pid>-…` for this process; the folders of that prefix whose
 * process is gone are removed first.
 */
export function processFolder(root: string, prefix = ''): string {
  mkdirSync(root, { recursive: true });
  for (const name of readdirSync(root)) {
    if (!name.startsWith(prefix)) continue;
    const pid = Number(name.slice(prefix.length).split('-')[0]);
    if (Number.isInteger(pid) && pid > 0 && !processAlive(pid)) {
      rmSync(path.join(root, name), { recursive: true, force: true });
    }
  }
  return mkdtempSync(path.join(root, `${prefix}${process.pid}-`));
}
