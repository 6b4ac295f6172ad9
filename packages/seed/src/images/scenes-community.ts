// Scenes of church life outside the service: youth, harvest feast, social work, repairs, gamelan.
import type { Random } from '../random.ts';
import { church, glow, hills, person, sky, star, svgDocument, terraces, tree, W } from './svg.ts';

const SHIRTS = ['#7a1f2b', '#2f5d8a', '#e0b64b', '#3f7a45', '#f1e6d0', '#5b3a6e', '#c2573a'];
const SKIN = ['#c68c5a', '#b97d4d', '#d49c6a', '#a86f44'];

export function youthCamp(random: Random): string {
  const tents = [220, 900]
    .map(
      (x, i) =>
        `<path d="M${x - 130} 600 L${x} 430 L${x + 130} 600 Z" fill="${i ? '#c2573a' : '#2f5d8a'}"/><path d="M${x - 25} 600 L${x} 520 L${x + 25} 600 Z" fill="#1b1b1b" opacity="0.6"/>`,
    )
    .join('');
  const fire = `${glow(600, 620, 40, '#ff9d3a')}<path d="M560 660 L640 640 M560 640 L640 660" stroke="#5a3d26" stroke-width="12"/>`;
  const ring = Array.from({ length: 7 }, (_, i) => {
    const angle = Math.PI * (1.05 + (0.9 * i) / 6);
    return person(
      600 + Math.cos(angle) * 260,
      560 + Math.sin(angle) * -40,
      0.8,
      random.pick(SHIRTS),
      random.pick(SKIN),
    );
  }).join('');
  const stars = Array.from({ length: 30 }, (_, i) =>
    star((i * 173) % W, 30 + ((i * 47) % 200), 3, '#fff8d8'),
  ).join('');
  const body = `${sky(['#141b3a', '#3b3f6e', '#c67a5a'])}${stars}${hills(420, '#2b3550', [80, 200, 140, 230, 120])}${hills(560, '#26412f', [30, 60, 40, 70, 30])}${tents}${ring}${fire}`;
  return svgDocument(1200, 800, body);
}

/** The harvest feast (undhuh-undhuh): a cone of produce carried to church through the fields. */
export function harvestFeast(random: Random): string {
  const produce = Array.from({ length: 60 }, (_, i) => {
    const row = Math.floor(Math.sqrt(i));
    const x = 600 + (i - row * row - row) * 26;
    return `<circle cx="${x}" cy="${300 + row * 34}" r="${15 + (i % 3) * 3}" fill="${random.pick(['#e0b64b', '#c2573a', '#3f7a45', '#e67e22', '#8e44ad'])}"/>`;
  }).join('');
  const bearers = [430, 520, 680, 770]
    .map((x, i) => person(x, 560, 0.95, SHIRTS[i], random.pick(SKIN)))
    .join('');
  const body = `${sky(['#bfe3f7', '#f3f8ea'])}${glow(1000, 140, 50, '#fff5c8')}${hills(420, '#7fa37a', [50, 110, 80, 130, 60])}${terraces(470, ['#a9c95a', '#93b84a', '#7fa33e', '#6b8f35'])}<path d="M440 580 h320 l-40 -40 h-240 Z" fill="#8a5a2b"/>${produce}${bearers}`;
  return svgDocument(1200, 800, body);
}

export function socialService(random: Random): string {
  const boxes = Array.from({ length: 9 }, (_, i) => {
    const x = 160 + (i % 3) * 110;
    const y = 560 - Math.floor(i / 3) * 80;
    return `<rect x="${x}" y="${y}" width="100" height="76" fill="#d7b27a" stroke="#a07c45" stroke-width="4"/><text x="${x + 50}" y="${y + 46}" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="18" fill="#5a3d26">BERAS</text>`;
  }).join('');
  const people = [620, 740, 860, 980]
    .map((x, i) => person(x, 470, 1.05, SHIRTS[(i + 2) % SHIRTS.length], random.pick(SKIN)))
    .join('');
  const body = `${sky(['#fdf1d6', '#f6d9a5'])}<rect x="0" y="600" width="${W}" height="200" fill="#c9a46a"/><rect x="520" y="120" width="560" height="90" rx="10" fill="#3f7a45"/><text x="800" y="178" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="34" font-weight="bold" fill="#fff">Berbagi Kasih</text>${boxes}${people}`;
  return svgDocument(1200, 800, body);
}

export function communityWork(random: Random): string {
  const scaffold = [440, 520, 600, 680, 760]
    .map((x) => `<rect x="${x}" y="260" width="10" height="380" fill="#8a6a4a"/>`)
    .join('');
  const planks = [330, 440, 550]
    .map((y) => `<rect x="420" y="${y}" width="360" height="12" fill="#a9825a"/>`)
    .join('');
  const workers = [
    person(500, 210, 0.8, '#e0b64b', random.pick(SKIN)),
    person(700, 430, 0.8, '#2f5d8a', random.pick(SKIN)),
    person(300, 520, 1, '#c2573a', random.pick(SKIN)),
    person(920, 520, 1, '#3f7a45', random.pick(SKIN)),
  ].join('');
  const body = `${sky(['#a9d4f0', '#eef6fb'])}${hills(520, '#7aa37a', [40, 90, 60, 100, 50])}${church(600, 640, 1.3, '#e9dcc4', '#9a9a9a')}${scaffold}${planks}${workers}<rect x="0" y="640" width="${W}" height="160" fill="#b99a72"/>${tree(110, 660, 1)}`;
  return svgDocument(1200, 800, body);
}

/** A gamelan ensemble: gongs on their frame, rows of bonang pots and players behind. */
export function gamelan(random: Random): string {
  const gongs = [880, 1010]
    .map(
      (x) =>
        `<circle cx="${x}" cy="380" r="70" fill="#c9a227"/><circle cx="${x}" cy="380" r="22" fill="#a88417"/>`,
    )
    .join('');
  const frame = `<path d="M790 280 H1100 M800 280 V560 M1090 280 V560" stroke="#7a1f2b" stroke-width="18"/>`;
  const pots = (y: number) =>
    Array.from(
      { length: 7 },
      (_, i) =>
        `<ellipse cx="${170 + i * 75}" cy="${y}" rx="30" ry="14" fill="#c9a227"/><circle cx="${170 + i * 75}" cy="${y - 10}" r="10" fill="#b08d1f"/>`,
    ).join('');
  const rack = (y: number) => `<rect x="120" y="${y}" width="560" height="40" fill="#7a1f2b"/>`;
  const players = [250, 420, 590]
    .map((x) => person(x, 420, 0.9, random.pick(SHIRTS), random.pick(SKIN)))
    .join('');
  const body = `${sky(['#3a2414', '#6b4427'])}${players}${rack(560)}${pots(560)}${rack(650)}${pots(650)}${frame}${gongs}<rect x="0" y="700" width="${W}" height="100" fill="#2a1a10"/>`;
  return svgDocument(1200, 800, body);
}
