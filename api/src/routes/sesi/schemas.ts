import { Type } from 'typebox';
import { Id, Nullable } from '../../lib/schema.ts';

/** One of the caller's active sessions, as the profile page lists them. */
export const Sesi = Type.Object({
  id_sesi: Type.Integer(),
  /** The browser's User-Agent as sent; the dashboard names browser and system from it. */
  peramban: Nullable(Type.String()),
  alamat_ip: Nullable(Type.String()),
  dibuat: Type.String(),
  terakhir_dipakai: Type.String(),
  /** The session of the request itself. */
  sesi_ini: Type.Boolean(),
});

/** The sessions, and after how many unused minutes one ends (SESSION_IDLE_MINUTES). */
export const SesiList = Type.Object({ data: Type.Array(Sesi), batas_diam_menit: Type.Integer() });
export const SesiParams = Type.Object({ id: Id() });
export const Ended = Type.Object({ message: Type.String(), berakhir: Type.Integer() });
