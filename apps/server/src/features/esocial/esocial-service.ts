import {
  type AgentChoice,
  type AgentCode,
  brasiliaStamp,
  digitsOf,
  EsocialError,
  figuresOfFile,
  heatAnalysisOfState,
  isValidCnpj,
  isValidCpf,
  type MeasurementFigures,
  onlyOutsideTable24,
  parseMeta,
  selectAgents,
  startDate as checkStartDate,
  UFS,
} from '@ohp/esocial';
import { familyModules } from '@ohp/devices';
import { AppError, badRequest, notFound } from '../../http/app-error.ts';
import type { CompanyRepository } from '../organisations/company-repository.ts';
import type { FileStorage } from '../storage/storage.ts';
import { readStoredFile } from '../storage/stored-gzip.ts';
import type { EsocialRepository, GheRow, WorkerRow } from './esocial-repository.ts';
import type { GheInput, ResponsibleInput, WorkerInput } from './esocial-schemas.ts';

/** Today on the Brasília calendar (yyyy-mm-dd): the clock the layout's dates follow. */
export function brasiliaToday(now = new Date()): string {
  const s = brasiliaStamp(now);
  return `${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6, 8)}`;
}

/** A refusal of @ohp/esocial as a 400 answer with the same key and field. */
export function asBadRequest(error: unknown): never {
  if (error instanceof EsocialError) throw badRequest(error.key, error.values);
  throw error;
}

const field = (code: string, name: string, extra: Record<string, string | number> = {}) =>
  badRequest(`esocial:errors.${code}`, { field: name, ...extra });

/**
 * Workers, GHEs and their measurements inside a company. Owners and members of the company reach
 * them alike (the hygienist who measures is often a member); anyone else gets 404, as for the company.
 */
