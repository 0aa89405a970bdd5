import {
  type Co2proCreateFields,
  type Co2proItem,
  co2proReportFieldsSchema,
  type MeasurementState,
} from '@ohp/contracts';
import { catalogueEntry, typeOfFamily } from '@ohp/devices';
import { badRequest, notFound } from '../../http/app-error.ts';
import type { OwnerScope } from '../common/owner-scope.ts';
import type { StreamedFile } from '../../http/stream-upload.ts';
import type { MeasurementFileFacts } from '../measurements/measurement-file.ts';
import type { MeasurementRow } from '../measurements/measurement-repository.ts';
import type { MeasurementService } from '../measurements/measurement-service.ts';
import type { StoredRead } from '../storage/storage.ts';
import { plainBody } from '../storage/stored-gzip.ts';

// A CO2Pro measurement is a saved measurement of domain `co2` (docs/web-co2.md): the same row the
// measurements list and the archive read. The SPEC §3 report payload lives in the row's state
// (`state.reportForm`, the report form every domain keeps there; `state.userDeviceId`), the
// description and serial number in their columns.

const fieldsOfState = (state: unknown) => {
  const form = (state as { reportForm?: unknown } | null)?.reportForm;
  const parsed = co2proReportFieldsSchema.safeParse(form ?? {});
  return parsed.success ? parsed.data : co2proReportFieldsSchema.parse({});
};

/** The API's view of a row (only rows of domain co2 get here). */
export function co2proItemOf(row: MeasurementRow): Co2proItem {
  const state = row.state as Record<string, unknown>;
  return {
    id: row.id,
    description: row.description,
    fileName: row.fileName,
    // Rows of domain co2: the family readReading found (a co2 family) or null for a samples CSV.
    family: row.family as Co2proItem['family'],
    serialNumber: row.serialNumber,
    size: row.size,
    userDeviceId: typeof state.userDeviceId === 'string' ? state.userDeviceId : null,
    report: fieldsOfState(state),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function stateOf(fields: Co2proCreateFields, previous: Record<string, unknown> = {}): MeasurementState {
  const { userDeviceId, ...report } = fields;
  return { ...previous, reportForm: report, userDeviceId: userDeviceId ?? null };
}

/** The co2pro calls of SPEC §7 over the measurements service, bounded to domain co2. */
export function createCo2proService(measurements: MeasurementService) {
  /** Another user's id, or a measurement of another domain: not found, nothing said about it. */
  async function owned(scope: OwnerScope, id: string): Promise<MeasurementRow> {
    const row = await measurements.get(scope, id);
    if (row.domain !== 'co2') throw notFound('errors:measurementNotFound');
    return row;
  }

  return {
    async create(
      scope: OwnerScope,
      input: { fileName: string; fields: Co2proCreateFields; file: Pick<StreamedFile, 'path' | 'size'> },
    ): Promise<MeasurementRow> {
      return measurements.createFromFile(scope, {
        fileName: input.fileName,
        description: input.fields.description ?? '',
        serialNumber: input.fields.serialNumber,
        state: stateOf(input.fields),
        file: input.file,
        // Refused before anything is stored: a reading of another domain (an unreadable one already
        // failed with the parser's message naming the line).
        accept: (facts: MeasurementFileFacts) => {
          if (facts.domain === 'co2') return;
          const model = facts.family ? catalogueEntry(typeOfFamily(facts.family)).name : 'CSV';
          throw badRequest('co2:read.wrongFamily', { model });
        },
      });
    },

    async list(scope: OwnerScope, page: number, pageSize: number): Promise<MeasurementRow[]> {
      const rows = await measurements.list(scope, { domain: 'co2', sort: '-createdAt' });
      return rows.slice((page - 1) * pageSize, page * pageSize);
    },

    get: owned,

    /** The saved file's text (a row `get` answered: its owner is already checked). */
    async text(row: MeasurementRow): Promise<string> {
      return (await measurements.fileOf(row)).toString('utf8');
    },

    /** The saved file's original bytes as they stream (a compressed object decompressed). */
    async openFile(row: MeasurementRow): Promise<StoredRead> {
      const file = await measurements.openFile(row);
      return { ...file, body: plainBody(row.storageKey, file.body) };
    },

    async update(scope: OwnerScope, id: string, fields: Co2proCreateFields): Promise<MeasurementRow> {
      const row = await owned(scope, id);
      return measurements.update(scope, id, {
        description: fields.description ?? '',
        state: stateOf(fields, row.state as Record<string, unknown>),
      });
    },

    async describe(scope: OwnerScope, id: string, description: string): Promise<MeasurementRow> {
      await owned(scope, id);
      return measurements.update(scope, id, { description });
    },

    async remove(scope: OwnerScope, id: string): Promise<void> {
      await owned(scope, id);
      await measurements.remove(scope, id);
    },
  };
}

export type Co2proService = ReturnType<typeof createCo2proService>;
