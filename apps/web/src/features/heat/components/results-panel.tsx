import { Alert, List, Paper, Stack, Table, Title } from '@mantine/core';
import { regimeKey } from '@ohp/reports/heat/regime-key';
import { useTranslation } from 'react-i18next';
import { formatDecimal, formatTemperature } from '../lib/format';
import type { HeatResults } from '../lib/heat-results';
import { metabolicUnitOf } from '../lib/report-state';
import classes from './heat.module.css';

// The results of the options as they are now: IBUTG, M, limit, action level, regime, judgement and
// the recommended action, then every validity flag and warning.

const judgementColor = {
  acceptable: 'green',
  above_action_level: 'yellow',
  uncertainty: 'orange',
  above_limit: 'red',
} as const;

export function ResultsPanel({ results, unit }: { results: HeatResults; unit: 'C' | 'F' }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  if (!results.ok)
    return (
      <Paper p="lg" radius="lg" className={classes.card} id="heat-results" data-testid="heat-results">
        <Title order={2} size="h4" mb="md">
          {t('heat:screen.results')}
        </Title>
        <Alert color="gray" data-testid="heat-results-reason">
          {t(results.reason.key, results.reason.values)}
        </Alert>
      </Paper>
    );
  const r = results.assessment;
  const mUnit = metabolicUnitOf(r.norm);
  const temp = (v: number | null) => (v === null ? '-' : formatTemperature(v, unit, lang));
  const rows: [string, string, string?][] = [
    [t('heat:cli.ibutg'), temp(r.ibutg), 'heat-ibutg'],
    [t('heat:cli.ibutgMeasured'), temp(r.ibutgMeasured)],
    [
      t('heat:cli.metabolicRate'),
      r.metabolicRate === null ? '-' : `${formatDecimal(r.metabolicRate, lang, 0)} ${mUnit}`,
    ],
    [t('heat:cli.limit'), temp(r.limit), 'heat-limit'],
    [t('heat:cli.actionLevel'), temp(r.actionLevel)],
    ...(r.regime === null ? [] : [[t('heat:cli.regime'), t(regimeKey(r.regime))] as [string, string]]),
    [t('heat:cli.nr15Applicable'), r.nr15Applicable ? t('heat:cli.yes') : t('heat:cli.no')],
    [t('heat:cli.insalubrious'), r.insalubrious ? t('heat:cli.yes') : t('heat:cli.no')],
    [t('heat:cli.judgement'), t(`heat:judgement.${r.judgement}`), 'heat-judgement'],
    [t('heat:cli.action'), t(r.recommendedAction)],
  ];
  const flags = [
    ...(results.series?.flags ?? []).map((f) => t(`heat:flag.${f.kind}`, flagValues(f))),
    ...r.warnings.map((w) => t(`heat:warning.${w}`, { minutes: Math.round(r.minutes * 10) / 10 })),
  ];
  return (
    <Paper p="lg" radius="lg" className={classes.card} id="heat-results" data-testid="heat-results">
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('heat:screen.results')}
        </Title>
        <Alert color={judgementColor[r.judgement]} variant="light" title={t(`heat:judgement.${r.judgement}`)}>
          {t(r.recommendedAction)}
        </Alert>
        <div className={classes.tableWrap}>
          <Table className={classes.resultsTable}>
            <Table.Tbody>
              {rows.map(([label, value, id]) => (
                <Table.Tr key={label}>
                  <Table.Th scope="row">{label}</Table.Th>
                  <Table.Td className={classes.mono} data-testid={id}>
                    {value}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
        {flags.length > 0 ? (
          <List size="sm" data-testid="heat-flags">
            {flags.map((f) => (
              <List.Item key={f}>{f}</List.Item>
            ))}
          </List>
        ) : null}
      </Stack>
    </Paper>
  );
}

function flagValues(f: { kind: string } & Record<string, unknown>): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(f)) if (typeof v === 'number') out[k] = Math.round(v * 10) / 10;
  if (typeof f.firstLine === 'number') out.line = f.firstLine;
  return out;
}
