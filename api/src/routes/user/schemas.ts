import { Type } from 'typebox';
import { NamaTampilan } from '../../lib/byline.ts';
import { listQuery, listResult } from '../../lib/list-query.ts';
import { NewPassword } from '../../lib/password-rules.ts';
import { Alnum, Digits, Id, MessageWithData, Nullable } from '../../lib/schema.ts';
import { UpdatedAt } from '../../lib/stale-save.ts';

/** An account as the admin sees it: never the password hash. */
export const UserRow = Type.Object({
  id_user: Type.Integer(),
  username_user: Type.String(),
  nama_tampilan: Nullable(Type.String()),
  telp_user: Type.String(),
  id_jemaat: Nullable(Type.Integer()),
  nama_jemaat: Nullable(Type.String()),
  id_role: Type.Integer(),
  nama_role: Type.String(),
  /** Whether the account signs in with a second factor (an admin can reset it). */
  dua_langkah_aktif: Type.Boolean(),
  updated_at: Type.String(),
});

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

/** The password is not part of an update: it changes only through the reset call. */
export const UserUpdateBody = Type.Object({ ...accountFields, updated_at: UpdatedAt() });

export const PasswordResetBody = Type.Object({ password: NewPassword() });

export const UserQuery = listQuery([
  'username_user',
  'nama_tampilan',
  'nama_role',
  'nama_jemaat',
  'telp_user',
] as const);

export const UserList = listResult(UserRow);
export const UserSaved = MessageWithData(UserRow);
