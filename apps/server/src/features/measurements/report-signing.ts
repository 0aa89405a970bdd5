import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { readPdfSignature, SignatureCheckError } from '@ohp/reports/signing';
import { AppError, badRequest, notFound } from '../../http/app-error.ts';
import type { StreamedFile } from '../../http/stream-upload.ts';
import type { OwnerScope } from '../common/owner-scope.ts';
import { isPdfFile } from '../common/pdf-file.ts';
import type { FileStorage } from '../storage/storage.ts';
import type { MeasurementRepository, ReportRow } from './measurement-repository.ts';
import type { ParseSlots } from './measurement-service.ts';

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const revoked = () => new AppError(409, 'reportSigning:errors.revoked');

/**
 * A saved report signed in the owner's browser (docs/reports.md "Signing in the browser"): the key
 * never reaches the server, only the signed file. It is taken only when it is this report signed:
 * the stored file byte for byte at its start (a PAdES signature is an incremental update), one
 * signature after it whose byte range runs from 0 to the end and whose CMS verifies against those
 * bytes. The signer's name is read here from the CMS's certificate, never taken from the client.
 */
export function createReportSigning(deps: {
  repository: MeasurementRepository;
  storage: FileStorage;
  parsing: ParseSlots;
}) {
  const { repository, storage, parsing } = deps;

  /** What is wrong with the upload as a signature of `original`, or the signer's name. */
  async function signerOf(original: Buffer, signed: Buffer): Promise<string> {
    if (signed.length <= original.length || !signed.subarray(0, original.length).equals(original)) {
      throw badRequest('reportSigning:errors.notThisReport');
    }
    try {
      const signature = await readPdfSignature(signed);
      if (signature.hole.start < original.length) throw badRequest('reportSigning:errors.notThisReport');
      if (signature.subFilter !== '/ETSI.CAdES.detached') throw badRequest('reportSigning:errors.badCms');
      // The browser refuses these before signing; an upload made some other way is refused here.
      const now = new Date();
      const { notBefore, notAfter } = signature.validity;
      if (notAfter < now) throw badRequest('signing:errors.expired', { date: isoDay(notAfter) });
      if (notBefore > now) throw badRequest('signing:errors.notYetValid', { date: isoDay(notBefore) });
      return signature.signer.name || '?';
    } catch (error) {
      if (error instanceof SignatureCheckError) throw badRequest(error.message);
      throw error;
    }
  }

  return {
    async signReport(
      scope: OwnerScope,
      measurementId: string,
      reportId: string,
      file: Pick<StreamedFile, 'path' | 'size' | 'head' | 'sha256'>,
    ): Promise<ReportRow> {
      const row = await repository.findReport(scope, measurementId, reportId);
      if (!row) throw notFound('errors:reportNotFound');
      if (row.revokedAt) throw revoked();
      if (!(await isPdfFile(file))) throw badRequest('errors:notAPdf');
      const signedBy = await parsing.run(async () => {
        const original = await storage.get(row.storageKey);
        if (!original) throw notFound('errors:reportNotFound');
        return signerOf(original, await readFile(file.path));
      });
      const storageKey = `${row.storageKey.replace(/(-signed-[0-9a-f]+)?\.pdf$/, '')}-signed-${randomBytes(6).toString('hex')}.pdf`;
      await storage.putFile(storageKey, file.path);
      const updated = await repository.replaceSignedReport(scope, reportId, row.storageKey, {
        storageKey,
        size: file.size,
        sha256: file.sha256,
        signedBy,
      });
      if (!updated) {
        await storage.delete(storageKey);
        const now = await repository.findReport(scope, measurementId, reportId);
        if (!now) throw notFound('errors:reportNotFound');
        if (now.revokedAt) throw revoked();
        throw new AppError(409, 'reportSigning:errors.changed');
      }
      await storage.delete(row.storageKey);
      return updated;
    },
  };
}

export type ReportSigning = ReturnType<typeof createReportSigning>;
