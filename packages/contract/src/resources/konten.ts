import { type Static, Type } from 'typebox';
import { imageColumns } from '../answers.ts';

export const RECENT_LIMIT = 12;

export const KontenTerbaru = Type.Object({
  id: Type.Integer(),
  type: Type.Union([Type.Literal('kegiatan'), Type.Literal('artikel')]),
  title: Type.String(),
  ...imageColumns('image'),
  /** The activity's day ('YYYY-MM-DD') or the article's publication time ('YYYY-MM-DD HH:MM:SS'). */
  date: Type.String(),
});
export type KontenTerbaru = Static<typeof KontenTerbaru>;

export const KontenTerbaruList = Type.Array(KontenTerbaru);
export type KontenTerbaruList = Static<typeof KontenTerbaruList>;
