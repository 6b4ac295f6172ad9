import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports app code; the editorial byline is written out here on purpose.
//
// A user's display name (nama_tampilan) is what the public sees as an article's author, never the login
// name. It may be NULL: an account whose member record is gone has no name to show, and its articles
// then carry the editorial byline instead. The admin form asks for it on the next save.
//
// artikel.author stays the byline as published (so an article keeps its writer's name after the account
// is deleted); it was the writer's login name until now, so every byline is rewritten from the display
// name. updated_at is kept: no one edited the articles.
const statements = [
  `ALTER TABLE user ADD COLUMN nama_tampilan VARCHAR(100) NULL AFTER username_user,
    ADD INDEX ix_user_nama_tampilan (nama_tampilan)`,
  `UPDATE user u JOIN jemaat j ON j.id_jemaat = u.id_jemaat SET u.nama_tampilan = LEFT(j.nama_jemaat, 100)`,
  'ALTER TABLE artikel MODIFY author VARCHAR(100) NOT NULL',
  `UPDATE artikel a LEFT JOIN user u ON u.id_user = a.id_user_author
    SET a.author = COALESCE(u.nama_tampilan, 'Tim Redaksi GKJ Girimarto'), a.updated_at = a.updated_at`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
