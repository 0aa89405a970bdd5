import { List, Stack, Table, Text } from '@mantine/core';
import { formatInputNumber, unitText } from '@ohp/i18n';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client';
import { type Ghe, useGheAgents } from '../api/esocial-api';
import { AgentChoice, shownDate } from './agent-choice';

const UNITS: Record<number, string> = { 4: 'dB(A)', 5: 'm/s²', 6: 'm/s^1.75', 10: '°C' };

/** The GHE's agents (S-2240), each value with its source and the control to choose another one. */
export function GheAgents({ ghe }: { ghe: Ghe }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const agents = useGheAgents(ghe.id);
  if (agents.isError) return <Text role="alert">{errorMessage(agents.error)}</Text>;
  if (!agents.data) return null;
  const normOf = (measurementId: string | undefined) =>
    ghe.measurements.find((m) => m.measurementId === measurementId)?.figures?.norm;
  return (
    <Stack gap="xs">
      {agents.data.warnings.length > 0 ? (
        <List aria-label={t('esocial:web.ghe.warnings')} c="orange.9">
          {agents.data.warnings.map((w) => (
            <List.Item key={`${w.kind}-${w.measurementId ?? ''}`}>
              {t(`esocial:web.warning.${w.kind}`, { date: shownDate(language, w.date) })}
            </List.Item>
          ))}
        </List>
      ) : null}
      {/* No scroll box: a scrolling region without focusable content fails WCAG (axe scrollable-region-focusable).
          Three columns (technique under the agent, limit under the intensity) so that the cells fit at 390 px. */}
      <Table style={{ overflowWrap: 'break-word' }} verticalSpacing="xs">
        <Table.Caption>{t('esocial:web.ghe.agentsCaption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('esocial:web.agent.code')}</Table.Th>
            <Table.Th>{t('esocial:web.agent.intensity')}</Table.Th>
            <Table.Th>{t('esocial:web.agent.source')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {agents.data.agents.map((a) => {
            const norm = a.code === '02.01.014' ? normOf(a.source?.measurementId) : undefined;
            return (
              <Table.Tr key={a.code}>
                <Table.Td>
                  <Text size="sm" component="span" display="block" style={{ whiteSpace: 'nowrap' }}>
                    {a.code}
                  </Text>{' '}
                  <Text size="sm" component="span" display="block">
                    {t(`esocial:web.agentName.${a.code}`)}
                  </Text>
                  {a.technique ? (
                    <Text size="xs" c="dimmed" component="span" display="block">
                      {t('esocial:web.agent.techniqueIs', { technique: a.technique })}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td>
                  <Text size="sm" component="span" display="block" style={{ whiteSpace: 'nowrap' }}>
                    {a.intensity === null
                      ? '–'
                      : `${formatInputNumber(language, a.intensity)} ${unitText(language, UNITS[a.unit ?? 0] ?? '')}`}
                  </Text>
                  {a.limit === null ? null : (
                    <Text size="xs" component="span" display="block">
                      {t('esocial:web.agent.limitIs', {
                        limit: `${formatInputNumber(language, a.limit)} °C`,
                      })}
                    </Text>
                  )}
                  {norm ? (
                    <Text size="xs" c="dimmed" component="span" display="block">
                      {t(`esocial:web.agent.norm.${norm}`)}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td>
                  <Stack gap={4}>
                    <span>
                      {a.source
                        ? t(a.chosen ? 'esocial:web.agent.sourceChosen' : 'esocial:web.agent.sourceHighest', {
                            file: a.source.file ?? '',
                            date: shownDate(language, a.source.date),
                            report: a.source.reportId ? t('esocial:web.agent.withReport') : '',
                          })
                        : '–'}
                    </span>
                    {a.source ? <AgentChoice gheId={ghe.id} agent={a} /> : null}
                  </Stack>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      {agents.data.omitted.map((o) => (
        <Text key={`${o.reason}-${o.source.file ?? ''}`} size="sm" c="dimmed">
          {t(`esocial:cli.omitted.${o.reason}`, { source: o.source.file ?? '', dose: o.dailyDosePct ?? '' })}
        </Text>
      ))}
    </Stack>
  );
}
