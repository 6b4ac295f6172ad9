// Pictures of the church's identity: logo, QRIS code, pastor portrait, organisation chart, a receipt.
import QRCode from 'qrcode';
import { DEMO_QRIS, DEMO_QRIS_PAYLOAD } from '../qris.ts';
import { cross, escapeXml, linearGradient, svgDocument } from './svg.ts';

const SANS = 'DejaVu Sans, sans-serif';
const SERIF = 'DejaVu Serif, serif';

export function logo(): string {
  const ridge = `<path d="M110 330 L190 250 L235 290 L300 200 L402 330 Z" fill="#2f6b3a"/>`;
  return svgDocument(
    512,
    512,
    `<rect width="512" height="512" fill="#ffffff"/><circle cx="256" cy="256" r="250" fill="#7a1f2b"/><circle cx="256" cy="256" r="214" fill="#fbf6ea"/>${ridge}${cross(256, 96, 190, '#7a1f2b')}<text x="256" y="400" text-anchor="middle" font-family="${SERIF}" font-size="58" font-weight="bold" fill="#7a1f2b">GKJ</text><text x="256" y="446" text-anchor="middle" font-family="${SANS}" font-size="30" letter-spacing="4" fill="#3d2a1e">GIRIMARTO</text>`,
  );
}

/**
 * The offering QRIS as an acquirer prints it: the red QRIS band, the merchant's name and NMID, and a real
 * code holding the demo's static QRIS payload (drawn from the `qrcode` package's module matrix), so it
 * decodes like the code a church would upload.
 */
export function qris(): string {
  const { modules } = QRCode.create(DEMO_QRIS_PAYLOAD, { errorCorrectionLevel: 'M' });
  const cell = Math.floor(440 / modules.size);
  const left = (600 - cell * modules.size) / 2;
  const top = 150;
  let dark = '';
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.get(row, col))
        dark += `M${left + col * cell} ${top + row * cell}h${cell}v${cell}h-${cell}z`;
    }
  }
  const bottom = top + cell * modules.size;
  const body = `<rect width="600" height="760" fill="#ffffff"/><rect width="600" height="110" fill="#c8102e"/><text x="40" y="72" font-family="${SANS}" font-size="48" font-weight="bold" fill="#fff">QRIS</text><text x="560" y="70" text-anchor="end" font-family="${SANS}" font-size="22" fill="#fff">Persembahan</text><path d="${dark}" fill="#111"/><text x="300" y="${bottom + 56}" text-anchor="middle" font-family="${SANS}" font-size="30" font-weight="bold" fill="#222">${escapeXml(DEMO_QRIS.nama_merchant)}</text><text x="300" y="${bottom + 94}" text-anchor="middle" font-family="${SANS}" font-size="20" fill="#555">NMID: ${DEMO_QRIS.nmid} · ${escapeXml(DEMO_QRIS.kota_merchant)}</text>`;
  return svgDocument(600, 760, body);
}

/** The pastor's portrait; the profile page puts the name beside it. */
export function pastorPortrait(): string {
  const robe = `<path d="M70 800 Q80 520 300 500 Q520 520 530 800 Z" fill="#1d1d24"/><path d="M268 520 L300 640 L332 520 Z" fill="#f4f1ea"/><rect x="284" y="520" width="12" height="120" fill="#fff"/><rect x="304" y="520" width="12" height="120" fill="#fff"/>`;
  const face = `<rect x="262" y="420" width="76" height="100" rx="30" fill="#b97d4d"/><ellipse cx="300" cy="360" rx="108" ry="124" fill="#c68c5a"/><path d="M192 340 Q196 220 300 222 Q404 220 408 340 Q380 280 300 282 Q220 280 192 340 Z" fill="#231a15"/><path d="M250 352 h28 M322 352 h28" stroke="#2b211c" stroke-width="7" stroke-linecap="round"/><path d="M264 420 Q300 444 336 420" stroke="#7a3e2a" stroke-width="6" fill="none" stroke-linecap="round"/>`;
  return svgDocument(
    600,
    800,
    `${linearGradient('bg', ['#d9cbb1', '#8c6f4e'])}<rect width="600" height="800" fill="url(#bg)"/>${robe}${face}`,
  );
}

