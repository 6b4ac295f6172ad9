// How `npm run dev` and the admin's dev server write their lines: as text for a person at a terminal, as one
// JSON object per line ({ level, label, message }, the shape of Astro's JSON logger) for anything else.
import type { Logger as ViteLogger } from 'vite';
import { createLogger } from 'vite';

export const terminal = process.stdout.isTTY === true;

type Level = 'info' | 'warn' | 'error';

const SGR = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

function jsonLine(level: Level, label: string, message: string): void {
  const line = JSON.stringify({ level, label, message: message.replace(SGR, '') });
  if (level === 'info') console.log(line);
  else console.error(line);
}

/** One message of `npm run dev` itself. */
export function devLog(message: string, level: Level = 'info'): void {
  if (!terminal) jsonLine(level, 'dev', message);
  else if (level === 'info') console.log(message);
  else console.error(message);
}

/**
 * The admin's Vite logger: at a terminal Vite's own (marked `[admin]`, never clearing the screen the other
 * servers write to), otherwise JSON lines.
 */
export function adminLogger(): ViteLogger {
  if (terminal) return createLogger('info', { prefix: '[admin]', allowClearScreen: false });
  const warned = new Set<string>();
  const logged = new WeakSet<object>();
  const logger: ViteLogger = {
    hasWarned: false,
    info: (message) => jsonLine('info', 'admin', message),
    warn(message) {
      logger.hasWarned = true;
      jsonLine('warn', 'admin', message);
    },
    warnOnce(message) {
      if (warned.has(message)) return;
      warned.add(message);
      logger.warn(message);
    },
    error(message, options) {
      if (options?.error) logged.add(options.error);
      jsonLine('error', 'admin', message);
    },
    clearScreen: () => {},
    hasErrorLogged: (error) => logged.has(error),
  };
  return logger;
}
