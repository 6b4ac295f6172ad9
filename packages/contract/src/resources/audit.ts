import { type Static, Type } from 'typebox';
import { listResult, NullableInteger, NullableText, texts } from '../answers.ts';
import { sortColumns, sortedListQuery } from '../fields.ts';

export const AuditRow = Type.Object({
  id_audit: Type.Integer(),
  id_user: NullableInteger(),
  username: NullableText(),
  ...texts('aksi', 'tabel', 'id_record'),
  perubahan: Type.Unknown(),
  created_at: Type.String(),
});
export type AuditRow = Static<typeof AuditRow>;

export const AUDIT_SORT = sortColumns('created_at', 'username', 'tabel', 'aksi');

export const AuditQuery = sortedListQuery(AUDIT_SORT, {
  tabel: Type.Optional(Type.String({ maxLength: 40 })),
  id_record: Type.Optional(Type.String({ maxLength: 40 })),
  /** 'data': changes to records; 'keamanan': sign-ins, throttle delays, passwords, sessions ended;
   *  'akses': reads and exports of a member's personal data. */
  kategori: Type.Optional(
    Type.Union([Type.Literal('data'), Type.Literal('keamanan'), Type.Literal('akses')]),
  ),
});
export type AuditQuery = Static<typeof AuditQuery>;

export const AuditList = listResult(AuditRow);
export type AuditList = Static<typeof AuditList>;
