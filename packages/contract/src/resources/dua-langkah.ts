import { type Static, Type } from 'typebox';
import { NullableText } from '../answers.ts';
import { Filled } from '../fields.ts';
import { Enrolment, VerificationCode } from './auth.ts';

export { Enrolment };

export const TwoFactorStatus = Type.Object({
  aktif: Type.Boolean(),
  aktif_sejak: NullableText(),
  /** The user's role must sign in with a second factor: it cannot be turned off. */
  wajib: Type.Boolean(),
  sisa_kode_cadangan: Type.Integer(),
});
export type TwoFactorStatus = Static<typeof TwoFactorStatus>;

export const CodeBody = Type.Object({ kode: VerificationCode() });
export type CodeBody = Static<typeof CodeBody>;

/** Turning the factor off or making new recovery codes asks for the password: a token alone is not enough. */
export const PasswordConfirmBody = Type.Object({ password: Filled(1024, 'Password wajib diisi.') });
export type PasswordConfirmBody = Static<typeof PasswordConfirmBody>;

export const RecoveryCodes = Type.Object({
  message: Type.String(),
  kode_cadangan: Type.Array(Type.String()),
});
export type RecoveryCodes = Static<typeof RecoveryCodes>;
