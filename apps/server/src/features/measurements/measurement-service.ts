import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import {
  type DeviceFamily,
  type MeasurementDomain,
  type MeasurementState,
  newVerificationCode,
} from '@ohp/contracts';
import { archiveFolderOf, measurementPagePath } from '@ohp/devices';
import { AppError, badRequest, notFound } from '../../http/app-error.ts';
import type { StreamedFile } from '../../http/stream-upload.ts';
import { type OwnerScope, ownerKey } from '../common/owner-scope.ts';
import { isPdfBytes, isPdfFile } from '../common/pdf-file.ts';
import type { Notifier } from '../notifications/notifier.ts';
import type { FileStorage, StoredRead } from '../storage/storage.ts';
import { gzipKeySuffix, readStoredFile } from '../storage/stored-gzip.ts';
import { gunzipUpload, isGzipUpload } from './gzip-upload.ts';
import { type MeasurementFileFacts, readMeasurementFile, readMeasurementFileAt } from './measurement-file.ts';
import type {
  MeasurementListOptions,
  MeasurementRepository,
  MeasurementRow,
  ReportRow,
} from './measurement-repository.ts';

export interface NewMeasurement {
  fileName: string;
  description: string;
  /** Overrides the serial number read from the file. */
  serialNumber?: string;
  firmware?: string;
  state: MeasurementState;
  file: Buffer;
}

/** A measurement whose file was streamed to a temporary file (`http/stream-upload.ts`). */
export interface NewStreamedMeasurement extends Omit<NewMeasurement, 'file'> {
  /** With `head`, a noise samples CSV is read in pieces, never whole (`readMeasurementFileAt`). */
  file: Pick<StreamedFile, 'path' | 'size'> & Partial<Pick<StreamedFile, 'head'>>;
  /** Refuses a reading before anything is stored (e.g. a route that takes one domain only). */
  accept?: (facts: MeasurementFileFacts) => void;
}

/** A report upload's fields: its title and what the public verification page shows. */
export interface NewReport {
  title: string;
  verificationCode?: string;
  norm?: string;
  evaluatorName?: string;
  evaluatorRegistration?: string;
  company?: string;
}

