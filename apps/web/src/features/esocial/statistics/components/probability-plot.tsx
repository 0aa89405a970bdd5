import { useComputedColorScheme } from '@mantine/core';
import { probabilityPlotOption, probabilityPlotPrintLook } from '@ohp/reports';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EChart } from '../../../../components/charts/echart';
import type { AgentStatistics, GroupStatistics } from '../api/ghe-statistics-api';
import { fittedLine, significant } from '../lib/figures';
import { plotModules } from './plot-modules';

const darkLook = { text: '#e9ecef', grid: '#495057', points: '#4dabf7', line: '#e9ecef', oel: '#ff8787' };

/** Log values (or dB levels) against normal quantiles with the fitted line and the OEL (same option as the PDF). */
export function ProbabilityPlot({
  agent,
  statistics,
}: {
  agent: AgentStatistics;
  statistics: GroupStatistics;
}) {
  const { t, i18n } = useTranslation();
  const scheme = useComputedColorScheme('light');
  const language = i18n.language;
  const values = agent.measurements
    .filter((m) => !m.excluded && m.value !== null)
    .map((m) => m.value as number);
  const noise = agent.exchangeRate !== null;
  const unit = noise ? 'dB(A)' : agent.unit;
  const option = useMemo(
    () =>
      probabilityPlotOption(
        { values, fitted: fittedLine(agent, statistics), oel: agent.oel, logAxis: !noise },
        {
          score: t('statistics:report.plot.score'),
          value: t('statistics:report.plot.value', { unit }),
          results: t('statistics:report.plot.results'),
          fitted: t('statistics:report.plot.fitted'),
          oel: t('statistics:labels.oel'),
          formatNumber: (v) => significant(language, v, 3),
        },
        scheme === 'dark' ? darkLook : probabilityPlotPrintLook,
      ),
    [values, agent, statistics, noise, unit, t, language, scheme],
  );
  return (
    <EChart
      option={option}
      height={280}
      testId={`probability-plot-${agent.agent}`}
      modules={plotModules}
      ariaLabel={t('gheStatistics:plotAlt', {
        agent: t(`gheStatistics:agents.${agent.agent}`),
        n: values.length,
        oel: `${significant(language, agent.oel)} ${unit}`,
      })}
    />
  );
}