export function createEsocialService(deps: {
  repo: EsocialRepository;
  companies: CompanyRepository;
  storage: FileStorage;
}) {
  const { repo, companies, storage } = deps;

  async function inCompany(companyId: string, userId: string): Promise<void> {
    if (!(await companies.roleOf(companyId, userId))) throw notFound('organisations:companyNotFound');
  }

  async function reachableGhe(userId: string, id: string): Promise<GheRow> {
    const row = await repo.ghe(id);
    if (!row || !(await companies.roleOf(row.companyId, userId)))
      throw notFound('esocial:errors.gheNotFound');
    return row;
  }

  async function reachableWorker(userId: string, id: string): Promise<WorkerRow> {
    const row = await repo.worker(id);
    if (!row || !(await companies.roleOf(row.companyId, userId)))
      throw notFound('esocial:errors.workerNotFound');
    return row;
  }

  function checkWorker(input: WorkerInput) {
    if (!isValidCpf(input.cpf)) throw field('badCpf', 'cpf');
    const category = input.categoryCode ?? '101';
    if (!/^\d{3}$/.test(category)) throw field('badCategory', 'categoryCode');
    return {
      name: input.name.trim(),
      cpf: digitsOf(input.cpf),
      registration: input.registration?.trim() || null,
      categoryCode: category,
      active: input.active ?? true,
    };
  }

  function checkGhe(input: GheInput) {
    if (!isValidCnpj(input.establishmentCnpj)) throw field('badCnpj', 'establishmentCnpj');
    if (input.epi === 2 && input.epis.length === 0) throw field('missing', 'epis');
    if (input.epi === 2 && !input.epiConditions) throw field('missing', 'epiConditions');
    if (input.epc === 2 && input.epcEffective === null) throw field('missing', 'epcEffective');
    return {
      values: {
        code: input.code.trim(),
        name: input.name.trim(),
        sector: input.sector.trim(),
        activities: input.activities.trim(),
        localAmb: input.localAmb,
        establishmentCnpj: digitsOf(input.establishmentCnpj),
        epc: input.epc,
        epcEffective: input.epc === 2 ? input.epcEffective : null,
        epi: input.epi,
        epiConditions: input.epi === 2 ? input.epiConditions : null,
      },
      epis: input.epi === 2 ? input.epis : [],
    };
  }

  /** The GHEs with their EPIs, workers (memberships) and measurements (figures and report). */
  async function gheViews(rows: GheRow[]) {
    const ids = rows.map((r) => r.id);
    const [epis, members, links] = await Promise.all([
      repo.epis(ids),
      repo.memberships(ids),
      repo.gheMeasurements(ids),
    ]);
    const reports = await repo.reportsOf([...new Set(links.map((l) => l.link.measurementId))]);
    return rows.map((g) => ({
      ...g,
      createdAt: g.createdAt.toISOString(),
      updatedAt: g.updatedAt.toISOString(),
      epis: epis.filter((e) => e.gheId === g.id).map(({ ca, effective }) => ({ ca, effective })),
      workers: members
        .filter((m) => m.membership.gheId === g.id)
        .map((m) => ({
          membershipId: m.membership.id,
          workerId: m.worker.id,
          name: m.worker.name,
          cpf: m.worker.cpf,
          startDate: m.membership.startDate,
          endDate: m.membership.endDate,
        })),
      measurements: links
        .filter((l) => l.link.gheId === g.id)
        .map((l) => {
          const { recordedOn, ...figures } = l.link.figures as StoredFigures;
          return {
            measurementId: l.link.measurementId,
            domain: l.link.domain,
            fileName: l.fileName,
            serialNumber: l.serialNumber,
            // The measurement date is the record's start; the save date only for a file without one.
            date: recordedOn ?? l.savedAt.toISOString().slice(0, 10),
            savedAt: l.savedAt.toISOString(),
            metabolicRate: l.link.metabolicRate,
            reportId: reports.find((r) => r.measurementId === l.link.measurementId)?.id ?? null,
            figures: figures as MeasurementFigures,
          };
        }),
    }));
  }

  type GheView = Awaited<ReturnType<typeof gheViews>>[number];

  /** The GHE's agents with each value's source, and the warnings to show beside them. */
  async function agentsOf(ghe: GheView, today: string) {
    const figures = ghe.measurements.map((m) => ({
      ...m.figures,
      source: {
        measurementId: m.measurementId,
        date: m.date,
        ...(m.reportId ? { reportId: m.reportId } : {}),
        file: m.fileName,
      },
    })) as MeasurementFigures[];
    const recorded = await repo.choices(ghe.id);
    const choices: AgentChoice[] = recorded.map((c) => ({
      code: c.code as AgentCode,
      measurementId: c.measurementId,
    }));
    const selection = selectAgents(figures, choices);
    const yearAgo = `${Number(today.slice(0, 4)) - 1}${today.slice(4)}`;
    const serials = [...new Set(ghe.measurements.map((m) => m.serialNumber).filter((s): s is string => !!s))];
    const certificates = await repo.certificates(serials);
    const expiredOn = (serial: string | null, date: string) =>
      certificates.some(
        (c) => c.serialNumber === serial && c.nextCalibrationDate !== null && c.nextCalibrationDate < date,
      );
    const warnings = [
      ...(ghe.measurements.length === 0 ? [{ kind: 'noMeasurements' as const }] : []),
      ...(ghe.measurements.length > 0 && onlyOutsideTable24(figures) ? [{ kind: 'onlyCo2' as const }] : []),
      ...ghe.measurements
        .filter((m) => m.date < yearAgo)
        .map((m) => ({ kind: 'olderThanAYear' as const, measurementId: m.measurementId, date: m.date })),
      // Heat by the 1978 text with rest at the place has no single limit: limTol cannot be filled.
      ...ghe.measurements
        .filter((m) => m.figures.family === 'heat' && m.figures.limit === null)
        .map((m) => ({ kind: 'heatWithoutLimit' as const, measurementId: m.measurementId, date: m.date })),
      // A record longer than a day: its figures are its worst day's (that day's date).
      ...ghe.measurements
        .filter((m) => (m.figures.ofDays ?? 0) > 1)
        .map((m) => ({ kind: 'worstDay' as const, measurementId: m.measurementId, date: m.date })),
      ...ghe.measurements
        .filter((m) => expiredOn(m.serialNumber, m.date))
        .map((m) => ({ kind: 'certificateExpired' as const, measurementId: m.measurementId, date: m.date })),
    ];
    return { figures, selection, warnings, recorded };
  }

  /** dtIniCondicao real and not after today (Brasília); an end date not before the start. */
  function checkDates(input: { startDate: string; endDate?: string | null }) {
    const today = brasiliaToday();
    try {
      checkStartDate(input.startDate, 'startDate', today);
    } catch (error) {
      asBadRequest(error);
    }
    const endDate = input.endDate || null;
    if (endDate !== null) {
      if (!isRealDate(endDate)) throw field('badDate', 'endDate', { value: endDate });
      if (endDate < input.startDate) throw field('endBeforeStart', 'endDate');
    }
    return { startDate: input.startDate, endDate };
  }

  /** A worker is in one GHE at a time (one infoAmb per event): periods may not overlap. */
  async function refuseOverlap(
    workerId: string,
    except: string | null,
    dates: { startDate: string; endDate: string | null },
  ) {
    const others = (await repo.membershipsOfWorker(workerId)).filter((m) => m.id !== except);
    const clash = others.find(
      (m) =>
        (m.endDate === null || m.endDate >= dates.startDate) &&
        (dates.endDate === null || m.startDate <= dates.endDate),
    );
    if (!clash) return;
    const other = await repo.ghe(clash.gheId);
    throw field('overlappingMembership', 'startDate', {
      ghe: other?.code ?? '',
      start: clash.startDate,
      end: clash.endDate ?? '…',
    });
  }

  function protectionOf(ghe: GheView) {
    return {
      epc: ghe.epc,
      epcEffective: ghe.epcEffective,
      epi: ghe.epi,
      epis: ghe.epis,
      epiConditions: ghe.epiConditions,
    };
  }

  /**
   * Everything one worker's event needs, checked by the same parser as the CLI's meta JSON: the
   * membership on `today` gives the GHE and dtIniCondicao; the caller's profile the respReg.
   */
  async function eventInput(userId: string, worker: WorkerRow, today: string) {
    const membership = await repo.membershipOn(worker.id, today);
    if (!membership) throw field('noGhe', worker.name);
    const ghe = await reachableGhe(userId, membership.gheId);
    const [view] = await gheViews([ghe]);
    if (!view) throw notFound('esocial:errors.gheNotFound');
    const { figures, selection } = await agentsOf(view, today);
    if (figures.length === 0) throw field('gheWithoutMeasurements', ghe.code);
    if (onlyOutsideTable24(figures)) throw field('onlyCo2', ghe.code);
    const company = await repo.company(worker.companyId);
    const responsible = await repo.responsible(userId);
    if (!responsible) throw field('missing', 'responsible');
    try {
      const meta = parseMeta(
        {
          employer: { cnpj: company?.document ?? '' },
          worker: { cpf: worker.cpf, registration: worker.registration, categoryCode: worker.categoryCode },
          environment: {
            startDate: membership.startDate,
            local: ghe.localAmb,
            sector: ghe.sector,
            establishmentCnpj: ghe.establishmentCnpj,
            activity: ghe.activities,
          },
          protection: protectionOf(view),
          responsible: {
            cpf: responsible.cpf,
            council: responsible.council,
            councilDescription: responsible.councilDescription,
            councilNumber: responsible.councilNumber,
            uf: responsible.uf,
          },
        },
        today,
      );
      return { meta, agents: selection.agents, ghe: view };
    } catch (error) {
      return asBadRequest(error);
    }
  }

  return {
    reachableWorker,
    eventInput,
    protectionOf,

    async listWorkers(userId: string, companyId: string) {
      await inCompany(companyId, userId);
      return (await repo.workers(companyId)).map(workerView);
    },
    async createWorker(userId: string, companyId: string, input: WorkerInput) {
      await inCompany(companyId, userId);
      const row = await repo.createWorker({ ...checkWorker(input), companyId });
      if (!row) throw new AppError(409, 'esocial:errors.duplicateWorker', { field: 'cpf' });
      return workerView(row);
    },
    async updateWorker(userId: string, id: string, input: WorkerInput) {
      await reachableWorker(userId, id);
      const values = checkWorker(input);
      const clash = (await repo.workers((await reachableWorker(userId, id)).companyId)).find(
        (w) => w.cpf === values.cpf && w.id !== id,
      );
      if (clash) throw new AppError(409, 'esocial:errors.duplicateWorker', { field: 'cpf' });
      const row = await repo.updateWorker(id, values);
      if (!row) throw notFound('esocial:errors.workerNotFound');
      return workerView(row);
    },

    async listGhes(userId: string, companyId: string) {
      await inCompany(companyId, userId);
      return gheViews(await repo.ghes(companyId));
    },
    async ghe(userId: string, id: string) {
      const [view] = await gheViews([await reachableGhe(userId, id)]);
      return view;
    },
    async saveGhe(userId: string, target: { companyId: string } | { id: string }, input: GheInput) {
      const { values, epis } = checkGhe(input);
      let companyId: string;
      let id: string | null = null;
      if ('id' in target) {
        const row = await reachableGhe(userId, target.id);
        companyId = row.companyId;
        id = row.id;
      } else {
        companyId = target.companyId;
        await inCompany(companyId, userId);
      }
      const clash = (await repo.ghes(companyId)).find((g) => g.code === values.code && g.id !== id);
      if (clash) throw new AppError(409, 'esocial:errors.duplicateGhe', { field: 'code' });
      const row = await repo.saveGhe(id, { ...values, companyId }, epis);
      if (!row) throw new AppError(409, 'esocial:errors.duplicateGhe', { field: 'code' });
      const [view] = await gheViews([row]);
      return view;
    },

    async addWorker(
      userId: string,
      gheId: string,
      input: { workerId: string; startDate: string; endDate?: string | null },
    ) {
      const ghe = await reachableGhe(userId, gheId);
      const worker = await repo.worker(input.workerId);
      if (!worker || worker.companyId !== ghe.companyId) throw field('workerOfAnotherCompany', 'workerId');
      const dates = checkDates(input);
      await refuseOverlap(worker.id, null, dates);
      await repo.addMembership({ gheId, workerId: worker.id, ...dates });
      return this.ghe(userId, gheId);
    },
    /** New dates for a membership (the worker left the GHE, or the start was typed wrong). */
    async updateMembership(
      userId: string,
      gheId: string,
      membershipId: string,
      input: { startDate: string; endDate?: string | null },
    ) {
      await reachableGhe(userId, gheId);
      const current = (await repo.memberships([gheId])).find((m) => m.membership.id === membershipId);
      if (!current) throw notFound('esocial:errors.membershipNotFound');
      const dates = checkDates(input);
      await refuseOverlap(current.worker.id, membershipId, dates);
      await repo.updateMembership(gheId, membershipId, dates);
      return this.ghe(userId, gheId);
    },
    async removeWorker(userId: string, gheId: string, membershipId: string) {
      await reachableGhe(userId, gheId);
      if (!(await repo.removeMembership(gheId, membershipId)).length)
        throw notFound('esocial:errors.workerNotFound');
      return this.ghe(userId, gheId);
    },

    /**
     * The saved measurements the GHE may take: those of every owner and member of its company, any
     * family, searched by description, file name, family name and save day; the newest 100.
     */
    async measurementOptions(userId: string, gheId: string, search = '') {
      const ghe = await reachableGhe(userId, gheId);
      const text = search.trim().toLowerCase();
      const families = text
        ? familyModules
            .filter((m) =>
              [m.family, m.presentation.displayName, m.presentation.shortName, m.catalogue.name].some((n) =>
                n.toLowerCase().includes(text),
              ),
            )
            .map((m) => m.family)
        : [];
      const rows = await repo.companyMeasurements(ghe.companyId, { text, families }, 100);
      return rows.map((r) => ({
        id: r.id,
        domain: r.domain,
        family: r.family,
        fileName: r.fileName,
        description: r.description,
        createdAt: r.createdAt.toISOString(),
        savedBy: `${r.ownerName} ${r.ownerLastName}`.trim(),
        mine: r.ownerId === userId,
        // Heat: the saved analysis (norm and M) the screen asks the metabolic rate from.
        ...(r.domain === 'heat' ? { state: r.state } : {}),
      }));
    },

    /** Adds a saved measurement of a company member; its figures are computed now, from its file. */
    async addMeasurement(
      userId: string,
      gheId: string,
      input: { measurementId: string; metabolicRate?: number | null },
    ) {
      const ghe = await reachableGhe(userId, gheId);
      const m = await repo.measurement(input.measurementId);
      if (!m) throw field('measurementNotFound', 'measurementId');
      if (!(await companies.roleOf(ghe.companyId, m.userId))) throw field('otherCompany', 'measurementId');
      const bytes = await readStoredFile(storage, m.storageKey);
      if (!bytes) throw field('measurementNotFound', 'measurementId');
      let figures: StoredFigures;
      // Heat: the analysis saved with the measurement (its NR-15 Anexo 3 text, increments and M).
      const heat = heatAnalysisOfState(m.state);
      const metabolicRate = input.metabolicRate ?? (m.domain === 'heat' ? heat.metabolicRate : null);
      try {
        const { source, ...rest } = figuresOfFile(
          new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength),
          { file: m.fileName },
          { metabolicRate, heat },
        );
        figures = { ...rest, ...(source.date ? { recordedOn: source.date } : {}) } as StoredFigures;
      } catch (error) {
        return asBadRequest(error);
      }
      await repo.addMeasurement({
        gheId,
        measurementId: m.id,
        domain: m.domain,
        metabolicRate,
        figures,
        addedBy: userId,
      });
      return this.ghe(userId, gheId);
    },
    async removeMeasurement(userId: string, gheId: string, measurementId: string) {
      await reachableGhe(userId, gheId);
      if (!(await repo.removeMeasurement(gheId, measurementId)).length)
        throw field('measurementNotFound', 'measurementId');
      return this.ghe(userId, gheId);
    },

    async agents(userId: string, gheId: string) {
      const [view] = await gheViews([await reachableGhe(userId, gheId)]);
      if (!view) throw notFound('esocial:errors.gheNotFound');
      const { figures, selection, warnings, recorded } = await agentsOf(view, brasiliaToday());
      // Every measurement that gives each code: the candidates a user may choose from.
      const candidates = figures.flatMap((f) => selectAgents([f]).agents.filter((a) => a.source !== null));
      return {
        agents: selection.agents.map((a) => {
          const chosen = selection.chosen.includes(a.code);
          const c = chosen ? recorded.find((r) => r.code === a.code) : undefined;
          return {
            ...a,
            chosen,
            choice: c
              ? {
                  by: [c.chosenByName, c.chosenByLastName].filter(Boolean).join(' ') || null,
                  at: c.createdAt.toISOString(),
                }
              : null,
            candidates: candidates
              .filter((x) => x.code === a.code)
              .map((x) => ({
                measurementId: x.source?.measurementId ?? '',
                file: x.source?.file ?? '',
                date: x.source?.date ?? '',
                intensity: x.intensity,
              })),
          };
        }),
        omitted: selection.omitted,
        warnings,
      };
    },
    /** Back to the default (the highest value) for a code. */
    async unchoose(userId: string, gheId: string, code: string) {
      await reachableGhe(userId, gheId);
      await repo.unchoose(gheId, code);
      return this.agents(userId, gheId);
    },
    async choose(userId: string, gheId: string, choice: { code: string; measurementId: string }) {
      const [view] = await gheViews([await reachableGhe(userId, gheId)]);
      if (!view) throw notFound('esocial:errors.gheNotFound');
      const { figures } = await agentsOf(view, brasiliaToday());
      const gives = figures.some(
        (f) =>
          f.source.measurementId === choice.measurementId &&
          selectAgents([f]).agents.some((a) => a.code === choice.code),
      );
      if (!gives) throw field('notAnAgentOfMeasurement', 'measurementId', { code: choice.code });
      await repo.choose({ gheId, code: choice.code, measurementId: choice.measurementId, chosenBy: userId });
      return this.agents(userId, gheId);
    },

    responsible: (userId: string) => repo.responsible(userId),
    async saveResponsible(userId: string, input: ResponsibleInput) {
      if (!isValidCpf(input.cpf)) throw field('badCpf', 'cpf');
      const uf = input.uf.toUpperCase();
      if (!(UFS as readonly string[]).includes(uf)) throw field('badUf', 'uf');
      if (input.council === 9 && !input.councilDescription?.trim())
        throw field('missing', 'councilDescription');
      return repo.saveResponsible({
        userId,
        cpf: digitsOf(input.cpf),
        council: input.council,
        councilDescription: input.council === 9 ? (input.councilDescription?.trim() ?? null) : null,
        councilNumber: input.councilNumber.trim(),
        uf,
      });
    },
  };
}

/** What esocial_ghe_measurements.figures holds: the figures without their source, and the record's date. */
type StoredFigures = Omit<MeasurementFigures, 'source'> & { recordedOn?: string };

const isRealDate = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

function workerView(row: WorkerRow) {
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

export type EsocialService = ReturnType<typeof createEsocialService>;
