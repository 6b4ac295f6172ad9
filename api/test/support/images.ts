import sharp from 'sharp';

const GPS_IFD_POINTER = Buffer.from([0x25, 0x88]); // EXIF tag 0x8825 (GPSInfo), little-endian

/** A camera-like JPEG: EXIF orientation 6 (rotate 90°) and a GPS position in Wonogiri. */
export function jpegWithGps(width = 2400, height = 1200): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3a7d44' } })
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD3: {
        GPSLatitudeRef: 'S',
        GPSLatitude: '7/1 48/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '111/1 4/1 0/1',
      },
    })
    .jpeg()
    .toBuffer();
}

export function hasGps(exif: Buffer | undefined): boolean {
  return Boolean(exif?.includes(GPS_IFD_POINTER));
}

export function smallPng(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#884422' } })
    .png()
    .toBuffer();
}

export const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
);

/** A GIF that is also an HTML page: valid image bytes followed by markup a browser would run. */
export async function htmlGifPolyglot(): Promise<Buffer> {
  const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#ff0000' } })
    .gif()
    .toBuffer();
  return Buffer.concat([gif, Buffer.from('<html><script>alert(document.cookie)</script></html>')]);
}

/** A multipart/form-data body for app.inject. */
export function multipart(
  fields: Record<string, string>,
  files: { field: string; filename: string; type: string; data: Buffer }[],
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----gkj${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
