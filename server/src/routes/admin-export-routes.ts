import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { dashboardExport } from '../export/dashboard-export.ts';
import { validateRequest } from '../http/validate-request.ts';
import { periodParamsSchema } from '../../../contracts/admin.ts';

/** GET /api/admin/export.zip?hours=N: the dashboard's panels and the period's feedback as CSV files. */
export function registerAdminExportRoutes(admin: FastifyInstance, context: AppContext): void {
  admin.get('/api/admin/export.zip', async (request, reply) => {
    const { hours } = validateRequest(periodParamsSchema, request.query);
    const { fileName, stream } = await dashboardExport(context, hours);
    // A failure after the first byte cannot become a 503 any more: the download breaks off instead,
    // and the log says why.
    stream.on('error', (error) => request.log.error({ err: error }, 'export failed while streaming'));
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'no-store')
      .send(stream);
  });
}
