import { Alert, Button, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showError } from '../../../../components/ui/alert-dialog/alert-store';
import { errorMessage } from '../../../../lib/api-client';
import { type AgentStatistics, downloadGheReport, type GroupStatistics } from '../api/ghe-statistics-api';
import { figureRows, significant } from '../lib/figures';
import { AihaBand } from './aiha-band';
import { MeasurementsTable } from './measurements-table';
import { ProbabilityPlot } from './probability-plot';

function Figures({ agent, s }: { agent: AgentStatistics; s: GroupStatistics }) {
  const { t, i18n } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={300} scrollAreaProps={{ viewportProps: { tabIndex: 0 } }}>
      <Table>
        <Table.Caption>{t('gheStatistics:title')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('gheStatistics:figure')}</Table.Th>
            <Table.Th>{t('gheStatistics:value')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {figureRows(agent, s, i18n.language).map((row) => (
            <Table.Tr key={row.key}>
              <Table.Th scope="row" fw={400}>
                {t(`gheStatistics:figures.${row.key}`)}
              </Table.Th>
              <Table.Td>{row.text}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function Verdict({ s }: { s: GroupStatistics }) {
  const { t, i18n } = useTranslation();
  const verdict = (v: string | null) => t(`gheStatistics:en689Verdicts.${v ?? 'null'}`);
  return (
    <Stack gap={4}>
      <Title order={5} component="p">
        {t('gheStatistics:verdict')}
      </Title>
      <Text>{t(`gheStatistics:verdictTexts.${s.aihaCategory}`)}</Text>
      <Text size="sm">
        {t('gheStatistics:en689', {
          preliminary: verdict(s.en689Preliminary),
          statistical: verdict(s.en689Statistical),
        })}
      </Text>
      {s.bayes ? (
        <Text size="sm">
          {t('gheStatistics:bayes', {
            value: `${significant(i18n.language, s.bayes.p95AboveOelProbability * 100, 3)} %`,
          })}
        </Text>
      ) : null}
    </Stack>
  );
}

function DownloadReport({ gheId, gheCode, agent }: { gheId: string; gheCode: string; agent: string }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await downloadGheReport(gheId, gheCode, agent);
    } catch (error) {
      void showError(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="light"
      size="xs"
      loading={busy}
      onClick={() => void run()}
      style={{ alignSelf: 'flex-start' }}
    >
      {t('gheStatistics:downloadReport')}
    </Button>
  );
}

/** One agent of a GHE: figures, AIHA band, verdict, probability plot, measurements and the PDF. */
export function AgentStatisticsCard({
  gheId,
  gheCode,
  agent,
}: {
  gheId: string;
  gheCode: string;
  agent: AgentStatistics;
}) {
  const { t, i18n } = useTranslation();
  const s = agent.statistics;
  const headingId = `stats-${gheId}-${agent.agent}`;
  const unit = agent.exchangeRate !== null ? 'dB(A)' : agent.unit;
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={4} size="h5" id={headingId}>
          {t(`gheStatistics:agents.${agent.agent}`)}
        </Title>
        <Text size="sm">
          {t('gheStatistics:oel', { value: `${significant(i18n.language, agent.oel)} ${unit}` })}
        </Text>
        {agent.error ? (
          <Alert color="yellow" role="status">
            {t(agent.error.key, agent.error.values)}
          </Alert>
        ) : null}
        {s ? (
          <>
            <AihaBand category={s.aihaCategory} />
            <Verdict s={s} />
            <Figures agent={agent} s={s} />
            {agent.exchangeRate !== null ? (
              <Text size="xs">{t('gheStatistics:doseNote', { q: agent.exchangeRate })}</Text>
            ) : null}
            <ProbabilityPlot agent={agent} statistics={s} />
            <DownloadReport gheId={gheId} gheCode={gheCode} agent={agent.agent} />
          </>
        ) : null}
        <MeasurementsTable gheId={gheId} agent={agent} />
      </Stack>
    </Paper>
  );
}
