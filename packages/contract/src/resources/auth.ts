import { type Static, Type } from 'typebox';
import { Message } from '../answers.ts';
import { Filled } from '../fields.ts';

export const LoginBody = Type.Object({
  username_user: Type.String({ minLength: 1, maxLength: 100 }),
  password: Type.String({ minLength: 1, maxLength: 1024 }),
});
export type LoginBody = Static<typeof LoginBody>;

export const SignedIn = Type.Object({
  user: Type.Object({
    id_user: Type.Integer(),
    username_user: Type.String(),
    nama_role: Type.String(),
    /** After an admin's reset: the admin shows nothing but the password change until it is done. */
    harus_ganti_password: Type.Boolean(),
  }),
  token: Type.String(),
  /** After enrolling a second factor at sign-in: the recovery codes, shown this once. */
  kode_cadangan: Type.Optional(Type.Array(Type.String())),
});
export type SignedIn = Static<typeof SignedIn>;

export const Enrolment = Type.Object({
  kunci: Type.String({ description: 'Kunci rahasia untuk diketik bila kode QR tidak dapat dipindai' }),
  uri: Type.String({ description: 'Alamat otpauth:// yang dimuat kode QR' }),
  qr_svg: Type.String({ description: 'Kode QR sebagai dokumen SVG' }),
});
export type Enrolment = Static<typeof Enrolment>;

/** The password was right and a second factor is due: a code from the app, or enrolling one first. */
export const SecondStepDue = Type.Object({
  langkah: Type.Union([Type.Literal('kode'), Type.Literal('pasang')]),
  tantangan: Type.String({ description: 'Bukti sementara (5 menit) bahwa password sudah benar' }),
  pendaftaran: Type.Optional(Enrolment),
});
export type SecondStepDue = Static<typeof SecondStepDue>;

export const LoginResult = Type.Union([SignedIn, SecondStepDue]);
export type LoginResult = Static<typeof LoginResult>;

/** The six digits from the authenticator app, or a recovery code. */
export const VerificationCode = () => Filled(32, 'Kode verifikasi wajib diisi.');

export const SecondStepBody = Type.Object({
  tantangan: Type.String({ minLength: 1, maxLength: 2048 }),
  kode: VerificationCode(),
});
export type SecondStepBody = Static<typeof SecondStepBody>;

export const LogoutResult = Message;
export type LogoutResult = Static<typeof LogoutResult>;
