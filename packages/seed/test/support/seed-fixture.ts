import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { SeedDeps, StoreImage, StorePdf } from '../../src/index.ts';

/**
 * Seed dependencies for tests: a store that writes the JPEG as given (the API's pipeline would
 * re-encode it) and reports sharp's size, and a trivial hash (the real one lives in the API).
 */
export function createSeedFixture() {
  const uploads = mkdtempSync(path.join(tmpdir(), 'gkj-seed-'));
  const stored: string[] = [];
  const storeImage: StoreImage = async (buffer, { folder, originalName }) => {
    const { width, height, format } = await sharp(buffer).metadata();
    if (format !== 'jpeg') throw new Error(`Seed menyerahkan ${format}, bukan JPEG`);
    mkdirSync(path.join(uploads, folder), { recursive: true });
    const name = `${stored.length + 1}-${originalName}`;
    writeFileSync(path.join(uploads, folder, name), buffer);
    const file_path = `/uploads/${folder}/${name}`;
    stored.push(file_path);
    return { file_path, width, height };
  };
  // The bulletin's PDF as given; the API's store checks its bytes (its own tests do too).
  const storePdf: StorePdf = async (buffer) => {
    if (!buffer.subarray(0, 5).equals(Buffer.from('%PDF-'))) throw new Error('Seed menyerahkan bukan PDF');
    mkdirSync(path.join(uploads, 'warta-jemaat'), { recursive: true });
    const file_path = `/uploads/warta-jemaat/${stored.length + 1}-warta.pdf`;
    writeFileSync(path.join(uploads, file_path.replace(/^\/uploads\//, '')), buffer);
    stored.push(file_path);
    return { file_path, size: buffer.length };
  };
  let copies = 0;
  const copyImage = async (filePath: string) => {
    const file_path = filePath.replace(/([^/]+)$/, `copy-${copies + 1}-$1`);
    const relative = (p: string) => path.join(uploads, p.replace(/^\/uploads\//, ''));
    copyFileSync(relative(filePath), relative(file_path));
    copies += 1;
    return file_path;
  };
  const deps = {
    storeImage,
    storePdf,
    copyImage,
    hashPassword: async (plain: string) => `hash:${plain}`,
    demoPassword: 'rahasia-demo',
    // A Thursday in Advent: the coming six weeks hold Christmas and New Year.
    today: '2026-12-10',
  } satisfies SeedDeps;
  return { deps, stored, uploads, removeUploads: () => rmSync(uploads, { recursive: true, force: true }) };
}
