/**
 * Packs PNG images into one ICO file. Since Windows Vista every reader (and every browser) accepts PNG
 * data inside an ICO, so a favicon needs no bitmap encoder: a 6-byte header, a 16-byte directory entry
 * per image, then the PNGs as they are.
 */
export function packIco(images: { size: number; png: Uint8Array }[]): Uint8Array<ArrayBuffer> {
  const HEADER = 6;
  const ENTRY = 16;
  let offset = HEADER + ENTRY * images.length;
  const ico = Buffer.alloc(offset + images.reduce((sum, image) => sum + image.png.length, 0));
  ico.writeUInt16LE(0, 0); // reserved
  ico.writeUInt16LE(1, 2); // 1: icon (2 would be a cursor)
  ico.writeUInt16LE(images.length, 4);
  images.forEach(({ size, png }, index) => {
    const entry = HEADER + ENTRY * index;
    // One byte per side: 0 stands for 256.
    ico.writeUInt8(size >= 256 ? 0 : size, entry);
    ico.writeUInt8(size >= 256 ? 0 : size, entry + 1);
    ico.writeUInt8(0, entry + 2); // no palette
    ico.writeUInt8(0, entry + 3); // reserved
    ico.writeUInt16LE(1, entry + 4); // colour planes
    ico.writeUInt16LE(32, entry + 6); // bits per pixel
    ico.writeUInt32LE(png.length, entry + 8);
    ico.writeUInt32LE(offset, entry + 12);
    ico.set(png, offset);
    offset += png.length;
  });
  return new Uint8Array(ico);
}
