import { randomBytes } from 'node:crypto';
import { PDF_FOLDER } from '@gkj/contract/documents';
import {
  MAX_IMAGE_SIDE,
  VARIANT_SUFFIX_PATTERN,
  variantWidthsOf,
  WIDE_FOLDERS,
  WIDE_MAX_SIDE,
  WIDE_VARIANT_WIDTH,
} from '@gkj/contract/images';
import sharp, { type Metadata } from 'sharp';
import { httpError } from './http-error.ts';
import { pdfProblem } from './pdf-files.ts';
import type { FileStorage, OpenedFile, StorageArea } from './storage/index.ts';

/** Any stored file a write refers to: removed again when the write fails (uploaded-images.ts). */
export interface StoredFile {
  file_path: string;
}

/** A stored bulletin PDF: `/uploads/<folder>/<random>.pdf` and its size in bytes. */
export interface StoredPdf extends StoredFile {
  size: number;
}

export interface StoredImage {
  /**
   * `/uploads/<folder>/<random>.webp`; siblings `<same>-480.webp` and `<same>-960.webp` always exist, and
   * `<same>-1920.webp` too in the wide folders (see `variantWidthsOf`).
   */
  file_path: string;
  width: number;
  height: number;
}

/** The columns in which a table keeps one stored image: the fields of `StoredImage`. */
export const STORED_IMAGE_COLUMNS = [
  'file_path',
  'width',
  'height',
] as const satisfies readonly (keyof StoredImage)[];

export interface ImageStore {
  storeImage(buffer: Buffer, options: { folder: string; originalName?: string }): Promise<StoredImage>;
  /**
   * Stores a PDF as it was sent, once its bytes pass the checks of pdf-files.ts (else a 400), in the
   * bulletins' folder unless another is named.
   */
  storePdf(buffer: Buffer, options?: { folder?: string }): Promise<StoredPdf>;
  /** A copy of a stored image (and its variants) under a new name, so two records never share a file. */
  copyImage(filePath: string): Promise<string>;
  /** Deletes the image and its variants (or a PDF); a missing file is fine, a path outside the store is refused. */
  removeImage(filePath: string): Promise<void>;
  /** A stored file (image, variant or PDF) to send, or undefined when the path names none. */
  open(filePath: string): Promise<OpenedFile | undefined>;
}

export const MAX_INPUT_PIXELS = 50_000_000;
/** Folders whose images are not public (finance receipts): kept outside the public upload tree. */
export const PRIVATE_FOLDERS: ReadonlySet<string> = new Set(['keuangan']);

export const NOT_AN_IMAGE_MESSAGE = 'Berkas harus berupa gambar JPEG, PNG, WebP atau AVIF.';
export const TOO_MANY_PIXELS_MESSAGE = 'Ukuran gambar terlalu besar (maksimal 50 megapiksel).';
export const EMPTY_FILE_MESSAGE = 'Berkas kosong. Pilih gambar JPEG, PNG, WebP atau AVIF.';

const FOLDER = /^[a-z0-9][a-z0-9-]{0,39}$/;
const STORED = new RegExp(
  `^/uploads/([a-z0-9][a-z0-9-]{0,39})/([a-f0-9]{32})${VARIANT_SUFFIX_PATTERN}?\\.webp$`,
);
/** A stored PDF: kept as sent (a PDF cannot be re-encoded as an image is), so it has no siblings. */
const STORED_PDF = /^\/uploads\/([a-z0-9][a-z0-9-]{0,39})\/([a-f0-9]{32})\.pdf$/;

/** Trusts only the bytes: the decoder's verdict, never the file name or the declared type. */
function isAcceptedFormat(meta: Metadata): boolean {
  if (meta.format === 'jpeg' || meta.format === 'png' || meta.format === 'webp') return true;
  // sharp reports AVIF as HEIF with AV1 compression; HEIC (HEVC) is not on the list.
  return meta.format === 'heif' && meta.compression === 'av1';
}

async function readMetadata(buffer: Buffer): Promise<Metadata> {
  try {
    // Only the header is read here, so no pixel limit: a bomb's dimensions get the pixel message below
    // instead of reading as "not an image". Decoding (further down) is bounded.
    return await sharp(buffer, { limitInputPixels: false }).metadata();
  } catch {
    throw httpError(400, NOT_AN_IMAGE_MESSAGE);
  }
}

/**
 * Refuses, from the header alone, what no image route takes: an empty file, bytes that are no JPEG, PNG,
 * WebP or AVIF (whatever the name says), and more pixels than a decode is allowed.
 */
export async function checkImageHeader(buffer: Buffer): Promise<void> {
  if (buffer.length === 0) throw httpError(400, EMPTY_FILE_MESSAGE);
  const meta = await readMetadata(buffer);
  if (!isAcceptedFormat(meta) || !meta.width || !meta.height) throw httpError(400, NOT_AN_IMAGE_MESSAGE);
  if (meta.width * meta.height > MAX_INPUT_PIXELS) throw httpError(400, TOO_MANY_PIXELS_MESSAGE);
}

