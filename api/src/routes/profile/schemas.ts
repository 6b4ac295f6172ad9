import { Type } from 'typebox';
import { Alnum, Digits, Message, MessageWithData } from '../../lib/schema.ts';

export const Profile = Type.Object({
  username_user: Type.String(),
  telp_user: Type.String(),
  nama_role: Type.String(),
});

export const ProfileBody = Type.Object({
  username_user: Alnum({ maxLength: 50 }),
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
