import { type Static, Type } from 'typebox';
import { listResult, MessageWithData, NullableInteger, NullableText } from '../answers.ts';
import { Alnum, Digits, Id, NamaTampilan, NewPassword, sortedListQuery, UpdatedAt } from '../fields.ts';
import { accountColumns } from './profile.ts';

/** An account as the admin sees it: never the password hash. */
export const UserRow = Type.Object({
  id_user: Type.Integer(),
  ...accountColumns,
  id_jemaat: NullableInteger(),
  nama_jemaat: NullableText(),
  id_role: Type.Integer(),
  nama_role: Type.String(),
  /** Whether the account signs in with a second factor (an admin can reset it). */
  dua_langkah_aktif: Type.Boolean(),
  updated_at: Type.String(),
});
export type UserRow = Static<typeof UserRow>;

const accountFields = {
  username_user: Alnum({ maxLength: 50 }),
  /** Shown publicly as the author of the user's articles. */
  nama_tampilan: NamaTampilan(),
  telp_user: Digits({ maxLength: 13 }),
  // The form sends 0 or nothing when no choice was made: any failure reads as the spec's prompt.
  id_jemaat: Id({ errorMessage: 'Pilih Jemaat terlebih dahulu!' }),
  id_role: Type.Integer({ minimum: 1, maximum: 4, errorMessage: 'Pilih Role terlebih dahulu!' }),
};

export const UserCreateBody = Type.Object({ ...accountFields, password_user: NewPassword() });
export type UserCreateBody = Static<typeof UserCreateBody>;

/** The password is not part of an update: it changes only through the reset call. */
export const UserUpdateBody = Type.Object({ ...accountFields, updated_at: UpdatedAt() });
export type UserUpdateBody = Static<typeof UserUpdateBody>;

export const PasswordResetBody = Type.Object({ password: NewPassword() });
export type PasswordResetBody = Static<typeof PasswordResetBody>;

// The API's list joins the role (r) and the member (j) to the account (u).
export const USER_SORT = {
  username_user: 'u.username_user',
  nama_tampilan: 'u.nama_tampilan',
  nama_role: 'r.nama_role',
  nama_jemaat: 'j.nama_jemaat',
  telp_user: 'u.telp_user',
} as const;

export const UserQuery = sortedListQuery(USER_SORT);
export type UserQuery = Static<typeof UserQuery>;

export const UserList = listResult(UserRow);
export type UserList = Static<typeof UserList>;
export const UserSaved = MessageWithData(UserRow);
export type UserSaved = Static<typeof UserSaved>;
