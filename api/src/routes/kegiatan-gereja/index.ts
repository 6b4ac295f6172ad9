import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  IdParams,
  Kegiatan,
  KegiatanBody,
  KegiatanDenganThumbnail,
  KegiatanList,
  KegiatanQuery,
  KegiatanSaved,
  Message,
  PublikasiKegiatan,
  type StatusInput,
} from '@gkj/contract';
import type { FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import { changedFields } from '../../lib/changed-fields.ts';
import { contentRoutes } from '../../lib/content-routes.ts';
import {
  databaseNow,
  nextStatus,
  recordSave,
  type StatusValues,
  statusOf,
  viewerOf,
} from '../../lib/content-workflow.ts';
import { httpError } from '../../lib/http-error.ts';
import { createRecord, findRecord } from '../../lib/records.ts';
import { type Restoring, type RevisionFields, restoreNote } from '../../lib/revisions.ts';
import { created, ok, routeSpecs } from '../../lib/route-spec.ts';
import { saveUnlessStale } from '../../lib/stale-save.ts';
import { textOrNull } from '../../lib/stored-values.ts';
import { runWrite } from '../../lib/writes.ts';
import { currentUser } from '../../plugins/auth.ts';
import {
  allKegiatan,
  allKegiatanWithGambar,
  deleteKegiatan,
  findKegiatan,
  KEGIATAN,
  KEGIATAN_NOT_FOUND,
  type KegiatanValues,
  kegiatanRevision,
  listKegiatan,
  lockKegiatan,
} from './queries.ts';

type ContentFields = Omit<
  Static<typeof KegiatanBody>,
  'updated_at' | 'status' | 'terbit_pada' | 'catatan_tinjauan'
>;

/** The stored form of a body: the date is its first 10 characters, empty optional texts are null. */
function toValues(body: ContentFields, status: StatusValues): KegiatanValues {
  const date = body.waktu_kegiatan_gereja.slice(0, 10);
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== date) {
    throw httpError(400, 'Waktu kegiatan harus berupa tanggal yang valid.');
  }
  return {
    nama_kegiatan_gereja: body.nama_kegiatan_gereja.trim(),
    waktu_kegiatan_gereja: date,
    // Stored as TIME reads it back ('HH:MM:SS'), so an unchanged time is no change in the audit.
    jam_kegiatan_gereja: body.jam_kegiatan_gereja ? `${body.jam_kegiatan_gereja}:00` : null,
    tema_kegiatan_gereja: textOrNull(body.tema_kegiatan_gereja),
    tempat_kegiatan_gereja: textOrNull(body.tempat_kegiatan_gereja),
    deskripsi_kegiatan_gereja: textOrNull(body.deskripsi_kegiatan_gereja),
    ...status,
  };
}

/** A revision's fields as the form would send them ('HH:MM' for the time of day). */
function revisionBody(fields: RevisionFields): ContentFields {
  const text = (name: string) => (fields[name] === null ? undefined : String(fields[name]));
  return {
    nama_kegiatan_gereja: String(fields.nama_kegiatan_gereja),
    waktu_kegiatan_gereja: String(fields.waktu_kegiatan_gereja),
    jam_kegiatan_gereja: text('jam_kegiatan_gereja')?.slice(0, 5),
    tema_kegiatan_gereja: text('tema_kegiatan_gereja'),
    tempat_kegiatan_gereja: text('tempat_kegiatan_gereja'),
    deskripsi_kegiatan_gereja: text('deskripsi_kegiatan_gereja'),
  };
}

