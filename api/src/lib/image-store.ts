import { randomBytes } from 'node:crypto';
import { chmod, copyFile, mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Metadata } from 'sharp';
import { httpError } from './http-error.ts';
import { privateUploadDirBeside } from './upload-paths.ts';

export interface StoredImage {
  /**
   * `/uploads/<folder>/<random>.webp`; siblings `<same>-480.webp` and `<same>-960.webp` always exist, and
   * `<same>-1920.webp` too in the wide folders (see `variantWidthsOf`).
   */
  file_path: string;
  width: number;
  height: number;
}

export interface ImageStore {
  storeImage(buffer: Buffer, options: { folder: string; originalName?: string }): Promise<StoredImage>;
  /** A copy of a stored image (and its variants) under a new name, so two records never share a file. */
  copyImage(filePath: string): Promise<string>;
  /** Deletes the image and its variants; a missing file is fine, a path outside the store is refused. */
  removeImage(filePath: string): Promise<void>;
  /** Absolute path of a stored file (image or variant), or undefined for a path outside the store. */
  locate(filePath: string): string | undefined;
}

export const MAX_IMAGE_SIDE = 1600;
export const VARIANT_WIDTHS = [480, 960] as const;
/**
 * The home carousel's slides fill the screen: a 1920 or 2560 px wide display (or a phone at 3x) needs more
 * than 1600 px. Only they are kept up to 2560 px, with a 1920 px sibling; every other upload stays small.
 */
export const WIDE_FOLDERS: ReadonlySet<string> = new Set(['slide']);
export const WIDE_MAX_SIDE = 2560;
export const WIDE_VARIANT_WIDTH = 1920;

/** The widths of the resized siblings every image of `folder` has. */
export function variantWidthsOf(folder: string): readonly number[] {
  return WIDE_FOLDERS.has(folder) ? [...VARIANT_WIDTHS, WIDE_VARIANT_WIDTH] : VARIANT_WIDTHS;
}
export const MAX_INPUT_PIXELS = 50_000_000;
/** Folders whose images are not public (finance receipts): kept outside the public upload tree. */
export const PRIVATE_FOLDERS: ReadonlySet<string> = new Set(['keuangan']);

/** The declared types of the formats accepted: what clients offer and check before sending (the bytes decide). */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;
export const NOT_AN_IMAGE_MESSAGE = 'Berkas harus berupa gambar JPEG, PNG, WebP atau AVIF.';
export const TOO_MANY_PIXELS_MESSAGE = 'Ukuran gambar terlalu besar (maksimal 50 megapiksel).';
export const EMPTY_FILE_MESSAGE = 'Berkas kosong. Pilih gambar JPEG, PNG, WebP atau AVIF.';

const FOLDER = /^[a-z0-9][a-z0-9-]{0,39}$/;
const STORED = /^\/uploads\/([a-z0-9][a-z0-9-]{0,39})\/([a-f0-9]{32})(-480|-960|-1920)?\.webp$/;

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
 * The image pipeline: decode (bounded in pixels), apply the EXIF orientation, re-encode to WebP
 * without any metadata (no location data, no polyglot payload survives), store under a random name.
 */
export function createImageStore(
  uploadDir: string,
  privateUploadDir: string = privateUploadDirBeside(uploadDir),
): ImageStore {
  const rootFor = (folder: string): string => {
    if (!FOLDER.test(folder)) throw new Error(`Invalid upload folder: ${folder}`);
    return path.resolve(PRIVATE_FOLDERS.has(folder) ? privateUploadDir : uploadDir, folder);
  };

  /**
   * Receipts are readable by the server's own user only (folders 0700, files 0600), whatever the umask
   * or an older install left; public images stay readable by a web server in front (0644).
   */
  const isPrivate = (folder: string) => PRIVATE_FOLDERS.has(folder);
  const fileMode = (folder: string) => (isPrivate(folder) ? 0o600 : 0o644);
  async function ensureFolder(folder: string, dir: string): Promise<void> {
    if (!isPrivate(folder)) {
      await mkdir(dir, { recursive: true });
      return;
    }
    await mkdir(dir, { recursive: true, mode: 0o700 });
    await Promise.all([chmod(privateUploadDir, 0o700), chmod(dir, 0o700)]);
  }

  function locate(filePath: string): string | undefined {
    const match = STORED.exec(filePath);
    if (!match) return undefined;
    const [, folder, name, suffix = ''] = match;
    return path.join(rootFor(folder), `${name}${suffix}.webp`);
  }

  async function storeImage(buffer: Buffer, options: { folder: string }): Promise<StoredImage> {
    const dir = rootFor(options.folder);
    if (buffer.length === 0) throw httpError(400, EMPTY_FILE_MESSAGE);
    const meta = await readMetadata(buffer);
    if (!isAcceptedFormat(meta) || !meta.width || !meta.height) throw httpError(400, NOT_AN_IMAGE_MESSAGE);
    if (meta.width * meta.height > MAX_INPUT_PIXELS) throw httpError(400, TOO_MANY_PIXELS_MESSAGE);

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
    await ensureFolder(options.folder, dir);
    const suffixes = ['', ...variants.map((w) => `-${w}`)];
    const mode = fileMode(options.folder);
    await Promise.all(
      outputs.map((output, i) =>
        writeFile(path.join(dir, `${name}${suffixes[i]}.webp`), output.data, { flag: 'wx', mode }),
      ),
    );
    const [main] = outputs;
    return {
      file_path: `/uploads/${options.folder}/${name}.webp`,
      width: main.info.width,
      height: main.info.height,
    };
  }

  /** The folder and name of a stored main image; variants and foreign paths are refused. */
  function parseMain(filePath: string, action: string): { folder: string; name: string; dir: string } {
    const match = STORED.exec(filePath);
    if (!match || match[3])
      throw new Error(`Refusing to ${action} a file outside the upload store: ${filePath}`);
    const [, folder, name] = match;
    return { folder, name, dir: rootFor(folder) };
  }

  const suffixesOf = (folder: string) => ['', ...variantWidthsOf(folder).map((w) => `-${w}`)];

  async function copyImage(filePath: string): Promise<string> {
    const { folder, name, dir } = parseMain(filePath, 'copy');
    const copy = randomBytes(16).toString('hex');
    await Promise.all(
      suffixesOf(folder).map(async (s) => {
        const target = path.join(dir, `${copy}${s}.webp`);
        try {
          await copyFile(path.join(dir, `${name}${s}.webp`), target);
        } catch (error) {
          // A slide stored before slides had a 1920 px sibling has none to copy.
          if (s === `-${WIDE_VARIANT_WIDTH}` && (error as NodeJS.ErrnoException).code === 'ENOENT') return;
          throw error;
        }
        await chmod(target, fileMode(folder));
      }),
    );
    return `/uploads/${folder}/${copy}.webp`;
  }

  async function removeImage(filePath: string): Promise<void> {
    const { folder, name, dir } = parseMain(filePath, 'remove');
    await Promise.all(suffixesOf(folder).map((s) => rm(path.join(dir, `${name}${s}.webp`), { force: true })));
  }

  return { storeImage, copyImage, removeImage, locate };
}
