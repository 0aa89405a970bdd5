import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../../lib/api-client';
import { useGheStatistics } from '../api/ghe-statistics-api';
import { AgentStatisticsCard } from './agent-statistics-card';

/** The exposure statistics of a GHE, one card per agent (docs/statistics.md "Where it shows"). */
export function GheStatistics({ gheId, gheCode }: { gheId: string; gheCode: string }) {
  const { t } = useTranslation();
  const stats = useGheStatistics(gheId);
  const agents = stats.data?.agents ?? [];
  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        {t('gheStatistics:title')}
      </Title>
      <Text size="sm">{t('gheStatistics:intro')}</Text>
      {stats.isError ? <Text role="alert">{errorMessage(stats.error)}</Text> : null}
      {stats.isPending ? <Text size="sm">{t('gheStatistics:loading')}</Text> : null}
      {stats.data && agents.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('gheStatistics:none')}
        </Text>
      ) : null}
      {agents.map((a) => (
        <AgentStatisticsCard key={a.agent} gheId={gheId} gheCode={gheCode} agent={a} />
      ))}
    </Stack>
  );
}
