import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { type QrisMerchant, QrisRefusal, readQris } from '@gkj/contract/qris';
import sharp from 'sharp';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import { httpError } from './http-error.ts';
import { checkImageHeader, MAX_INPUT_PIXELS, NOT_AN_IMAGE_MESSAGE } from './image-store.ts';

/**
 * Reads the QRIS code out of an uploaded offering image. The decoder is ZXing-C++ compiled to WebAssembly
 * (zxing-wasm): it finds codes that are small, tilted, inverted or in a photo of a printed stand, where
 * the pure-JS decoders give up. Its binary is read from the installed package, never fetched.
 */

export const NO_QR_MESSAGE =
  'Tidak ada kode QR yang terbaca pada gambar. Unggah gambar QRIS yang utuh dan tajam, misalnya unduhan dari aplikasi bank atau penyedia QRIS Anda.';
export const SEVERAL_QRIS_MESSAGE =
  'Gambar berisi lebih dari satu QRIS dengan NMID berbeda. Unggah gambar yang hanya memuat QRIS persembahan.';

/** Decoding cost grows with the pixels: larger pictures are read at this longest side. */
const MAX_SIDE = 2048;
/** A code saved at one pixel per module is enlarged (without smoothing) to at least this side. */
const MIN_SIDE = 600;

let decoderReady: Promise<unknown> | undefined;

/** Instantiates the decoder once, on the first upload, from the package's own `.wasm` file. */
function prepareDecoder(): Promise<unknown> {
  // Resolved as a require would: `import.meta.resolve` is missing where a module runner loads this file.
  const wasm = createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm');
  decoderReady ??= readFile(wasm).then((bytes) =>
    prepareZXingModule({
      overrides: { wasmBinary: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) },
      fireImmediately: true,
    }),
  );
  return decoderReady;
}

/**
 * The picture as RGBA pixels: turned upright, transparency on white (a transparent PNG's black-on-nothing
 * would read as all black), scaled into a size the decoder reads well, with a white margin as the quiet
 * zone a screenshot cropped to the code lacks.
 */
async function pixelsOf(buffer: Buffer) {
  const image = sharp(buffer, { limitInputPixels: MAX_INPUT_PIXELS }).rotate();
  const { width = 0, height = 0 } = await image.metadata();
  const side = Math.max(width, height);
  const target = Math.min(Math.max(side, MIN_SIDE), MAX_SIDE);
  const margin = Math.round(target * 0.05);
  const { data, info } = await image
    .flatten({ background: '#ffffff' })
    .resize({
      width: target,
      height: target,
      fit: 'inside',
      kernel: target > side ? 'nearest' : 'lanczos3',
    })
    .extend({ top: margin, bottom: margin, left: margin, right: margin, background: '#ffffff' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return {
    data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength),
    width: info.width,
    height: info.height,
    // What a browser's ImageData carries (the type says so where the DOM's types are loaded).
    colorSpace: 'srgb' as const,
  };
}

/** The texts of the QR codes in the picture (none when it holds none). */
async function qrTexts(buffer: Buffer): Promise<string[]> {
  await checkImageHeader(buffer);
  let pixels: Awaited<ReturnType<typeof pixelsOf>>;
  try {
    pixels = await pixelsOf(buffer);
  } catch {
    throw httpError(400, NOT_AN_IMAGE_MESSAGE);
  }
  await prepareDecoder();
  const found = await readBarcodes(pixels, {
    formats: ['QRCode'],
    tryHarder: true,
    tryRotate: true,
    tryInvert: true,
    maxNumberOfSymbols: 4,
  });
  return found.filter((result) => result.isValid && result.text).map((result) => result.text);
}

/**
 * The merchant of the one QRIS in the picture; 400 naming what failed otherwise: no code, or the first
 * code's reason (a code that looks like payment data before one that does not, such as a web address
 * printed beside it).
 */
export async function readQrisImage(buffer: Buffer): Promise<QrisMerchant> {
  const texts = await qrTexts(buffer);
  if (texts.length === 0) throw httpError(400, NO_QR_MESSAGE);
  const merchants: QrisMerchant[] = [];
  const refusals: QrisRefusal[] = [];
  for (const text of texts) {
    try {
      merchants.push(readQris(text));
    } catch (error) {
      if (!(error instanceof QrisRefusal)) throw error;
      refusals.push(error);
    }
  }
  if (merchants.length > 0) {
    if (new Set(merchants.map((merchant) => merchant.nmid)).size > 1)
      throw httpError(400, SEVERAL_QRIS_MESSAGE);
    return merchants[0];
  }
  const reason = refusals.find((refusal) => refusal.kind !== 'bukan-qris') ?? refusals[0];
  throw httpError(400, reason.message);
}
