// Scenes of worship: the Sunday service, children, choir, sacraments, Christmas, Easter and the Bible.
import type { Random } from '../random.ts';
import {
  candle,
  cross,
  glow,
  hills,
  linearGradient,
  person,
  personFromBehind,
  sky,
  star,
  svgDocument,
  W,
} from './svg.ts';

const SHIRTS = ['#7a1f2b', '#2f5d8a', '#e0b64b', '#3f7a45', '#f1e6d0', '#5b3a6e', '#c2573a', '#1d1d24'];
const SKIN = ['#c68c5a', '#b97d4d', '#d49c6a', '#a86f44'];
const HAIR = ['#2b211c', '#1b1512', '#3a2a20', '#8d8d8d'];

/** Rows of the congregation seen from behind, smaller towards the front of the hall. */
function congregation(random: Random, rows: number, top: number): string {
  let out = '';
  for (let row = rows - 1; row >= 0; row--) {
    const scale = 1.2 - row * 0.12;
    const y = top + (rows - 1 - row) * 70;
    for (let x = 60 + (row % 2) * 40; x < W; x += 110 * scale) {
      if (x > 520 && x < 680 && row < 2) continue; // the aisle
      out += personFromBehind(x + random.int(-8, 8), y, scale, random.pick(SHIRTS), random.pick(HAIR));
    }
  }
  return out;
}

function hall(wall: string[]): string {
  const windows = [150, 330, 870, 1050]
    .map((x) => `<path d="M${x - 40} 380 v-170 a40 40 0 0 1 80 0 v170 Z" fill="#f7e3a1" opacity="0.75"/>`)
    .join('');
  return `${sky(wall)}${windows}<rect x="470" y="120" width="260" height="330" fill="#5b3a21" opacity="0.25"/>${cross(600, 150, 200, '#5b3a21')}<rect x="0" y="430" width="${W}" height="370" fill="#8a6a4a"/>`;
}

export function sundayService(random: Random): string {
  const pulpit = `<rect x="540" y="330" width="120" height="120" fill="#6b4427"/><rect x="520" y="320" width="160" height="18" fill="#5b3a21"/>`;
  const body = `${hall(['#efe1c6', '#d9c3a0'])}${pulpit}${person(600, 230, 1, '#1d1d24')}${congregation(random, 3, 480)}`;
  return svgDocument(1200, 800, body);
}

export function sundaySchool(random: Random): string {
  const kids = Array.from({ length: 9 }, (_, i) => {
    const angle = Math.PI * (0.1 + (0.8 * i) / 8);
    return person(
      600 - Math.cos(angle) * 420,
      470 + Math.sin(angle) * 120,
      0.75,
      random.pick(SHIRTS),
      random.pick(SKIN),
    );
  }).join('');
  const balloons = [180, 320, 880, 1020]
    .map(
      (x, i) =>
        `<ellipse cx="${x}" cy="${150 + (i % 2) * 40}" rx="38" ry="48" fill="${SHIRTS[i + 1]}"/><path d="M${x} ${198 + (i % 2) * 40} v120" stroke="#555" stroke-width="2"/>`,
    )
    .join('');
  const board = `<rect x="430" y="120" width="340" height="200" rx="10" fill="#2f5d3a"/><text x="600" y="230" text-anchor="middle" font-family="DejaVu Serif, serif" font-size="40" fill="#fff">Gusti mberkahi</text>`;
  const body = `${sky(['#fff4cf', '#ffd98a'])}${balloons}${board}<rect x="0" y="520" width="${W}" height="280" fill="#e7b46a"/>${person(600, 330, 1.2, '#c2573a')}${kids}`;
  return svgDocument(1200, 800, body);
}

export function choir(random: Random): string {
  let singers = '';
  for (let row = 0; row < 3; row++) {
    for (let i = 0; i < 8; i++) {
      singers += person(
        180 + i * 120 + (row % 2) * 60,
        250 + row * 110,
        1,
        row === 2 ? '#7a1f2b' : '#8e3b45',
        random.pick(SKIN),
      );
    }
  }
  const notes = [200, 420, 780, 1000]
    .map(
      (x, i) =>
        `<text x="${x}" y="${150 + (i % 2) * 50}" font-family="DejaVu Sans, sans-serif" font-size="64" fill="#fff" opacity="0.8">♪</text>`,
    )
    .join('');
  const body = `${sky(['#4a2a3a', '#7a1f2b', '#d9a36b'])}${glow(600, 120, 40, '#ffe7b0')}${notes}${singers}`;
  return svgDocument(1200, 800, body);
}

