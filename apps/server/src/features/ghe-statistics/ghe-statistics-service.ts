import type { MeasurementFigures } from '@ohp/esocial';
import {
  computeExposureStatistics,
  computeNoiseStatistics,
  type ExposureStatistics,
  isStatisticsError,
  type NoiseStatistics,
} from '@ohp/exposure';
import type { TranslationValues } from '@ohp/i18n';
import { badRequest, notFound } from '../../http/app-error.ts';
import type { EsocialRepository } from '../esocial/esocial-repository.ts';
import type { EsocialService } from '../esocial/esocial-service.ts';
import type { FileStorage } from '../storage/storage.ts';
import { readStoredFile } from '../storage/stored-gzip.ts';
import type { GheStatisticsRepository } from './ghe-statistics-repository.ts';
import {
  AGENT_BASES,
  type AgentBasis,
  agentsOfFigures,
  STATISTIC_AGENTS,
  type StatisticAgent,
  valueOfFile,
} from './statistic-agents.ts';

export interface StatisticMeasurement {
  measurementId: string;
  fileName: string;
  serialNumber: string | null;
  date: string;
  /** In the agent's unit (dB(A) for noise); null when the measurement gives this agent no value. */
  value: number | null;
  excluded: { reason: string; by: string | null; at: string } | null;
}

export interface AgentStatistics {
  agent: StatisticAgent;
  unit: AgentBasis['unit'];
  oel: number;
  exchangeRate: 3 | 5 | null;
  measurements: StatisticMeasurement[];
  /** Null when the used values cannot give statistics; `error` then says why (translation key). */
  statistics: ExposureStatistics | NoiseStatistics | null;
  error: { key: string; values: TranslationValues } | null;
}

/** The statistics of the used values, or the statistics package's refusal (never NaN). */
export function statisticsOf(
  basis: AgentBasis,
  values: number[],
): Pick<AgentStatistics, 'statistics' | 'error'> {
  try {
    const statistics =
      basis.exchangeRate === null
        ? computeExposureStatistics(values, basis.oel)
        : computeNoiseStatistics(values, basis.oel, basis.exchangeRate);
    return { statistics, error: null };
  } catch (error) {
    if (isStatisticsError(error))
      return { statistics: null, error: { key: error.key, values: error.values } };
    throw error;
  }
}

/**
 * Statistics of a GHE per agent, from its measurements (docs/statistics.md "Where it shows"). Who
 * may see and change them is who may reach the GHE (the eSocial service's rule: company owners and
 * members; anyone else 404).
 */
export function createGheStatisticsService(deps: {
  esocial: EsocialService;
  esocialRepo: EsocialRepository;
  repo: GheStatisticsRepository;
  storage: FileStorage;
}) {
  const { esocial, esocialRepo, repo, storage } = deps;

  async function fileValue(agent: StatisticAgent, measurementId: string): Promise<number | null> {
    const m = await esocialRepo.measurement(measurementId);
    const bytes = m ? await readStoredFile(storage, m.storageKey) : undefined;
    if (!bytes) return null;
    return valueOfFile(agent, new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  }

  async function perAgent(userId: string, gheId: string) {
    const ghe = await esocial.ghe(userId, gheId);
    if (!ghe) throw notFound('esocial:errors.gheNotFound');
    const exclusions = await repo.exclusions(gheId);
    const present = STATISTIC_AGENTS.filter((a) =>
      ghe.measurements.some((m) => agentsOfFigures(m.figures as MeasurementFigures).includes(a)),
    );
    const agents: AgentStatistics[] = [];
    for (const agent of present) {
      const basis = AGENT_BASES[agent];
      const measurements: StatisticMeasurement[] = [];
      for (const m of ghe.measurements) {
        const figures = m.figures as MeasurementFigures;
        if (!agentsOfFigures(figures).includes(agent)) continue;
        const raw = basis.fromFigures ? basis.fromFigures(figures) : await fileValue(agent, m.measurementId);
        const ex = exclusions.find((e) => e.measurementId === m.measurementId);
        measurements.push({
          measurementId: m.measurementId,
          fileName: m.fileName,
          serialNumber: m.serialNumber,
          date: m.date,
          value: raw !== null && Number.isFinite(raw) ? raw : null,
          excluded: ex
            ? {
                reason: ex.reason,
                by: ex.byName === null ? null : `${ex.byName} ${ex.byLastName ?? ''}`.trim(),
                at: ex.excludedAt.toISOString(),
              }
            : null,
        });
      }
      const used = measurements.filter((m) => !m.excluded && m.value !== null).map((m) => m.value as number);
      agents.push({
        agent,
        unit: basis.unit,
        oel: basis.oel,
        exchangeRate: basis.exchangeRate,
        measurements,
        ...statisticsOf(basis, used),
      });
    }
    return { ghe, agents };
  }

  return {
    perAgent,
    async statistics(userId: string, gheId: string) {
      return { agents: (await perAgent(userId, gheId)).agents };
    },
    async exclude(userId: string, gheId: string, measurementId: string, reason: string) {
      const ghe = await esocial.ghe(userId, gheId);
      if (!ghe?.measurements.some((m) => m.measurementId === measurementId))
        throw badRequest('esocial:errors.measurementNotFound', { field: 'measurementId' });
      await repo.exclude({ gheId, measurementId, reason: reason.trim(), excludedBy: userId });
      return this.statistics(userId, gheId);
    },
    async include(userId: string, gheId: string, measurementId: string) {
      await esocial.ghe(userId, gheId);
      await repo.include(gheId, measurementId);
      return this.statistics(userId, gheId);
    },
  };
}

export type GheStatisticsService = ReturnType<typeof createGheStatisticsService>;
