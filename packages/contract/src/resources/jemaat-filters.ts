import { type Static, Type } from 'typebox';
import { JENIS_KELAMIN, KEWARGAAN, STATUS_FILTER } from '../enums.ts';

/** 'tanpa' picks the members the record leaves blank, so every count on the statistics is a link. */
export const BLANK = 'tanpa';
const YES_NO = ['ya', 'tidak'] as const;

const choice = <T extends readonly string[]>(values: T, label: string) =>
  Type.Optional(Type.Enum(values, { errorMessage: `${label} harus salah satu dari: ${values.join(', ')}.` }));

const age = (label: string) =>
  Type.Optional(
    Type.Integer({
      minimum: 0,
      maximum: 150,
      errorMessage: `${label} harus berupa bilangan bulat 0 sampai 150.`,
    }),
  );

/** The member list's filters; the export and the statistics' links use the same ones. */
export const MemberFilterFields = {
  status: choice(STATUS_FILTER, 'Status bergereja'),
  kewargaan: choice([...KEWARGAAN, BLANK] as const, 'Kewargaan'),
  jenis_kelamin: choice([...JENIS_KELAMIN, BLANK] as const, 'Jenis kelamin'),
  usia_dari: age('Usia dari'),
  usia_sampai: age('Usia sampai'),
  baptis: choice(YES_NO, 'Filter baptis'),
  sidi: choice(YES_NO, 'Filter sidi'),
  menikah: choice(YES_NO, 'Filter menikah'),
};
export type MemberFilterFields = Static<typeof MemberFilterFields>;

const MemberFilters = Type.Object(MemberFilterFields);
export type MemberFilters = Static<typeof MemberFilters>;
