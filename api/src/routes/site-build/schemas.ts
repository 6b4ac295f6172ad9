import { Type } from 'typebox';
import { Nullable } from '../../lib/schema.ts';

export const BUILD_HISTORY_LIMIT = 20;

export const SiteBuild = Type.Object({
  id_build: Type.Integer(),
  status: Type.String(),
  pemicu: Type.String(),
  requested_at: Type.String(),
  started_at: Nullable(Type.String()),
  finished_at: Nullable(Type.String()),
  rilis: Nullable(Type.String()),
  halaman: Nullable(Type.Integer()),
  error: Nullable(Type.String()),
});

export const SiteBuildList = Type.Object({ data: Type.Array(SiteBuild) });
export const RebuildQueued = Type.Object({ message: Type.String() });
