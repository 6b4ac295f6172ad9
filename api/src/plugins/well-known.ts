import type { Db } from '@gkj/db';
import { sharedPlugin } from '../lib/plugin.ts';
import { findPengaturan } from '../routes/konten-situs/queries.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * `/.well-known/security.txt` (RFC 9116): where to report a weakness in a site that holds members'
 * personal data. Made per request from the site settings, so its contact is the church's current e-mail
 * and its `Expires` (required, at most a year ahead) never lapses on a site nobody rebuilt for a year.
 */
export async function securityTxt(db: Db, now = new Date()): Promise<string | undefined> {
  const settings = await findPengaturan(db);
  const contacts = [settings?.email_1, settings?.email_2].filter((email): email is string => !!email);
  // A security.txt without a contact is invalid: none at all until the settings name an e-mail.
  if (contacts.length === 0) return undefined;
  const expires = new Date(now.getTime() + 180 * DAY_MS);
  expires.setUTCHours(0, 0, 0, 0);
  return [
    ...contacts.map((email) => `Contact: mailto:${email}`),
    `Expires: ${expires.toISOString()}`,
    'Preferred-Languages: id, en',
    '',
  ].join('\n');
}

export const wellKnownPlugin = sharedPlugin('well-known', async (app) => {
  app.get('/.well-known/security.txt', async (_request, reply) => {
    const text = await securityTxt(app.db);
    if (!text) return reply.callNotFound();
    return reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(text);
  });
});
