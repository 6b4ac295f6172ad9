import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { UploadRules } from '@gkj/contract';
import { ACCEPTED_IMAGE_TYPES } from '@gkj/contract/images';
import { ok, routeSpecs } from '../../lib/route-spec.ts';

const spec = routeSpecs('sistem');

/**
 * The upload limits of this server, read from its configuration: the admin checks a chosen file
 * against them before sending it, so a limit changed here needs no change there.
 */
const batasUnggahanRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/batas-unggahan',
    spec('signed-in', 'Batas ukuran, jumlah dan jenis berkas unggahan', { response: ok(UploadRules) }),
    async () => ({
      ukuran_maks_berkas: app.uploadLimits.maxFileBytes,
      jumlah_maks_berkas: app.uploadLimits.maxFiles,
      jenis_berkas: [...ACCEPTED_IMAGE_TYPES],
    }),
  );
};

export default batasUnggahanRoutes;
