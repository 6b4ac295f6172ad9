// `npm run site:rollback`: make the release before the live one live again.
import path from 'node:path';
import { rollback } from './site-releases.ts';

const root = path.resolve(import.meta.dirname, '..');
const siteDir = path.resolve(root, process.env.SITE_DIR ?? '.data/site');
try {
  console.log(`Situs dikembalikan ke rilis ${rollback(siteDir)}.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
