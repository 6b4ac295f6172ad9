import { Type } from 'typebox';
import { NamaTampilan } from '../../lib/byline.ts';
import { Alnum, Digits, Message, MessageWithData, Nullable } from '../../lib/schema.ts';

export const Profile = Type.Object({
  username_user: Type.String(),
  nama_tampilan: Nullable(Type.String()),
  telp_user: Type.String(),
  nama_role: Type.String(),
});

export const ProfileBody = Type.Object({
  username_user: Alnum({ maxLength: 50 }),
  /** Shown publicly as the author of the user's articles. */
  nama_tampilan: NamaTampilan(),
  telp_user: Digits({ maxLength: 13 }),
});

export const PasswordBody = Type.Object({
  password: Type.String({
    minLength: 8,
    maxLength: 200,
    errorMessage: { minLength: 'Password minimal 8 karakter.' },
  }),
});

export const ProfileSaved = MessageWithData(Profile);
export const PasswordSaved = Message;
