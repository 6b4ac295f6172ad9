import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ACCEPTED_IMAGE_TYPES } from '../../lib/image-store.ts';
import { ErrorResponses } from '../../lib/schema.ts';
import { UploadRules } from './schemas.ts';

/**
 * The upload limits of this server, read from its configuration: the admin checks a chosen file
 * against them before sending it, so a limit changed here needs no change there.
 */
const batasUnggahanRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/batas-unggahan',
    {
      schema: {
        tags: ['sistem'],
        summary: 'Batas ukuran, jumlah dan jenis berkas unggahan',
        response: { 200: UploadRules, ...ErrorResponses },
      },
      config: { access: 'signed-in' },
    },
    async () => ({
      ukuran_maks_berkas: app.uploadLimits.maxFileBytes,
      jumlah_maks_berkas: app.uploadLimits.maxFiles,
      jenis_berkas: [...ACCEPTED_IMAGE_TYPES],
    }),
  );
};

export default batasUnggahanRoutes;
