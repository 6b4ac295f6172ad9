import { describe, expect, it } from 'vitest';
import { describeGeneratedBodies } from './support/generated-bodies.ts';
import { multipart, smallPng } from './support/images.ts';
import { bearer } from './support/users.ts';

const env = await describeGeneratedBodies(
  'generated bodies: activities, images, articles, bulletins, finance',
  'content',
  {
    // A restore must carry the record's version, which no generated stamp matches (409); restoring is
    // proved in content-history.test.ts.
    storesNothing: new Set([
      'POST /api/artikel/:id/revisi/:id_revisi/pulihkan',
      'POST /api/kegiatan-gereja/:id/revisi/:id_revisi/pulihkan',
      'POST /api/warta-jemaat/:id/revisi/:id_revisi/pulihkan',
    ]),
  },
);

describe('numbers in forms', () => {
  // Ajv would read '0x1F' as 31: a form's number is taken only as decimal digits, so the stored id is the typed one.
  it.each(['0x1F', '1e1', ' 7', '7.0', '0b1'])('refuses %j for an id', async (typed) => {
    const form = multipart({ id_kegiatan_gereja: typed }, [
      { field: 'gambar', filename: 'foto.png', type: 'image/png', data: await smallPng() },
    ]);
    const response = await env.ctx.app.inject({
      method: 'POST',
      url: '/api/gambar-kegiatan',
      headers: { ...bearer(env.token), ...form.headers },
      payload: form.payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Kegiatan harus berupa angka.');
  });
});
