import { type Static, Type } from 'typebox';
import { Message, MessageWithData, NullableText } from '../answers.ts';
import { Alnum, Digits, NamaTampilan, NewPassword } from '../fields.ts';

/** What an account shows of itself: the login name, the public name and the phone number. */
export const accountColumns = {
  username_user: Type.String(),
  nama_tampilan: NullableText(),
  telp_user: Type.String(),
};

export const Profile = Type.Object({ ...accountColumns, nama_role: Type.String() });
export type Profile = Static<typeof Profile>;

export const ProfileBody = Type.Object({
  username_user: Alnum({ maxLength: 50 }),
  /** Shown publicly as the author of the user's articles. */
  nama_tampilan: NamaTampilan(),
  telp_user: Digits({ maxLength: 13 }),
});
export type ProfileBody = Static<typeof ProfileBody>;

/** The current password too: a token alone (left open on a shared computer, stolen) cannot change it. */
export const PasswordBody = Type.Object({
  password_lama: Type.String({ minLength: 1, maxLength: 1024 }),
  password: NewPassword(),
});
export type PasswordBody = Static<typeof PasswordBody>;

export const ProfileSaved = MessageWithData(Profile);
export type ProfileSaved = Static<typeof ProfileSaved>;
export const PasswordSaved = Message;
export type PasswordSaved = Static<typeof PasswordSaved>;
