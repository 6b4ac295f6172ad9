// The five church buildings, each in its own light: the gallery's first photo of every church.
import type { Lokasi } from '@gkj/db';
import { church, glow, hills, person, sky, svgDocument, terraces, tree, W } from './svg.ts';

interface Look {
  sky: string[];
  sun: [number, number, string];
  far: string;
  near: string;
  wall: string;
  roof: string;
}

const LOOKS: Record<Lokasi, Look> = {
  'Induk Girimarto': {
    sky: ['#f7c873', '#f3a65b', '#8fb3d9'],
    sun: [930, 250, '#fff1c1'],
    far: '#6f8fa8',
    near: '#4f7d4a',
    wall: '#f1e6d0',
    roof: '#8e3b2f',
  },
  'Pepanthan Paseban': {
    sky: ['#9fd3f5', '#d8eefb'],
    sun: [220, 170, '#fffbe6'],
    far: '#7aa37a',
    near: '#3f7a45',
    wall: '#fdf7ea',
    roof: '#a4532f',
  },
  'Pepanthan Sidoharjo': {
    sky: ['#f5b38a', '#f8d9a8', '#c9e0ee'],
    sun: [980, 330, '#ffe2a8'],
    far: '#8a9c8a',
    near: '#557a4c',
    wall: '#efe3cf',
    roof: '#6b3a2e',
  },
  'Pepanthan Gemawang': {
    sky: ['#bcd7ea', '#eef5f0'],
    sun: [600, 150, '#ffffff'],
    far: '#6d9a80',
    near: '#2f6b3a',
    wall: '#f6efe2',
    roof: '#7a1f2b',
  },
  'Pepanthan Simpar': {
    sky: ['#f0a36b', '#c76b5c', '#5b5f8e'],
    sun: [260, 300, '#ffd59a'],
    far: '#5d6e86',
    near: '#3c5a3f',
    wall: '#ecdcc4',
    roof: '#5a3a2a',
  },
};

export function churchFacade(lokasi: Lokasi, index: number): string {
  const look = LOOKS[lokasi];
  const [sx, sy, sunColor] = look.sun;
  const churchX = 420 + index * 90;
  const visitors = [0, 1, 2].map((i) =>
    person(churchX + 230 + i * 70, 548, 0.7, ['#7a1f2b', '#2f5d8a', '#e0b64b'][i]),
  );
  const body = [
    sky(look.sky),
    glow(sx, sy, 60, sunColor),
    hills(440, look.far, [60, 130, 90, 170, 110, 80, 140]),
    terraces(560, [look.near, '#6b9a55', '#5a8a47', '#4c7a3d']),
    church(churchX, 640, 1.25, look.wall, look.roof),
    tree(150, 660, 1.1),
    tree(W - 120, 680, 0.9),
    ...visitors,
  ];
  return svgDocument(1200, 800, body.join(''));
}
