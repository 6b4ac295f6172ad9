import sharp from 'sharp';
import { bmp, jpeg, jpegClaiming, jpegWithComment, pngBomb, pngWithText } from './crafted-images.ts';
import { htmlGifPolyglot, jpegWithGps, SVG, smallPng } from './images.ts';

/**
 * Files an attacker (or a careless phone) sends as "images". Each says what must happen to it:
 * refused with a clear message, or stored re-encoded under a server name, with `payload` (the bytes
 * that made it hostile) gone from what is stored.
 */
export interface HostileFile {
  name: string;
  filename: string;
  type: string;
  data: () => Promise<Buffer>;
  outcome: 'stored' | 'refused' | 'too-large' | 'stored-or-refused';
  /** The refusal's message, when refused. */
  message?: RegExp;
  /** Bytes of the original that must not survive re-encoding. */
  payload?: string;
}

const NOT_AN_IMAGE = /Berkas harus berupa gambar JPEG, PNG, WebP atau AVIF\./;
const TOO_MANY_PIXELS = /terlalu besar \(maksimal 50 megapiksel\)/;
const PHP = '<?php system($_GET["c"]); ?>';
const SCRIPT = '<script>alert(document.cookie)</script>';

const text = (value: string) => async () => Buffer.from(value);

export function hostileFiles(uploadMaxBytes: number): HostileFile[] {
  const refused = (message = NOT_AN_IMAGE) => ({ outcome: 'refused' as const, message });
  const stored = (payload?: string) => ({ outcome: 'stored' as const, payload });
  /** A real PNG under a hostile name: stored, under a name of the server's own. */
  const storedPng = (name: string, filename: string) => ({
    name,
    filename,
    type: 'image/png',
    data: () => smallPng(),
    ...stored(),
  });
  return [
    {
      name: 'SVG with a script',
      filename: 'logo.svg',
      type: 'image/svg+xml',
      data: async () => SVG,
      ...refused(),
    },
    {
      name: 'SVG with onload, named .png',
      filename: 'foto.png',
      type: 'image/png',
      data: text('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)" width="9" height="9"/>'),
      ...refused(),
    },
    {
      name: 'SVG with a javascript: link, named .jpg',
      filename: 'gambar.jpg',
      type: 'image/jpeg',
      data: text(
        '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="9" height="9"><a xlink:href="javascript:alert(1)"><rect width="9" height="9"/></a></svg>',
      ),
      ...refused(),
    },
    {
      name: 'SVG with an external entity',
      filename: 'xxe.svg',
      type: 'image/svg+xml',
      data: text(
        '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"><text>&x;</text></svg>',
      ),
      ...refused(),
    },
    {
      name: 'GIF + HTML polyglot',
      filename: 'x.gif',
      type: 'image/gif',
      data: htmlGifPolyglot,
      ...refused(),
    },
    {
      name: 'JPEG + HTML polyglot, named .html',
      filename: 'x.html',
      type: 'text/html',
      data: async () => Buffer.concat([await jpeg(), Buffer.from(`<html>${SCRIPT}</html>`)]),
      ...stored(SCRIPT),
    },
    {
      name: 'PNG with PHP in a text chunk',
      filename: 'shell.png',
      type: 'image/png',
      data: () => pngWithText('Comment', PHP),
      ...stored(PHP),
    },
    {
      name: 'JPEG with PHP in a comment, named x.jpg.php',
      filename: 'x.jpg.php',
      type: 'application/x-php',
      data: () => jpegWithComment(PHP),
      ...stored(PHP),
    },
    { name: 'PHP source named .jpg', filename: 'x.jpg', type: 'image/jpeg', data: text(PHP), ...refused() },
    {
      name: 'HTML named .png',
      filename: 'x.png',
      type: 'image/png',
      data: text(`<html>${SCRIPT}</html>`),
      ...refused(),
    },
    storedPng('NUL in the name', 'x.php\0.png'),
    storedPng('../ in the name', '../../../../tmp/evil-upload.png'),
    storedPng('..\\ in the name', '..\\..\\..\\evil-upload.png'),
    storedPng('right-to-left override in the name', 'gambar\u202Egnp.php'),
    {
      name: '300-character name',
      filename: `${'a'.repeat(296)}.png`,
      type: 'image/png',
      data: () => smallPng(),
      ...stored(),
    },
    { name: 'dot file name', filename: '.htaccess', type: 'image/png', data: () => smallPng(), ...stored() },
    {
      name: 'PNG declared as JPEG, named .gif',
      filename: 'foto.gif',
      type: 'image/jpeg',
      data: () => smallPng(),
      ...stored(),
    },
    {
      name: 'text declared as PNG',
      filename: 'foto.png',
      type: 'image/png',
      data: text('bukan gambar sama sekali'),
      ...refused(),
    },
    {
      name: 'PDF named .jpg',
      filename: 'scan.jpg',
      type: 'image/jpeg',
      data: text('%PDF-1.4\n1 0 obj<<>>endobj\n%%EOF'),
      ...refused(),
    },
    {
      name: 'zero bytes',
      filename: 'kosong.jpg',
      type: 'image/jpeg',
      data: async () => Buffer.alloc(0),
      ...refused(/Berkas kosong/),
    },
    {
      name: 'over the size limit',
      filename: 'besar.jpg',
      type: 'image/jpeg',
      data: async () => Buffer.concat([await jpeg(), Buffer.alloc(uploadMaxBytes + 1)]),
      outcome: 'too-large',
      message: /Ukuran berkas melebihi batas/,
    },
    {
      name: 'decompression bomb, 50,000 × 50,000 PNG',
      filename: 'bom.png',
      type: 'image/png',
      data: async () => pngBomb(),
      ...refused(TOO_MANY_PIXELS),
    },
    {
      name: 'JPEG claiming 50,000 × 50,000',
      filename: 'bom.jpg',
      type: 'image/jpeg',
      data: () => jpegClaiming(50_000, 50_000),
      ...refused(TOO_MANY_PIXELS),
    },
    {
      name: 'JPEG with GPS EXIF',
      filename: 'kamera.jpg',
      type: 'image/jpeg',
      data: () => jpegWithGps(800, 600),
      ...stored(),
    },
    {
      name: 'WebP with EXIF and XMP',
      filename: 'meta.webp',
      type: 'image/webp',
      data: () =>
        sharp({ create: { width: 40, height: 30, channels: 3, background: '#884422' } })
          .withExif({ IFD0: { Copyright: 'RAHASIA-EXIF', Artist: 'RAHASIA-EXIF' } })
          .withXmp(
            '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description>RAHASIA-XMP</rdf:Description></rdf:RDF></x:xmpmeta>',
          )
          .webp()
          .toBuffer(),
      ...stored('RAHASIA'),
    },
    {
      name: 'JPEG + ZIP polyglot',
      filename: 'arsip.jpg',
      type: 'image/jpeg',
      data: async () =>
        Buffer.concat([await jpeg(), Buffer.from('PK\u0003\u0004\u0014\u0000rahasia.txtPK\u0005\u0006')]),
      ...stored('PK\u0003\u0004'),
    },
    {
      name: 'GIF (not an accepted format)',
      filename: 'anim.gif',
      type: 'image/gif',
      data: () =>
        sharp({ create: { width: 8, height: 8, channels: 3, background: '#00ff00' } })
          .gif()
          .toBuffer(),
      ...refused(),
    },
    {
      name: 'TIFF (not an accepted format)',
      filename: 'scan.tiff',
      type: 'image/tiff',
      data: () =>
        sharp({ create: { width: 8, height: 8, channels: 3, background: '#0000ff' } })
          .tiff()
          .toBuffer(),
      ...refused(),
    },
    {
      name: 'BMP (not an accepted format)',
      filename: 'gambar.bmp',
      type: 'image/bmp',
      data: async () => bmp(),
      ...refused(),
    },
    {
      name: 'truncated JPEG',
      filename: 'potong.jpg',
      type: 'image/jpeg',
      data: async () => {
        const whole = await jpeg(400, 300);
        return whole.subarray(0, Math.floor(whole.length / 2));
      },
      outcome: 'stored-or-refused',
      message: NOT_AN_IMAGE,
    },
    {
      name: 'AVIF (accepted)',
      filename: 'foto.avif',
      type: 'image/avif',
      data: () =>
        sharp({ create: { width: 32, height: 24, channels: 3, background: '#aa3300' } })
          .avif()
          .toBuffer(),
      ...stored(),
    },
    {
      name: 'very tall 1 × 12,000 PNG',
      filename: 'tiang.png',
      type: 'image/png',
      data: () => smallPng(1, 12_000),
      ...stored(),
    },
  ];
}
