import type { Migration } from 'kysely/migration';
import * as schema from './0001-schema.ts';
import * as sortIndexes from './0002-sort-indexes.ts';
import * as userNamaTampilan from './0003-user-nama-tampilan.ts';
import * as kegiatanJam from './0004-kegiatan-jam.ts';
import * as userHarusGantiPassword from './0005-user-harus-ganti-password.ts';
import * as sessionActivity from './0006-session-activity.ts';
import * as auditPersonalAccess from './0007-audit-personal-access.ts';
import * as twoFactor from './0008-two-factor.ts';
import * as financeCategories from './0009-finance-categories.ts';
import * as recoveryCode from './0010-recovery-code.ts';
import * as contentWorkflow from './0011-content-workflow.ts';
import * as qrisMerchant from './0012-qris-merchant.ts';
import * as wartaJemaat from './0013-warta-jemaat.ts';
import * as gerejaKoordinat from './0014-gereja-koordinat.ts';
import * as siteBuildClaim from './0015-site-build-claim.ts';

/** Every migration in order. Add new files here; never edit one that has shipped. */
export const migrations: Record<string, Migration> = {
  '0001-schema': schema,
  '0002-sort-indexes': sortIndexes,
  '0003-user-nama-tampilan': userNamaTampilan,
  '0004-kegiatan-jam': kegiatanJam,
  '0005-user-harus-ganti-password': userHarusGantiPassword,
  '0006-session-activity': sessionActivity,
  '0007-audit-personal-access': auditPersonalAccess,
  '0008-two-factor': twoFactor,
  '0009-finance-categories': financeCategories,
  '0010-recovery-code': recoveryCode,
  '0011-content-workflow': contentWorkflow,
  '0012-qris-merchant': qrisMerchant,
  '0013-warta-jemaat': wartaJemaat,
  '0014-gereja-koordinat': gerejaKoordinat,
  '0015-site-build-claim': siteBuildClaim,
};