/** Church activities: public reads, writes for admin and pendeta; every write asks for a site rebuild. */
const kegiatanRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const spec = routeSpecs('kegiatan');

  app.get(
    '/kegiatan-gereja',
    spec(
      'public',
      'Daftar kegiatan (cari di nama, tema, tempat); tanpa sort: yang akan datang dulu, terdekat dulu',
      { querystring: KegiatanQuery, response: ok(KegiatanList) },
    ),
    async (request) => {
      const viewer = viewerOf(await app.optionalUser(request), 'konten');
      return listKegiatan(app.db, app.aggregates, request.query, viewer);
    },
  );

  app.get(
    '/kegiatan-dengan-thumbnail',
    spec('public', 'Semua kegiatan dengan gambar sampul, yang akan datang dulu', {
      response: ok(KegiatanDenganThumbnail),
    }),
    async () => ({ success: true as const, data: await allKegiatan(app.db) }),
  );

  app.get(
    '/publikasi/kegiatan',
    spec('public', 'Semua kegiatan dengan semua gambarnya (untuk membangun situs)', {
      response: ok(PublikasiKegiatan),
    }),
    async () => ({ data: await allKegiatanWithGambar(app.db) }),
  );

  app.get(
    '/kegiatan-gereja/:id',
    spec('public', 'Satu kegiatan', { params: IdParams, response: ok(Kegiatan) }),
    async (request) => {
      // An activity the caller may not see answers exactly as an unknown one.
      const viewer = viewerOf(await app.optionalUser(request), 'konten');
      const kegiatan = await findKegiatan(app.db, request.params.id, viewer);
      if (!kegiatan) throw httpError(404, KEGIATAN_NOT_FOUND);
      return kegiatan;
    },
  );

  app.post(
    '/kegiatan-gereja',
    spec('konten', 'Tambah kegiatan', { body: KegiatanBody, response: created(KegiatanSaved) }),
    async (request, reply) => {
      const now = await databaseNow(app.db);
      const status = nextStatus(currentUser(request), undefined, request.body, now);
      const data = await createRecord(request, KEGIATAN, toValues(request.body, status));
      return reply.code(201).send({ message: 'Data kegiatan berhasil ditambahkan!', data });
    },
  );

  /**
   * Saves an activity's fields (the form, or a revision restored: `restoring`). The audit compares the
   * stored values (a TIME as 'HH:MM:SS'), not the answer's; the status rules run against the row as locked.
   */
  async function save(
    request: FastifyRequest,
    id: number,
    body: ContentFields & StatusInput,
    version: string | null | undefined,
    restoring?: Restoring,
  ) {
    const now = await databaseNow(app.db);
    const user = currentUser(request);
    return runWrite(
      request,
      async (trx, audit) => {
        const before = await saveUnlessStale(trx, 'kegiatan_gereja', id, version, async () => {
          const stored = await lockKegiatan(trx, id);
          if (!stored) throw httpError(404, KEGIATAN_NOT_FOUND);
          const values = toValues(body, nextStatus(user, statusOf(stored), body, now));
          await KEGIATAN.update(trx, id, values);
          const aksi = restoring ? 'restore' : 'update';
          await audit(aksi, 'kegiatan_gereja', id, changedFields(stored, values));
          return stored;
        });
        const after = await findRecord(trx, KEGIATAN, id);
        const revision = kegiatanRevision(after);
        await recordSave(
          trx,
          audit,
          user,
          { table: revision.table, id, fields: revision.fields, note: restoring && restoreNote(restoring) },
          statusOf(before),
          revision.status,
        );
        return after;
      },
      { published: () => `kegiatan ${id} diperbarui` },
    );
  }

  app.put(
    '/kegiatan-gereja/:id',
    spec('konten', 'Ubah kegiatan', { params: IdParams, body: KegiatanBody, response: ok(KegiatanSaved) }),
    async (request) => {
      const data = await save(request, request.params.id, request.body, request.body.updated_at);
      return { message: 'Data kegiatan berhasil diubah!', data };
    },
  );

  await app.register(
    contentRoutes({
      path: '/kegiatan-gereja',
      tag: 'kegiatan',
      table: 'kegiatan_gereja',
      jenis: 'kegiatan',
      access: 'konten',
      async mayRead(_request, id) {
        await findRecord(app.db, KEGIATAN, id);
      },
      restore: (request, id, fields, version, restoring) =>
        save(request, id, revisionBody(fields), version, restoring),
    }),
  );

  app.delete(
    '/kegiatan-gereja/:id',
    spec('konten', 'Hapus kegiatan beserta gambarnya', { params: IdParams, response: ok(Message) }),
    async (request) => {
      const { id } = request.params;
      await runWrite(
        request,
        async (trx, audit) => {
          const before = await lockKegiatan(trx, id);
          if (!before) throw httpError(404, KEGIATAN_NOT_FOUND);
          const removed = await deleteKegiatan(trx, id);
          await audit('delete', 'kegiatan_gereja', id, { ...before, gambar_dihapus: removed.length });
          return removed;
        },
        { unusedFiles: (removed) => removed, published: () => `kegiatan ${id} dihapus` },
      );
      return { message: 'Kegiatan berhasil dihapus.' };
    },
  );
};

export default kegiatanRoutes;
