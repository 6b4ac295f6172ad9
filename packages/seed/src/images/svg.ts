// Drawing primitives for the generated demo pictures: each returns an SVG fragment.
// Scenes are flat illustrations (gradients and simple shapes), never photographs of real people.

export const W = 1200;
export const H = 800;

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export function svgDocument(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

export function linearGradient(id: string, stops: string[], vertical = true): string {
  const step = stops.length > 1 ? 1 / (stops.length - 1) : 0;
  const parts = stops
    .map((color, i) => `<stop offset="${(i * step).toFixed(2)}" stop-color="${color}"/>`)
    .join('');
  const direction = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="0"';
  return `<defs><linearGradient id="${id}" ${direction}>${parts}</linearGradient></defs>`;
}

export function sky(colors: string[], width = W, height = H): string {
  return `${linearGradient('sky', colors)}<rect width="${width}" height="${height}" fill="url(#sky)"/>`;
}

export function glow(cx: number, cy: number, r: number, color: string): string {
  return `<defs><radialGradient id="glow${cx}${cy}"><stop offset="0" stop-color="${color}" stop-opacity="0.9"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient></defs><circle cx="${cx}" cy="${cy}" r="${r * 3}" fill="url(#glow${cx}${cy})"/><circle cx="${cx}" cy="${cy}" r="${r}" fill="${color}"/>`;
}

/** A rolling ridge across the picture from height y, bumps given as relative heights. */
export function hills(y: number, color: string, bumps: number[]): string {
  const span = W / (bumps.length - 1);
  let path = `M0 ${H} L0 ${y - bumps[0]}`;
  for (let i = 1; i < bumps.length; i++) {
    const x0 = (i - 1) * span;
    const x1 = i * span;
    path += ` C${x0 + span / 2} ${y - bumps[i - 1]} ${x0 + span / 2} ${y - bumps[i]} ${x1} ${y - bumps[i]}`;
  }
  return `<path d="${path} L${W} ${H} Z" fill="${color}"/>`;
}

/** Terraced rice fields: stacked curved bands. */
export function terraces(top: number, colors: string[]): string {
  const band = (H - top) / colors.length;
  return colors
    .map((color, i) => {
      const y = top + i * band;
      return `<path d="M0 ${y + 18} Q${W / 2} ${y - 22} ${W} ${y + 18} L${W} ${H} L0 ${H} Z" fill="${color}"/>`;
    })
    .join('');
}

export function cross(x: number, y: number, size: number, color: string): string {
  const t = size / 5;
  return `<rect x="${x - t / 2}" y="${y}" width="${t}" height="${size}" fill="${color}"/><rect x="${x - size / 3}" y="${y + size / 4}" width="${(size * 2) / 3}" height="${t}" fill="${color}"/>`;
}

/** A village church with a tiered joglo roof and a cross, its door at (x, ground). */
export function church(x: number, ground: number, scale: number, wall: string, roof: string): string {
  const s = (n: number) => n * scale;
  const w = s(300);
  const left = x - w / 2;
  const wallTop = ground - s(150);
  const windows = [0.18, 0.78]
    .map(
      (f) =>
        `<path d="M${left + w * f} ${ground - s(50)} v${-s(50)} a${s(18)} ${s(18)} 0 0 1 ${s(36)} 0 v${s(50)} Z" fill="#3b4a6b" opacity="0.85"/>`,
    )
    .join('');
  return [
    `<rect x="${left}" y="${wallTop}" width="${w}" height="${s(150)}" fill="${wall}"/>`,
    `<path d="M${left - s(30)} ${wallTop} L${x - s(95)} ${wallTop - s(55)} L${x + s(95)} ${wallTop - s(55)} L${left + w + s(30)} ${wallTop} Z" fill="${roof}"/>`,
    `<path d="M${x - s(95)} ${wallTop - s(55)} L${x - s(40)} ${wallTop - s(140)} L${x + s(40)} ${wallTop - s(140)} L${x + s(95)} ${wallTop - s(55)} Z" fill="${roof}" opacity="0.85"/>`,
    cross(x, wallTop - s(215), s(75), '#f8f1e0'),
    `<path d="M${x - s(32)} ${ground} v${-s(70)} a${s(32)} ${s(32)} 0 0 1 ${s(64)} 0 v${s(70)} Z" fill="#5b3a21"/>`,
    windows,
    `<rect x="${left - s(40)}" y="${ground}" width="${w + s(80)}" height="${s(14)}" fill="#b9a58a"/>`,
  ].join('');
}

/** A seated or standing figure seen from behind or the front: head and rounded shoulders. */
export function person(
  x: number,
  y: number,
  scale: number,
  shirt: string,
  skin = '#c68c5a',
  hair = '#2b211c',
): string {
  const s = (n: number) => n * scale;
  return [
    `<path d="M${x - s(34)} ${y + s(120)} Q${x - s(36)} ${y + s(40)} ${x} ${y + s(36)} Q${x + s(36)} ${y + s(40)} ${x + s(34)} ${y + s(120)} Z" fill="${shirt}"/>`,
    `<circle cx="${x}" cy="${y + s(10)}" r="${s(24)}" fill="${skin}"/>`,
    `<path d="M${x - s(24)} ${y + s(6)} a${s(24)} ${s(24)} 0 0 1 ${s(48)} 0 q${-s(24)} ${-s(10)} ${-s(48)} 0 Z" fill="${hair}"/>`,
  ].join('');
}

/** A member of the congregation seen from behind: only hair shows. */
export function personFromBehind(
  x: number,
  y: number,
  scale: number,
  shirt: string,
  hair = '#2b211c',
): string {
  const s = (n: number) => n * scale;
  return `<path d="M${x - s(34)} ${y + s(120)} Q${x - s(36)} ${y + s(40)} ${x} ${y + s(36)} Q${x + s(36)} ${y + s(40)} ${x + s(34)} ${y + s(120)} Z" fill="${shirt}"/><circle cx="${x}" cy="${y + s(10)}" r="${s(24)}" fill="${hair}"/>`;
}

export function tree(x: number, ground: number, scale: number, leaf = '#2f6b3a'): string {
  const s = (n: number) => n * scale;
  return `<rect x="${x - s(8)}" y="${ground - s(90)}" width="${s(16)}" height="${s(90)}" fill="#5a3d26"/><circle cx="${x}" cy="${ground - s(120)}" r="${s(55)}" fill="${leaf}"/><circle cx="${x - s(38)}" cy="${ground - s(90)}" r="${s(38)}" fill="${leaf}" opacity="0.9"/><circle cx="${x + s(40)}" cy="${ground - s(95)}" r="${s(40)}" fill="${leaf}" opacity="0.9"/>`;
}

export function star(cx: number, cy: number, r: number, color: string): string {
  const points = Array.from({ length: 10 }, (_, i) => {
    const radius = i % 2 === 0 ? r : r * 0.42;
    const angle = (Math.PI / 5) * i - Math.PI / 2;
    return `${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`;
  });
  return `<polygon points="${points.join(' ')}" fill="${color}"/>`;
}

export function candle(x: number, base: number, height: number): string {
  return `<rect x="${x - 14}" y="${base - height}" width="28" height="${height}" rx="4" fill="#f4ead2"/>${glow(x, base - height - 22, 12, '#ffd27a')}<path d="M${x} ${base - height - 40} q12 18 0 30 q-12 -12 0 -30 Z" fill="#fff3c4"/>`;
}
