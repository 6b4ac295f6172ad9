// A tiny tar (ustar) writer and reader over gzip, enough for the backup archive: regular files only,
// names up to 255 bytes. No tar package is installed; Node's zlib does the compression.
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';

const BLOCK = 512;

export interface TarEntry {
  name: string;
  data: Buffer;
  /** Modification time in whole seconds since the epoch. */
  mtime: number;
}

function writeText(header: Buffer, value: string, offset: number, length: number): void {
  header.write(value, offset, length, 'utf8');
}

function writeOctal(header: Buffer, value: number, offset: number, length: number): void {
  writeText(header, `${value.toString(8).padStart(length - 1, '0')}\0`, offset, length);
}

/** Splits a long name into ustar's prefix (155) and name (100) at a slash. */
function splitName(name: string): { prefix: string; base: string } {
  if (Buffer.byteLength(name) <= 100) return { prefix: '', base: name };
  for (let i = name.lastIndexOf('/'); i > 0; i = name.lastIndexOf('/', i - 1)) {
    const prefix = name.slice(0, i);
    const base = name.slice(i + 1);
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(base) <= 100) return { prefix, base };
  }
  throw new Error(`Nama berkas terlalu panjang untuk arsip: ${name}`);
}

function checksum(header: Buffer): number {
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 0x20 : header[i];
  return sum;
}

function headerFor(name: string, size: number, mtime: number): Buffer {
  const header = Buffer.alloc(BLOCK);
  const { prefix, base } = splitName(name);
  writeText(header, base, 0, 100);
  writeOctal(header, 0o644, 100, 8);
  writeOctal(header, 0, 108, 8);
  writeOctal(header, 0, 116, 8);
  writeOctal(header, size, 124, 12);
  writeOctal(header, mtime, 136, 12);
  header[156] = 0x30; // '0': a regular file
  writeText(header, 'ustar\u000000', 257, 8);
  writeText(header, prefix, 345, 155);
  writeText(header, `${checksum(header).toString(8).padStart(6, '0')}\0 `, 148, 8);
  return header;
}

const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

/** Writes entries one after another into `<file>` (.tar.gz); `finish` closes the archive. */
export function createTarWriter(file: string) {
  const gzip = createGzip({ level: 6 });
  const done = pipeline(gzip, createWriteStream(file, { mode: 0o600 }));
  // A failed disk write must not go unnoticed until `finish`.
  done.catch(() => {});
  const write = async (chunk: Buffer) => {
    if (!gzip.write(chunk)) await Promise.race([once(gzip, 'drain'), done]);
  };
  return {
    async add(entry: TarEntry): Promise<void> {
      await write(headerFor(entry.name, entry.data.length, entry.mtime));
      await write(entry.data);
      await write(padding(entry.data.length));
    },
    async finish(): Promise<void> {
      gzip.end(Buffer.alloc(BLOCK * 2));
      await done;
    },
  };
}

function readText(header: Buffer, offset: number, length: number): string {
  const raw = header.subarray(offset, offset + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end === -1 ? length : end).toString('utf8');
}

const readOctal = (header: Buffer, offset: number, length: number) =>
  Number.parseInt(readText(header, offset, length).trim() || '0', 8);

/** The entries of a .tar.gz in order; refuses anything but regular files and a damaged header. */
export async function* readTar(file: string): AsyncGenerator<TarEntry> {
  const chunks: Buffer[] = [];
  let buffered = 0;
  const take = (length: number): Buffer => {
    const all = chunks.length === 1 ? chunks[0] : Buffer.concat(chunks);
    chunks.length = 0;
    if (all.length > length) chunks.push(all.subarray(length));
    buffered -= length;
    return all.subarray(0, length);
  };
  let header: Buffer | undefined;
  let size = 0;
  let ended = false;
  for await (const chunk of createReadStream(file).pipe(createGunzip())) {
    chunks.push(chunk as Buffer);
    buffered += (chunk as Buffer).length;
    while (!ended) {
      if (!header) {
        if (buffered < BLOCK) break;
        const block = take(BLOCK);
        if (block.every((byte) => byte === 0)) {
          ended = true;
          break;
        }
        if (readOctal(block, 148, 8) !== checksum(block))
          throw new Error('Arsip cadangan rusak (header tar).');
        const type = String.fromCharCode(block[156]);
        if (type !== '0' && type !== '\0') throw new Error('Arsip cadangan berisi entri yang tidak dikenal.');
        header = block;
        size = readOctal(block, 124, 12);
      }
      const total = size + padding(size).length;
      if (buffered < total) break;
      const data = Buffer.from(take(total).subarray(0, size));
      const prefix = readText(header, 345, 155);
      const base = readText(header, 0, 100);
      yield { name: prefix ? `${prefix}/${base}` : base, data, mtime: readOctal(header, 136, 12) };
      header = undefined;
    }
  }
  if (!ended) throw new Error('Arsip cadangan terpotong.');
}
