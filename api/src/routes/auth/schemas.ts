import { Type } from 'typebox';
import { Message } from '../../lib/schema.ts';

export const LoginBody = Type.Object({
  username_user: Type.String({ minLength: 1, maxLength: 100 }),
  password: Type.String({ minLength: 1, maxLength: 1024 }),
});

export const LoginResult = Type.Object({
  user: Type.Object({
    id_user: Type.Integer(),
    username_user: Type.String(),
    nama_role: Type.String(),
    /** After an admin's reset: the admin shows nothing but the password change until it is done. */
    harus_ganti_password: Type.Boolean(),
  }),
  token: Type.String(),
});

export const LogoutResult = Message;
