// The S-2240 exports: one worker's event, a ZIP of every worker's event, and the CSV/XLSX rows.
import { buildS2240, s2240Csv, s2240Rows, s2240Xlsx, type S2240Row } from '@ohp/esocial';
import { zipStream } from '@ohp/reports/xlsx';
import { AppError } from '../../http/app-error.ts';
import { serverVersion } from '../../version.ts';
import type { EsocialRepository } from './esocial-repository.ts';
import { asBadRequest, brasiliaToday, type EsocialService } from './esocial-service.ts';

export interface ExportOptions {
  environment: 'production' | 'restricted';
  receipt?: string | undefined;
}

/** verProc: the emitting application (≤ 20 characters). */
const emitter = `ohp-server ${serverVersion}`.slice(0, 20);

export function createEsocialExports(service: EsocialService, repo: EsocialRepository) {
  async function eventOf(
    userId: string,
    workerId: string,
    options: ExportOptions,
    sequence: number,
    now: Date,
  ) {
    const worker = await service.reachableWorker(userId, workerId);
    const input = await service.eventInput(userId, worker, brasiliaToday(now));
    try {
      const xml = buildS2240(input.meta, input.agents, {
        environment: options.environment,
        receipt: options.receipt ?? null,
        generatedAt: now,
        sequence,
        version: emitter,
      });
      return { worker, input, xml, fileName: `S-2240-${worker.cpf}.xml` };
    } catch (error) {
      return asBadRequest(error);
    }
  }

  /** Every active worker that is in a GHE today; the others have no event to export yet. */
  async function companyEvents(userId: string, companyId: string, options: ExportOptions) {
    await service.listWorkers(userId, companyId);
    const now = new Date();
    const today = brasiliaToday(now);
    const workers = (await repo.workers(companyId)).filter((w) => w.active);
    const events = [];
    for (const w of workers) {
      if (!(await repo.membershipOn(w.id, today))) continue;
      // One sequence number per event: their Ids differ although generated in the same second.
      events.push(await eventOf(userId, w.id, options, events.length + 1, now));
    }
    if (events.length === 0) throw new AppError(400, 'esocial:errors.noGhe', { field: 'workers' });
    return events;
  }

  async function rows(userId: string, companyId: string): Promise<S2240Row[]> {
    const events = await companyEvents(userId, companyId, { environment: 'production' });
    return events.flatMap((e) =>
      s2240Rows(
        { cpf: e.worker.cpf, registration: e.worker.registration, ghe: e.input.ghe.code },
        e.input.agents,
        e.input.meta.protection,
      ),
    );
  }

  return {
    workerXml: (userId: string, workerId: string, options: ExportOptions) =>
      eventOf(userId, workerId, options, 1, new Date()),

    async zip(userId: string, companyId: string, options: ExportOptions): Promise<Buffer> {
      const events = await companyEvents(userId, companyId, options);
      const encoder = new TextEncoder();
      const chunks: Uint8Array[] = [];
      for await (const c of zipStream(
        events.map((e) => ({ name: e.fileName, chunks: [encoder.encode(e.xml)] })),
      ))
        chunks.push(c);
      return Buffer.concat(chunks);
    },

    csv: async (userId: string, companyId: string) => s2240Csv(await rows(userId, companyId)),
    xlsx: async (userId: string, companyId: string) =>
      Buffer.from(await s2240Xlsx(await rows(userId, companyId))),
  };
}

export type EsocialExports = ReturnType<typeof createEsocialExports>;
