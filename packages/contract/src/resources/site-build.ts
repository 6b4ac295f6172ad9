import { type Static, Type } from 'typebox';
import { NullableInteger, NullableText, nullableTexts, texts } from '../answers.ts';

export const BUILD_HISTORY_LIMIT = 20;

export const SiteBuild = Type.Object({
  id_build: Type.Integer(),
  ...texts('status', 'pemicu', 'requested_at'),
  ...nullableTexts('started_at', 'finished_at', 'rilis'),
  halaman: NullableInteger(),
  error: NullableText(),
});
export type SiteBuild = Static<typeof SiteBuild>;

export const SiteBuildList = Type.Object({ data: Type.Array(SiteBuild) });
export type SiteBuildList = Static<typeof SiteBuildList>;
export const RebuildQueued = Type.Object({ message: Type.String() });
export type RebuildQueued = Static<typeof RebuildQueued>;
