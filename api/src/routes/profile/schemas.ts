import { Type } from 'typebox';
import { NamaTampilan } from '../../lib/byline.ts';
import { NewPassword } from '../../lib/password-rules.ts';
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

/** The current password too: a token alone (left open on a shared computer, stolen) cannot change it. */
export const PasswordBody = Type.Object({
  password_lama: Type.String({ minLength: 1, maxLength: 1024 }),
  password: NewPassword(),
});

export const ProfileSaved = MessageWithData(Profile);
export const PasswordSaved = Message;
