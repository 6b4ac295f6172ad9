import { Type } from 'typebox';
import { Nullable } from '../../lib/schema.ts';
import { Enrolment } from '../auth/schemas.ts';

export { Enrolment };

export const TwoFactorStatus = Type.Object({
  aktif: Type.Boolean(),
  aktif_sejak: Nullable(Type.String()),
  /** The user's role must sign in with a second factor: it cannot be turned off. */
  wajib: Type.Boolean(),
  sisa_kode_cadangan: Type.Integer(),
});

export const CodeBody = Type.Object({
  kode: Type.String({
    minLength: 1,
    maxLength: 32,
    errorMessage: { minLength: 'Kode verifikasi wajib diisi.' },
  }),
});

/** Turning the factor off or making new recovery codes asks for the password: a token alone is not enough. */
export const PasswordConfirmBody = Type.Object({
  password: Type.String({
    minLength: 1,
    maxLength: 1024,
    errorMessage: { minLength: 'Password wajib diisi.' },
  }),
});

export const RecoveryCodes = Type.Object({
  message: Type.String(),
  kode_cadangan: Type.Array(Type.String()),
});
