import { constants, crc32, deflateRawSync } from 'node:zlib';
import sharp from 'sharp';
import { smallPng } from './images.ts';

/** Images made byte by byte for the hostile-upload corpus: payloads in chunks, lying headers, a bomb. */

/** A plain JPEG, the base of the polyglots. */
export const jpeg = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: '#2266aa' } })
    .jpeg()
    .toBuffer();

/** A PNG with a text chunk inserted after its header (PNG keeps unknown chunks; decoders skip them). */
export async function pngWithText(keyword: string, value: string): Promise<Buffer> {
  const png = await smallPng();
  const data = Buffer.concat([Buffer.from(`${keyword}\0`), Buffer.from(value)]);
  const chunk = pngChunk('tEXt', data);
  const afterHeader = 8 + 25; // signature, then the IHDR chunk (4 length + 4 type + 13 data + 4 CRC)
  return Buffer.concat([png.subarray(0, afterHeader), chunk, png.subarray(afterHeader)]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A JPEG with a comment segment right after its start marker. */
export async function jpegWithComment(comment: string): Promise<Buffer> {
  const image = await jpeg();
  const data = Buffer.from(comment);
  const header = Buffer.from([0xff, 0xfe, (data.length + 2) >> 8, (data.length + 2) & 0xff]);
  return Buffer.concat([image.subarray(0, 2), header, data, image.subarray(2)]);
}

/** A JPEG whose frame header claims other dimensions than its data holds. */
export async function jpegClaiming(width: number, height: number): Promise<Buffer> {
  const image = Buffer.from(await jpeg());
  for (let i = 2; i < image.length - 9; i++) {
    if (image[i] === 0xff && (image[i + 1] === 0xc0 || image[i + 1] === 0xc2)) {
      image.writeUInt16BE(height, i + 5);
      image.writeUInt16BE(width, i + 7);
      return image;
    }
  }
  throw new Error('No frame header in the JPEG');
}

/**
 * The zlib stream of `total` zero bytes, built from one compressed segment repeated: each segment ends
 * in a full flush (byte-aligned, no back references across it), then one empty final block and the
 * checksum. Compressing 300 MB for real would take seconds; this takes milliseconds.
 */
function zlibZeros(total: number, segment: number): Buffer {
  const block = deflateRawSync(Buffer.alloc(segment), { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  const adler = Buffer.alloc(4);
  adler.writeUInt32BE((((total % 65521) << 16) | 1) >>> 0); // Adler-32 of zeros: A = 1, B = length
  const blocks = Array.from({ length: total / segment }, () => block);
  return Buffer.concat([Buffer.from([0x78, 0xda]), ...blocks, Buffer.from([0x03, 0x00]), adler]);
}

/**
 * A real decompression bomb: a valid `side` × `side` one-bit greyscale PNG, every row zero. At
 * 50,000 × 50,000 its 300 MB of rows compress to 300 KB; decoded as RGBA it would take 10 GB.
 */
export function pngBomb(side = 50_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter, no interlace
  const rowBytes = 1 + Math.ceil(side / 8); // a filter byte, then the row's bits
  const rowsPerSegment = side % 1000 === 0 ? 1000 : side;
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlibZeros(rowBytes * side, rowBytes * rowsPerSegment)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A 2 × 2 BMP, written by hand (sharp does not write BMP). */
export function bmp(): Buffer {
  const pixels = Buffer.alloc(16, 0x7f); // two rows of 2 × 3 bytes, each padded to 8
  const header = Buffer.alloc(54);
  header.write('BM', 0, 'latin1');
  header.writeUInt32LE(54 + pixels.length, 2);
  header.writeUInt32LE(54, 10);
  header.writeUInt32LE(40, 14);
  header.writeInt32LE(2, 18);
  header.writeInt32LE(2, 22);
  header.writeUInt16LE(1, 26);
  header.writeUInt16LE(24, 28);
  return Buffer.concat([header, pixels]);
}
