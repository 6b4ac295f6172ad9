import sharp from 'sharp';
import { createRandom, type Random } from '../random.ts';
import { churchFacade } from './scenes-church.ts';
import { communityWork, gamelan, harvestFeast, socialService, youthCamp } from './scenes-community.ts';
import { logo, organisationChart, pastorPortrait, qris, receipt } from './scenes-site.ts';
import {
  baptism,
  choir,
  christmas,
  easter,
  holyCommunion,
  openBible,
  sundaySchool,
  sundayService,
} from './scenes-worship.ts';
import { W } from './svg.ts';

export interface StoredImage {
  file_path: string;
  width: number;
  height: number;
}

export type StoreImage = (
  buffer: Buffer,
  options: { folder: string; originalName: string },
) => Promise<StoredImage>;

type Draw = (random: Random) => string;
/** The upload folder of the picture's main use, its drawing, and the width to draw it at (default W). */
type Scene = [folder: string, draw: Draw, width?: number];

/** The carousel's slides fill the screen: drawn as wide as the API keeps them (2560 px). */
const SLIDE_WIDTH = 2560;

/** Every distinct demo picture, with the upload folder of its main use. Records reuse them. */
const SCENES = {
  logo: ['situs', () => logo()],
  qris: ['situs', () => qris()],
  pendeta: ['situs', () => pastorPortrait()],
  organisasi: ['situs', () => organisationChart()],
  nota: ['keuangan', () => receipt()],
  'gereja-induk': ['galeri', () => churchFacade('Induk Girimarto', 0)],
  'gereja-paseban': ['galeri', () => churchFacade('Pepanthan Paseban', 1)],
  'gereja-sidoharjo': ['galeri', () => churchFacade('Pepanthan Sidoharjo', 2)],
  'gereja-gemawang': ['galeri', () => churchFacade('Pepanthan Gemawang', 3)],
  'gereja-simpar': ['galeri', () => churchFacade('Pepanthan Simpar', 4)],
  ibadah: ['kegiatan', (random) => sundayService(random)],
  'sekolah-minggu': ['kegiatan', (random) => sundaySchool(random)],
  'paduan-suara': ['kegiatan', (random) => choir(random)],
  baptis: ['kegiatan', () => baptism()],
  perjamuan: ['kegiatan', () => holyCommunion()],
  natal: ['kegiatan', () => christmas()],
  paskah: ['kegiatan', () => easter()],
  alkitab: ['artikel', () => openBible()],
  pemuda: ['kegiatan', (random) => youthCamp(random)],
  'unduh-unduh': ['kegiatan', (random) => harvestFeast(random)],
  diakonia: ['kegiatan', (random) => socialService(random)],
  'kerja-bakti': ['kegiatan', (random) => communityWork(random)],
  karawitan: ['kegiatan', (random) => gamelan(random)],
  'slide-gereja': ['slide', () => churchFacade('Induk Girimarto', 0), SLIDE_WIDTH],
  'slide-ibadah': ['slide', (random) => sundayService(random), SLIDE_WIDTH],
  'slide-unduh-unduh': ['slide', (random) => harvestFeast(random), SLIDE_WIDTH],
} satisfies Record<string, Scene>;

export type SceneKey = keyof typeof SCENES;
export type DemoImages = Record<SceneKey, StoredImage>;

export function renderScene(key: SceneKey): Promise<Buffer> {
  const [, draw, width = W] = SCENES[key] as Scene;
  // Each scene gets its own seed, so adding a scene never changes the others.
  const seed = [...key].reduce((hash, char) => (Math.imul(hash, 31) + char.charCodeAt(0)) | 0, 7);
  const svg = draw(createRandom(seed));
  // Drawn at the density that gives `width` pixels: sharp, never an enlarged raster.
  return sharp(Buffer.from(svg), { density: (72 * width) / W })
    .jpeg({ quality: 84 })
    .toBuffer();
}

/**
 * Renders every scene to JPEG and hands it to the store, a few at a time: the store re-encodes
 * and makes variants, which is where the seed spends most of its time.
 */
export async function createDemoImages(store: StoreImage): Promise<DemoImages> {
  const keys = Object.keys(SCENES) as SceneKey[];
  const stored = new Map<SceneKey, StoredImage>();
  const queue = [...keys];
  const worker = async () => {
    for (let key = queue.shift(); key; key = queue.shift()) {
      const [folder] = SCENES[key];
      const buffer = await renderScene(key);
      stored.set(key, await store(buffer, { folder, originalName: `${key}.jpg` }));
    }
  };
  await Promise.all([worker(), worker(), worker()]);
  return Object.fromEntries(keys.map((key) => [key, stored.get(key)])) as DemoImages;
}