export function organisationChart(): string {
  const box = (x: number, y: number, w: number, title: string, sub: string, fill: string, size = 24) =>
    `<rect x="${x - w / 2}" y="${y}" width="${w}" height="86" rx="12" fill="${fill}"/><text x="${x}" y="${y + 38}" text-anchor="middle" font-family="${SANS}" font-size="${size}" font-weight="bold" fill="#fff">${escapeXml(title)}</text><text x="${x}" y="${y + 68}" text-anchor="middle" font-family="${SANS}" font-size="18" fill="#f5efe3">${escapeXml(sub)}</text>`;
  const line = (x1: number, y1: number, x2: number, y2: number) =>
    `<path d="M${x1} ${y1} V${(y1 + y2) / 2} H${x2} V${y2}" stroke="#7d6b57" stroke-width="4" fill="none"/>`;
  const bidang = [
    ['Bidang PWG', 'Pembinaan Warga'],
    ['Bidang KP', 'Kesaksian Pelayanan'],
    ['Bidang Diakonia', 'Kepedulian Sosial'],
  ] as const;
  const komisi = ['Komisi Anak', 'Komisi Pemuda', 'Komisi Dewasa', 'Komisi Adiyuswa', 'Komisi Karawitan'];
  const parts = [
    `<rect width="1200" height="800" fill="#fbf6ea"/>`,
    `<text x="600" y="64" text-anchor="middle" font-family="${SERIF}" font-size="38" font-weight="bold" fill="#5a1a23">Susunan Organisasi GKJ Girimarto</text>`,
    box(600, 100, 420, 'Sidang Majelis', 'Pendeta, Penatua, Diaken', '#7a1f2b'),
    line(600, 186, 600, 230),
    box(600, 230, 520, 'Majelis Pekerja Harian (MPH)', 'Ketua · Sekretaris · Bendahara', '#9b3b3b'),
    ...bidang.flatMap(([title, sub], i) => [
      line(600, 316, 240 + i * 360, 380),
      box(240 + i * 360, 380, 320, title, sub, '#2f6b3a'),
    ]),
    ...komisi.flatMap((title, i) => [
      line(600, 466, 130 + i * 235, 560),
      box(130 + i * 235, 560, 215, title, 'Pengurus', '#4a6fa5', 19),
    ]),
    `<text x="600" y="730" text-anchor="middle" font-family="${SANS}" font-size="22" fill="#5e4b3a">Induk Girimarto · Pepanthan Paseban · Sidoharjo · Gemawang · Simpar</text>`,
  ];
  return svgDocument(1200, 800, parts.join(''));
}

export function receipt(): string {
  const rows = [
    ['Kursi plastik susun', '20', '2.400.000'],
    ['Ongkos kirim', '1', '100.000'],
  ];
  const lines = rows
    .map(
      ([item, qty, total], i) =>
        `<text x="60" y="${330 + i * 44}" font-family="${SANS}" font-size="24" fill="#333">${item}</text><text x="400" y="${330 + i * 44}" text-anchor="middle" font-family="${SANS}" font-size="24" fill="#333">${qty}</text><text x="580" y="${330 + i * 44}" text-anchor="end" font-family="${SANS}" font-size="24" fill="#333">${total}</text>`,
    )
    .join('');
  const body = `<rect width="640" height="800" fill="#e9e2d4"/><rect x="30" y="30" width="580" height="740" fill="#fffdf7"/><text x="320" y="110" text-anchor="middle" font-family="${SERIF}" font-size="34" font-weight="bold" fill="#222">TOKO MEBEL SARI JATI</text><text x="320" y="150" text-anchor="middle" font-family="${SANS}" font-size="20" fill="#555">Jl. Raya Girimarto, Wonogiri</text><text x="60" y="230" font-family="${SANS}" font-size="22" fill="#444">NOTA No. 0417</text><text x="580" y="230" text-anchor="end" font-family="${SANS}" font-size="22" fill="#444">Kepada: GKJ Girimarto</text><path d="M60 270 H580 M60 420 H580" stroke="#999" stroke-width="2" stroke-dasharray="8 6"/>${lines}<text x="60" y="480" font-family="${SANS}" font-size="28" font-weight="bold" fill="#222">JUMLAH</text><text x="580" y="480" text-anchor="end" font-family="${SANS}" font-size="28" font-weight="bold" fill="#222">Rp 2.500.000</text><text x="420" y="660" font-family="${SERIF}" font-size="30" font-style="italic" fill="#1f3f8a" transform="rotate(-8 420 660)">Lunas</text>`;
  return svgDocument(640, 800, body);
}