/**
 * The storage key of a stored file (`/uploads/<folder>/<name>…` → `uploads/<folder>/<name>…`, or under
 * `private-uploads/` for a private folder), or undefined for a path that names no stored file.
 */
export function storageKeyOf(filePath: string): string | undefined {
  const match = STORED_PDF.exec(filePath) ?? STORED.exec(filePath);
  if (!match) return undefined;
  return `${areaOf(match[1])}${filePath.slice('/uploads'.length)}`;
}

/** The storage area of an upload folder: receipts are kept apart from what anyone may see. */
function areaOf(folder: string): StorageArea {
  if (!FOLDER.test(folder)) throw new Error(`Invalid upload folder: ${folder}`);
  return PRIVATE_FOLDERS.has(folder) ? 'private-uploads' : 'uploads';
}

const keyIn = (folder: string, name: string) => `${areaOf(folder)}/${folder}/${name}`;

/**
 * The image pipeline: decode (bounded in pixels), apply the EXIF orientation, re-encode to WebP
 * without any metadata (no location data, no polyglot payload survives), store under a random name.
 */
export function createImageStore(storage: FileStorage): ImageStore {
  async function storeImage(buffer: Buffer, options: { folder: string }): Promise<StoredImage> {
    areaOf(options.folder); // a bad folder name is refused before any image work
    await checkImageHeader(buffer);
    const source = sharp(buffer, { limitInputPixels: MAX_INPUT_PIXELS }).rotate();
    const maxSide = WIDE_FOLDERS.has(options.folder) ? WIDE_MAX_SIDE : MAX_IMAGE_SIDE;
    const variants = variantWidthsOf(options.folder);
    // Never enlarged: a sibling of a narrower original is that original's size.
    const encode = (width: number) =>
      source
        .clone()
        .resize({ width, height: maxSide, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer({ resolveWithObject: true });
    let outputs: Awaited<ReturnType<typeof encode>>[];
    try {
      outputs = await Promise.all([maxSide, ...variants].map(encode));
    } catch {
      throw httpError(400, NOT_AN_IMAGE_MESSAGE);
    }

    const name = randomBytes(16).toString('hex');
    const suffixes = ['', ...variants.map((w) => `-${w}`)];
    await Promise.all(
      outputs.map((output, i) =>
        storage.write(keyIn(options.folder, `${name}${suffixes[i]}.webp`), output.data),
      ),
    );
    const [main] = outputs;
    return {
      file_path: `/uploads/${options.folder}/${name}.webp`,
      width: main.info.width,
      height: main.info.height,
    };
  }

  async function storePdf(buffer: Buffer, options: { folder?: string } = {}): Promise<StoredPdf> {
    const folder = options.folder ?? PDF_FOLDER;
    areaOf(folder); // a bad folder name is refused before the checks
    const problem = pdfProblem(buffer);
    if (problem) throw httpError(400, problem);
    const name = randomBytes(16).toString('hex');
    await storage.write(keyIn(folder, `${name}.pdf`), buffer);
    return { file_path: `/uploads/${folder}/${name}.pdf`, size: buffer.length };
  }

  /** The folder and name of a stored main image; variants and foreign paths are refused. */
  function parseMain(filePath: string, action: string): { folder: string; name: string } {
    const match = STORED.exec(filePath);
    if (!match || match[3])
      throw new Error(`Refusing to ${action} a file outside the upload store: ${filePath}`);
    const [, folder, name] = match;
    return { folder, name };
  }

  const suffixesOf = (folder: string) => ['', ...variantWidthsOf(folder).map((w) => `-${w}`)];

  async function copyImage(filePath: string): Promise<string> {
    const { folder, name } = parseMain(filePath, 'copy');
    const copy = randomBytes(16).toString('hex');
    await Promise.all(
      suffixesOf(folder).map(async (s) => {
        const copied = await storage.copy(
          keyIn(folder, `${name}${s}.webp`),
          keyIn(folder, `${copy}${s}.webp`),
        );
        // A slide stored before slides had a 1920 px sibling has none to copy.
        if (!copied && s !== `-${WIDE_VARIANT_WIDTH}`)
          throw new Error(`Cannot copy a stored image that is missing: ${filePath}`);
      }),
    );
    return `/uploads/${folder}/${copy}.webp`;
  }

  async function removeImage(filePath: string): Promise<void> {
    const pdf = STORED_PDF.exec(filePath);
    if (pdf) {
      await storage.remove(keyIn(pdf[1], `${pdf[2]}.pdf`));
      return;
    }
    const { folder, name } = parseMain(filePath, 'remove');
    await Promise.all(suffixesOf(folder).map((s) => storage.remove(keyIn(folder, `${name}${s}.webp`))));
  }

  async function open(filePath: string): Promise<OpenedFile | undefined> {
    const key = storageKeyOf(filePath);
    return key ? storage.open(key) : undefined;
  }

  return { storeImage, storePdf, copyImage, removeImage, open };
}
