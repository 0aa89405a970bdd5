import { measurementReportParamsSchema, measurementReportSchema } from '@ohp/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dataOf, errorAnswers } from '../common/responses.ts';
import { ownerScopeOf } from '../common/owner-scope.ts';
import { reportOut } from './measurement-routes.ts';
import type { MeasurementUploads } from './measurement-routes.ts';
import type { ReportSigning } from './report-signing.ts';

/**
 * POST /api/measurements/{id}/reports/{reportId}/signature: the report signed in the owner's
 * browser (multipart `file`) takes the place of the stored one, with its new SHA-256 and signer.
 */
export function reportSigningRoutes(signing: ReportSigning, uploads: MeasurementUploads) {
  return (app: FastifyInstance): void => {
    app.withTypeProvider<ZodTypeProvider>().post(
      '/api/measurements/:id/reports/:reportId/signature',
      {
        schema: {
          summary:
            'Store the report signed in the browser (PAdES): multipart with `file`, the stored PDF with a signature appended; the signer is read from the signature',
          tags: ['measurements'],
          params: measurementReportParamsSchema,
          consumes: ['multipart/form-data'],
          response: { 200: dataOf(measurementReportSchema), ...errorAnswers(400, 401, 404, 409, 413) },
        },
      },
      async (request) => {
        const scope = ownerScopeOf(request);
        const upload = await uploads.receiver.receive(request, {
          userId: scope.ownerId,
          maxFileBytes: uploads.maxPdfBytes,
        });
        try {
          const { id, reportId } = request.params;
          return { data: reportOut(await signing.signReport(scope, id, reportId, upload.file)) };
        } finally {
          await upload.discard();
        }
      },
    );
  };
}