/** PostgreSQL's unique_violation (23505), on the error or on the cause Drizzle wraps it in. */
function isUniqueViolation(error: unknown): boolean {
  for (
    let current = error;
    current && typeof current === 'object';
    current = (current as { cause?: unknown }).cause
  ) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** SHA-256 (hex) of a file on disk, read as a stream. */
async function sha256OfFile(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Bounds how many files are read into memory for parsing at once (`Gate` of the upload receiver). */
export interface ParseSlots {
  run<T>(task: () => Promise<T>): Promise<T>;
}

const unbounded: ParseSlots = { run: (task) => task() };

const fileKey = (scope: OwnerScope, id: string) => ownerKey(scope, 'measurements', id, 'file');
const reportKey = (scope: OwnerScope, id: string, reportId: string) =>
  ownerKey(scope, 'measurements', id, 'reports', `${reportId}.pdf`);

/** Saved readings of every domain and their PDF reports, each call bounded by an owner scope. */
export function createMeasurementService(deps: {
  repository: MeasurementRepository;
  storage: FileStorage;
  /** How many streamed files may be parsed at once (default: no bound). */
  parsing?: ParseSlots;
  /** Tells the owner that a report was saved (docs/admin.md "Notifications"), as a background job. */
  notifier?: Pick<Notifier, 'notifyLater'>;
  /** Largest reading once decompressed (`maxRecordBytes` of the upload limit; default 1 GiB). */
  maxRecordBytes?: number;
}) {
  const { repository, storage } = deps;
  const parsing = deps.parsing ?? unbounded;
  const maxRecordBytes = deps.maxRecordBytes ?? 1024 * 1024 * 1024;

  /** Inserts the row of a file already stored under `storageKey`; removes the file if that fails. */
  async function insertStored(
    scope: OwnerScope,
    id: string,
    storageKey: string,
    input: Omit<NewMeasurement, 'file'>,
    facts: ReturnType<typeof readMeasurementFile>,
    size: number,
  ): Promise<MeasurementRow> {
    try {
      return await repository.insert(
        scope,
        {
          id,
          domain: facts.domain,
          family: facts.family,
          fileName: input.fileName,
          description: input.description,
          serialNumber: input.serialNumber || facts.serialNumber || null,
          firmware: input.firmware || null,
          size,
          storageKey,
          state: input.state,
        },
        facts.family ? archiveFolderOf(facts.family) : null,
      );
    } catch (error) {
      await storage.delete(storageKey);
      throw error;
    }
  }

  async function insertReport(
    scope: OwnerScope,
    id: string,
    reportId: string,
    report: NewReport,
    file: { size: number; sha256: string },
  ) {
    const storageKey = reportKey(scope, id, reportId);
    const { title, verificationCode, ...shown } = report;
    try {
      return await repository.insertReport(scope, {
        id: reportId,
        measurementId: id,
        title,
        size: file.size,
        storageKey,
        sha256: file.sha256,
        // The browser draws the code on the pages before saving; without one the server picks it.
        verificationCode: verificationCode ?? newVerificationCode(),
        norm: shown.norm || null,
        evaluatorName: shown.evaluatorName || null,
        evaluatorRegistration: shown.evaluatorRegistration || null,
        company: shown.company || null,
      });
    } catch (error) {
      await storage.delete(storageKey);
      if (isUniqueViolation(error)) throw new AppError(409, 'signing:verify.codeTaken');
      throw error;
    }
  }

  /**
   * A report is built in the browser and may take a while on a long reading: its owner is told it
   * is saved, with a link to the measurement (another tab or device may be where they look). The
   * notification is queued with the report (stored, retried), not written in the request.
   */
  async function announceReport(scope: OwnerScope, measurement: MeasurementRow, report: ReportRow) {
    await deps.notifier?.notifyLater(scope.ownerId, {
      kind: 'reportReady',
      titleKey: 'notifications:reportReady.title',
      textKey: 'notifications:reportReady.text',
      params: { title: report.title, measurement: measurement.description || measurement.fileName },
      link: measurementPagePath(
        measurement.family as DeviceFamily | null,
        measurement.domain as MeasurementDomain,
        measurement.id,
      ),
      dedupeKey: `reportReady:${report.id}`,
    });
  }

  async function owned(scope: OwnerScope, id: string): Promise<MeasurementRow> {
    const row = await repository.find(scope, id);
    if (!row) throw notFound('errors:measurementNotFound');
    return row;
  }

  async function fileOf(row: MeasurementRow): Promise<Buffer> {
    const data = await readStoredFile(storage, row.storageKey, maxRecordBytes);
    if (!data) throw notFound('errors:measurementNotFound');
    return data;
  }

  return {
    async create(scope: OwnerScope, input: NewMeasurement): Promise<MeasurementRow> {
      const { file, ...fields } = input;
      const facts = readMeasurementFile(file);
      const id = randomUUID();
      const storageKey = fileKey(scope, id);
      await storage.put(storageKey, file);
      return insertStored(scope, id, storageKey, fields, facts, file.length);
    },

    /**
     * `create` for a file streamed to disk: its bytes are in memory only while they are parsed
     * (in a parse slot), then the file goes to storage from disk. A refused file leaves nothing.
     */
    async createFromFile(scope: OwnerScope, input: NewStreamedMeasurement): Promise<MeasurementRow> {
      const { file, accept, ...fields } = input;
      // A gzip upload (the browser compresses before sending) is read from its decompressed copy
      // and stored as it came: the limits count what is stored (docs/storage.md "Compressed files").
      const gzip = await isGzipUpload(file);
      // Ends like every temporary upload, so a crash leaves nothing the start-up sweep misses.
      const plainPath = `${file.path}.plain.upload-part`;
      try {
        const facts = await parsing.run(async () =>
          readMeasurementFileAt(gzip ? await gunzipUpload(file.path, plainPath, maxRecordBytes) : file),
        );
        accept?.(facts);
        const id = randomUUID();
        const storageKey = fileKey(scope, id) + (gzip ? gzipKeySuffix : '');
        await storage.putFile(storageKey, file.path);
        return await insertStored(scope, id, storageKey, fields, facts, file.size);
      } finally {
        if (gzip) await rm(plainPath, { force: true });
      }
    },

    list: (scope: OwnerScope, options: MeasurementListOptions) => repository.list(scope, options),
    get: owned,

    /**
     * The saved file of a row already checked as the caller's, as a stream from storage (the
     * downloads: a request holds a read buffer, never the file). The bytes are as stored: a row
     * whose key ends in `.gz` (`isGzipStored`) streams its gzip member.
     */
    async openFile(row: MeasurementRow): Promise<StoredRead> {
      const opened = await storage.openRead(row.storageKey);
      if (!opened) throw notFound('errors:measurementNotFound');
      return opened;
    },

    /**
     * The saved file whole, as it was before compression (small JSON answers built from it), of a
     * row already found in its owner's scope.
     */
    fileOf,

    async update(
      scope: OwnerScope,
      id: string,
      values: { description?: string; state?: MeasurementState },
    ): Promise<MeasurementRow> {
      const row = await repository.update(scope, id, values);
      if (!row) throw notFound('errors:measurementNotFound');
      return row;
    },

    async remove(scope: OwnerScope, id: string): Promise<void> {
      const reports = await repository.reportsOf(scope, id);
      const row = await repository.remove(scope, id);
      if (!row) throw notFound('errors:measurementNotFound');
      await Promise.all(
        [row.storageKey, ...reports.map((r) => r.storageKey)].map((key) => storage.delete(key)),
      );
    },

    async addReport(scope: OwnerScope, id: string, fields: NewReport, pdf: Buffer): Promise<ReportRow> {
      const measurement = await owned(scope, id);
      if (!isPdfBytes(pdf)) throw badRequest('errors:notAPdf');
      const reportId = randomUUID();
      await storage.put(reportKey(scope, id, reportId), pdf);
      const sha256 = createHash('sha256').update(pdf).digest('hex');
      const report = await insertReport(scope, id, reportId, fields, { size: pdf.length, sha256 });
      await announceReport(scope, measurement, report);
      return report;
    },

    /** `addReport` for a PDF streamed to disk (checked by its first and last bytes). */
    async addReportFromFile(
      scope: OwnerScope,
      id: string,
      fields: NewReport,
      pdf: Pick<StreamedFile, 'path' | 'size' | 'head'>,
    ): Promise<ReportRow> {
      const measurement = await owned(scope, id);
      if (!(await isPdfFile(pdf))) throw badRequest('errors:notAPdf');
      const reportId = randomUUID();
      const sha256 = await sha256OfFile(pdf.path);
      await storage.putFile(reportKey(scope, id, reportId), pdf.path);
      const report = await insertReport(scope, id, reportId, fields, { size: pdf.size, sha256 });
      await announceReport(scope, measurement, report);
      return report;
    },

    async reports(scope: OwnerScope, id: string): Promise<ReportRow[]> {
      await owned(scope, id);
      return repository.reportsOf(scope, id);
    },

    /** A saved report's row and how to open its PDF as a stream (missing: the same 404). */
    async report(
      scope: OwnerScope,
      id: string,
      reportId: string,
    ): Promise<{ row: ReportRow; open(): Promise<StoredRead> }> {
      const row = await repository.findReport(scope, id, reportId);
      if (!row) throw notFound('errors:reportNotFound');
      return {
        row,
        async open() {
          const opened = await storage.openRead(row.storageKey);
          if (!opened) throw notFound('errors:reportNotFound');
          return opened;
        },
      };
    },
  };
}

export type MeasurementService = ReturnType<typeof createMeasurementService>;
