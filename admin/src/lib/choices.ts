import {
  BIDANG_KEMAJELISAN,
  JABATAN,
  JENIS_ARTIKEL,
  JENIS_KELAMIN,
  JENIS_TRANSAKSI,
  KELOMPOK_USIA,
  KEWARGAAN,
  LOKASI,
  type LokasiGereja,
  ROLE_NAMES,
  STATUS_BERGEREJA,
  STATUS_KEWARGAGEREJAAN,
} from '@gkj/contract/enums';
import { capitalize, roleLabel } from './format.ts';

/** The choices of the dashboard's select fields, from the contract's lists (never a copy of them). */
export interface Choice {
  id: string;
  label: string;
}

const asIs = (values: readonly string[]): Choice[] => values.map((value) => ({ id: value, label: value }));
const capitalized = (values: readonly string[]): Choice[] =>
  values.map((value) => ({ id: value, label: capitalize(value) }));

/**
 * The dashboard's spec lists the branches as Paseban, Simpar, Sidoharjo, Gemawang (the contract's
 * order is the public site's): the same five values, in the order the staff know.
 */
export const LOKASI_ADMIN: readonly LokasiGereja[] = [0, 1, 4, 2, 3].map((index) => LOKASI[index]);
export const LOKASI_OPTIONS = asIs(LOKASI_ADMIN);

export const GENDER_OPTIONS = asIs(JENIS_KELAMIN);
export const KEWARGAAN_OPTIONS = asIs(KEWARGAAN);
export const STATUS_OPTIONS = asIs(STATUS_BERGEREJA);
export const WARGA_OPTIONS = asIs(STATUS_KEWARGAGEREJAAN);
export const USIA_OPTIONS = asIs(KELOMPOK_USIA);
export const JABATAN_OPTIONS = asIs(JABATAN);
export const BIDANG_OPTIONS = asIs(BIDANG_KEMAJELISAN);
export const JENIS_ARTIKEL_OPTIONS = capitalized(JENIS_ARTIKEL);
export const JENIS_TRANSAKSI_OPTIONS = capitalized(JENIS_TRANSAKSI);

/** The user form's roles: the role table's ids (1 admin … 4 author) in the contract's order. */
export const ROLE_OPTIONS: Choice[] = ROLE_NAMES.map((role, index) => ({
  id: String(index + 1),
  label: roleLabel(role),
}));
