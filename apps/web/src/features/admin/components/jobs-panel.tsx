import { type JobStatus, jobQueues, jobStates } from '@ohp/contracts';
import { formatLocale } from '@ohp/i18n';
import { Alert, Button, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useJobs } from '../api/get-jobs';
import classes from './admin.module.css';

const waiting = new Set(['created', 'retry']);

/**
 * Background jobs (docs/reliability.md "Several instances"): how many are in each state, and the
 * latest ones with their retries, the next attempt of those waiting and the reason of the last
 * failure (GET /api/admin/jobs; never a job's data).
 */
export function JobsPanel() {
  const { t, i18n } = useTranslation();
  const { data, isError, isFetching, refetch, dataUpdatedAt } = useJobs();
  const locale = formatLocale(i18n.language);
  const when = (iso: string) =>
    new Date(iso).toLocaleString(locale, { dateStyle: 'short', timeStyle: 'short' });
  const queueName = (queue: string) =>
    (jobQueues as readonly string[]).includes(queue) ? t(`jobs:queues.${queue}`) : queue;
  const stateName = (state: string) =>
    (jobStates as readonly string[]).includes(state) ? t(`jobs:states.${state}`) : state;
  const none = t('jobs:noValue');
  const next = (job: JobStatus) => (waiting.has(job.state) ? when(job.startAfter) : none);
  const reason = (job: JobStatus) => (job.state === 'retry' || job.state === 'failed' ? job.error : null);

  return (
    <Stack>
      <Text>{t('jobs:intro')}</Text>
      <Group justify="space-between" align="center">
        <Title order={2} size="h4">
          {t('jobs:summary')}
        </Title>
        <Group gap="sm">
          {dataUpdatedAt > 0 ? (
            <Text size="sm" c="dimmed">
              {t('jobs:updatedAt', {
                time: new Date(dataUpdatedAt).toLocaleTimeString(locale, { timeStyle: 'medium' }),
              })}
            </Text>
          ) : null}
          <Button variant="default" onClick={() => void refetch()} loading={isFetching}>
            {t('jobs:refresh')}
          </Button>
        </Group>
      </Group>
      {isError ? (
        <Alert color="red" role="alert">
          {t('jobs:loadError')}
        </Alert>
      ) : null}
      <SimpleGrid component="dl" cols={{ base: 2, sm: 3, lg: 6 }} className={classes.jobCounts}>
        {jobStates.map((state) => (
          <div key={state} data-testid={`job-count-${state}`}>
            <dt>{t(`jobs:counts.${state}`)}</dt>
            <dd>{data?.counts[state] ?? 0}</dd>
          </div>
        ))}
      </SimpleGrid>
      <Title order={2} size="h4">
        {t('jobs:listTitle')}
      </Title>
      {data && data.jobs.length > 0 ? (
        <div className={classes.tableWrap}>
          <Table striped className={classes.jobsTable}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('jobs:columns.queue')}</Table.Th>
                <Table.Th>{t('jobs:columns.state')}</Table.Th>
                <Table.Th>{t('jobs:columns.retries')}</Table.Th>
                <Table.Th>{t('jobs:columns.created')}</Table.Th>
                <Table.Th>{t('jobs:columns.next')}</Table.Th>
                <Table.Th>{t('jobs:columns.reason')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.jobs.map((job) => (
                <Table.Tr key={job.id} data-testid="job-row">
                  <Table.Td data-label={t('jobs:columns.queue')}>{queueName(job.queue)}</Table.Td>
                  <Table.Td
                    data-label={t('jobs:columns.state')}
                    fw={job.state === 'failed' ? 700 : undefined}
                  >
                    {stateName(job.state)}
                  </Table.Td>
                  <Table.Td data-label={t('jobs:columns.retries')}>
                    {t('jobs:retriesOf', { count: job.retryCount, limit: job.retryLimit })}
                  </Table.Td>
                  <Table.Td data-label={t('jobs:columns.created')}>{when(job.createdOn)}</Table.Td>
                  <Table.Td data-label={t('jobs:columns.next')}>{next(job)}</Table.Td>
                  <Table.Td data-label={t('jobs:columns.reason')} className={classes.jobReason}>
                    {reason(job) ?? none}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
      ) : data ? (
        <Text c="dimmed">{t('jobs:none')}</Text>
      ) : null}
    </Stack>
  );
}
