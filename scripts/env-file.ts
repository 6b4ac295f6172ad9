// Settings can live in a `.env` file at the project root (KEY=value lines, # comments), read by every
// command that reads settings; a variable set in the environment wins over the file. Imported first, so
// the settings are in place before anything reads them.
import { existsSync } from 'node:fs';
import path from 'node:path';

export function loadEnvFile(folder: string): boolean {
  const file = path.join(folder, '.env');
  if (!existsSync(file)) return false;
  process.loadEnvFile(file);
  return true;
}

loadEnvFile(path.resolve(import.meta.dirname, '..'));
