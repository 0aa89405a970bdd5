import { randomUUID } from 'node:crypto';
import { isValidDoseMaxV2File, loadNoiseFile } from '@ohp/devices';
import { AppError, badRequest, notFound } from '../../http/app-error.ts';
import type { FileStorage } from '../storage/storage.ts';
import type { MeasurementRepository, MeasurementRow, ReportRow } from './measurement-repository.ts';
import type { MeasurementFamily, MeasurementState } from './measurement-schemas.ts';

export interface NewMeasurement {
  family: MeasurementFamily;
  fileName: string;
  description: string;
  serialNumber?: string;
  state: MeasurementState;
  file: Buffer;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Refuses a file that is not what its family says, with the parser's own message (naming the
 * line), so nothing invalid is ever stored.
 */
function checkFile(family: MeasurementFamily, file: Buffer): { serialNumber?: string } {
  if (file.length === 0) throw badRequest('devices:records.empty');
  let text: string;
  try {
    text = utf8.decode(file);
  } catch {
    throw badRequest('devices:records.invalidFile');
  }
  if (family === 'dosimeter-v2' && !isValidDoseMaxV2File(text))
    throw badRequest('devices:records.invalidFile');
  const loaded = loadNoiseFile(text);
  if (!loaded.ok) throw new AppError(400, loaded.reason.key, loaded.reason.values);
  const format = loaded.data.record?.format;
  const fits = family === 'dosimeter-v2' ? format === 'v2' : format === 'v1' || loaded.data.source === 'csv';
  if (!fits) throw badRequest('devices:records.wrongFamily');
  return { serialNumber: loaded.data.record?.serialNumber };
}

const fileKey = (userId: string, id: string) => `users/${userId}/measurements/${id}/file`;
const reportKey = (userId: string, id: string, reportId: string) =>
  `users/${userId}/measurements/${id}/reports/${reportId}.pdf`;

export function createMeasurementService(deps: { repository: MeasurementRepository; storage: FileStorage }) {
  const { repository, storage } = deps;

  async function owned(userId: string, id: string): Promise<MeasurementRow> {
    const row = await repository.find(userId, id);
    if (!row) throw notFound('errors:measurementNotFound');
    return row;
  }

  return {
    async create(userId: string, input: NewMeasurement): Promise<MeasurementRow> {
      const { serialNumber } = checkFile(input.family, input.file);
      const id = randomUUID();
      const storageKey = fileKey(userId, id);
      await storage.put(storageKey, input.file);
      try {
        return await repository.insert({
          id,
          userId,
          family: input.family,
          fileName: input.fileName,
          description: input.description,
          serialNumber: input.serialNumber ?? serialNumber ?? null,
          size: input.file.length,
          storageKey,
          state: input.state,
        });
      } catch (error) {
        await storage.delete(storageKey);
        throw error;
      }
    },

    list: repository.list,
    get: owned,

    async file(userId: string, id: string): Promise<Buffer> {
      const row = await owned(userId, id);
      const data = await storage.get(row.storageKey);
      if (!data) throw notFound('errors:measurementNotFound');
      return data;
    },

    async update(
      userId: string,
      id: string,
      values: { description?: string; state?: MeasurementState },
    ): Promise<MeasurementRow> {
      const row = await repository.update(userId, id, values);
      if (!row) throw notFound('errors:measurementNotFound');
      return row;
    },

    async remove(userId: string, id: string): Promise<void> {
      const reports = await repository.reportsOf(userId, id);
      const row = await repository.remove(userId, id);
      if (!row) throw notFound('errors:measurementNotFound');
      await Promise.all(
        [row.storageKey, ...reports.map((r) => r.storageKey)].map((key) => storage.delete(key)),
      );
    },

    async addReport(userId: string, id: string, title: string, pdf: Buffer): Promise<ReportRow> {
      await owned(userId, id);
      if (pdf.subarray(0, 5).toString('latin1') !== '%PDF-') throw badRequest('errors:notAPdf');
      const reportId = randomUUID();
      const storageKey = reportKey(userId, id, reportId);
      await storage.put(storageKey, pdf);
      return repository.insertReport({
        id: reportId,
        measurementId: id,
        userId,
        title,
        size: pdf.length,
        storageKey,
      });
    },

    async reports(userId: string, id: string): Promise<ReportRow[]> {
      await owned(userId, id);
      return repository.reportsOf(userId, id);
    },

    async report(userId: string, id: string, reportId: string): Promise<{ row: ReportRow; data: Buffer }> {
      const row = await repository.findReport(userId, id, reportId);
      const data = row ? await storage.get(row.storageKey) : undefined;
      if (!row || !data) throw notFound('errors:reportNotFound');
      return { row, data };
    },
  };
}

export type MeasurementService = ReturnType<typeof createMeasurementService>;
