import { Type } from 'typebox';
import { Nullable } from '../../lib/schema.ts';

export const RECENT_LIMIT = 12;

export const KontenTerbaru = Type.Object({
  id: Type.Integer(),
  type: Type.Union([Type.Literal('kegiatan'), Type.Literal('artikel')]),
  title: Type.String(),
  image: Nullable(Type.String()),
  image_width: Nullable(Type.Integer()),
  image_height: Nullable(Type.Integer()),
  /** The activity's day ('YYYY-MM-DD') or the article's publication time ('YYYY-MM-DD HH:MM:SS'). */
  date: Type.String(),
});

export const KontenTerbaruList = Type.Array(KontenTerbaru);
