// The GHE report PDF of one agent: the statistics report builder of @ohp/reports fed from the
// GHE (group, workers, measurements with sources and exclusions) and the same figures as the screen.
import { type Language, translate } from '@ohp/i18n';
import { buildStatisticsReport, type StatisticsReportInput } from '@ohp/reports';
import { renderPdf } from '@ohp/reports/render/node';
import { badRequest } from '../../http/app-error.ts';
import type { AgentStatistics } from './ghe-statistics-service.ts';

interface GheFacts {
  code: string;
  name: string;
  sector: string;
  activities: string;
  workers: { name: string; endDate: string | null }[];
}

export function reportInputOf(
  language: Language,
  ghe: GheFacts,
  companyName: string | undefined,
  agent: AgentStatistics,
  now = new Date(),
): StatisticsReportInput {
  if (!agent.statistics)
    throw badRequest(agent.error?.key ?? 'statistics:errors.outOfRange', agent.error?.values);
  const source = (m: AgentStatistics['measurements'][number]) =>
    [m.fileName, m.serialNumber].filter(Boolean).join(' · ');
  return {
    language,
    generatedAt: now,
    group: {
      name: `${ghe.code} – ${ghe.name}`,
      description: ghe.activities,
      ...(companyName ? { company: companyName } : {}),
      sector: ghe.sector,
    },
    workers: ghe.workers.filter((w) => w.endDate === null).map((w) => w.name),
    agent: { name: translate(language, `gheStatistics:agents.${agent.agent}`), unit: agent.unit },
    oel: agent.oel,
    ...(agent.exchangeRate !== null ? { noise: { exchangeRate: agent.exchangeRate } } : {}),
    measurements: agent.measurements
      .filter((m) => m.value !== null)
      .map((m) => ({
        value: m.value as number,
        date: m.date,
        source: source(m),
        ...(m.excluded ? { excludedReason: m.excluded.reason } : {}),
      })),
    statistics: agent.statistics,
  };
}

export function renderGheReport(input: StatisticsReportInput): Promise<Buffer> {
  return renderPdf(buildStatisticsReport(input));
}