export function baptism(): string {
  const rays = Array.from(
    { length: 9 },
    (_, i) => `<path d="M600 60 L${200 + i * 100} 800" stroke="#fff7d6" stroke-width="14" opacity="0.18"/>`,
  ).join('');
  const dove = `<path d="M600 200 q-90 -60 -150 -10 q70 0 110 40 q-60 30 -40 70 q40 -40 80 -40 q70 10 110 -20 q-40 -10 -60 -40 q50 -40 120 -20 q-80 -60 -170 20 Z" fill="#ffffff"/>`;
  const font = `<ellipse cx="600" cy="560" rx="220" ry="50" fill="#9cc7e0"/><path d="M380 560 q220 120 440 0 v30 q-220 130 -440 0 Z" fill="#c9b79c"/><rect x="560" y="620" width="80" height="110" fill="#b3a184"/><rect x="500" y="720" width="200" height="30" fill="#9d8b70"/>`;
  const body = `${sky(['#3f6e9a', '#9cc7e0', '#eef6fb'])}${rays}${dove}${font}`;
  return svgDocument(1200, 800, body);
}

export function holyCommunion(): string {
  const bread = `<ellipse cx="470" cy="480" rx="130" ry="60" fill="#c98a45"/><path d="M370 470 q100 -50 200 0" stroke="#e2b06f" stroke-width="10" fill="none"/>`;
  const cup = `<path d="M700 330 h140 q0 120 -70 140 q-70 -20 -70 -140 Z" fill="#d4af37"/><rect x="760" y="470" width="20" height="60" fill="#b8962f"/><ellipse cx="770" cy="535" rx="60" ry="14" fill="#b8962f"/><ellipse cx="770" cy="332" rx="70" ry="10" fill="#7a1f2b"/>`;
  const body = `${sky(['#2a1c14', '#5b3a21'])}${glow(600, 220, 30, '#ffd27a')}<rect x="140" y="520" width="920" height="280" fill="#f4f1ea"/><rect x="140" y="520" width="920" height="40" fill="#e4ded0"/>${bread}${cup}${candle(250, 520, 150)}${candle(950, 520, 150)}`;
  return svgDocument(1200, 800, body);
}

export function christmas(): string {
  const stars = Array.from({ length: 40 }, (_, i) =>
    star((i * 137) % W, 40 + ((i * 61) % 300), 3 + (i % 3), '#fff8d8'),
  ).join('');
  const treeShape = [0, 1, 2]
    .map(
      (i) =>
        `<path d="M${930 - 120 + i * 25} ${620 - i * 110} L930 ${450 - i * 110} L${930 + 120 - i * 25} ${620 - i * 110} Z" fill="#1f5c35"/>`,
    )
    .join('');
  const body = `${sky(['#0b1433', '#22306b', '#3d4c8a'])}${stars}${star(600, 150, 60, '#ffe07a')}${glow(600, 150, 20, '#fff3c4')}${hills(620, '#1b2a4a', [30, 80, 50, 90, 40])}${treeShape}${star(930, 210, 26, '#ffe07a')}${candle(240, 700, 120)}${candle(330, 700, 90)}`;
  return svgDocument(1200, 800, body);
}

export function easter(): string {
  const lilies = [200, 260, 940, 1000]
    .map(
      (x) =>
        `<path d="M${x} 700 v-90" stroke="#3f7a45" stroke-width="6"/><path d="M${x} 610 l-28 -40 l28 14 l28 -14 Z" fill="#fffdf2"/>`,
    )
    .join('');
  const body = `${sky(['#f9d57e', '#f5a65b', '#c85f5f'])}${glow(600, 420, 90, '#fff2c2')}${hills(560, '#6d5a43', [20, 60, 180, 60, 20])}${cross(600, 190, 210, '#3a2a1e')}${hills(690, '#4f7d4a', [20, 40, 30, 50, 20])}${lilies}`;
  return svgDocument(1200, 800, body);
}

export function openBible(): string {
  const page = (x: number, flip: number) =>
    `<path d="M600 560 Q${600 + flip * 140} ${500} ${x} 540 L${x} 300 Q${600 + flip * 140} 260 600 320 Z" fill="#fbf6ea"/>`;
  const text = [0, 1, 2, 3, 4, 5]
    .map(
      (i) =>
        `<path d="M${370} ${350 + i * 28} h190 M${640} ${350 + i * 28} h190" stroke="#b9ad96" stroke-width="5"/>`,
    )
    .join('');
  const body = `${linearGradient('table', ['#3a2414', '#1d120a'])}<rect width="1200" height="800" fill="url(#table)"/>${glow(920, 250, 26, '#ffc86b')}${candle(920, 560, 180)}<path d="M320 580 L880 580 L860 600 L340 600 Z" fill="#4b2a17"/>${page(340, -1)}${page(860, 1)}${text}`;
  return svgDocument(1200, 800, body);
}
