import { BUILD_HISTORY_LIMIT } from '@gkj/contract';
import type { Db } from '@gkj/db';

/** The latest builds of the public site, newest first. */
export function latestBuilds(db: Db, limit = BUILD_HISTORY_LIMIT) {
  return db
    .selectFrom('site_build')
    .select([
      'id_build',
      'status',
      'pemicu',
      'requested_at',
      'started_at',
      'finished_at',
      'rilis',
      'halaman',
      'error',
    ])
    .orderBy('id_build', 'desc')
    .limit(limit)
    .execute();
}
