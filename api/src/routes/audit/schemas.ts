import { Type } from 'typebox';
import { listQuery, listResult } from '../../lib/list-query.ts';
import { Nullable } from '../../lib/schema.ts';

export const AuditRow = Type.Object({
  id_audit: Type.Integer(),
  id_user: Nullable(Type.Integer()),
  username: Nullable(Type.String()),
  aksi: Type.String(),
  tabel: Type.String(),
  id_record: Type.String(),
  perubahan: Type.Unknown(),
  created_at: Type.String(),
});

export const AuditQuery = listQuery(['created_at', 'username', 'tabel', 'aksi'] as const, {
  tabel: Type.Optional(Type.String({ maxLength: 40 })),
  id_record: Type.Optional(Type.String({ maxLength: 40 })),
  /** 'data': changes to records; 'keamanan': sign-ins, throttle delays, passwords, sessions ended;
   *  'akses': reads and exports of a member's personal data. */
  kategori: Type.Optional(
    Type.Union([Type.Literal('data'), Type.Literal('keamanan'), Type.Literal('akses')]),
  ),
});

export const AuditList = listResult(AuditRow);
