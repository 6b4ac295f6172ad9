import { type Static, Type } from 'typebox';
import { NullableText, texts } from '../answers.ts';
import { Id } from '../fields.ts';

/** One of the caller's active sessions, as the profile page lists them. */
export const Sesi = Type.Object({
  id_sesi: Type.Integer(),
  /** The browser's User-Agent as sent; the dashboard names browser and system from it. */
  peramban: NullableText(),
  alamat_ip: NullableText(),
  ...texts('dibuat', 'terakhir_dipakai'),
  /** The session of the request itself. */
  sesi_ini: Type.Boolean(),
});
export type Sesi = Static<typeof Sesi>;

/** The sessions, and after how many unused minutes one ends (SESSION_IDLE_MINUTES). */
export const SesiList = Type.Object({ data: Type.Array(Sesi), batas_diam_menit: Type.Integer() });
export type SesiList = Static<typeof SesiList>;
export const SesiParams = Type.Object({ id: Id() });
export type SesiParams = Static<typeof SesiParams>;
export const Ended = Type.Object({ message: Type.String(), berakhir: Type.Integer() });
export type Ended = Static<typeof Ended>;
