import { NativeSelect, Stack, Text } from '@mantine/core';
import { formatInputNumber, formatLocalDate, fromIsoDate } from '@ohp/i18n';
import { useTranslation } from 'react-i18next';
import { showError } from '../../../components/ui/alert-dialog/alert-store';
import { errorMessage } from '../../../lib/api-client';
import { type GheAgent, useChooseAgentMeasurement } from '../api/esocial-api';

/** A yyyy-mm-dd (or ISO instant) as the language writes dates; '' stays ''. */
export function shownDate(language: string, value: string | undefined | null): string {
  if (!value) return '';
  return formatLocalDate(language, fromIsoDate(value.slice(0, 10))) || value;
}

/**
 * Which measurement stands for an agent of the GHE: the highest by default, or the one the user
 * picks (recorded by the server with who chose it and when, and shown under the control).
 */
export function AgentChoice({ gheId, agent }: { gheId: string; agent: GheAgent }) {
  const { t, i18n } = useTranslation();
  const choose = useChooseAgentMeasurement(gheId);
  const candidates = agent.candidates ?? [];
  const language = i18n.language;
  const current = agent.chosen ? (agent.source?.measurementId ?? '') : '';
  return (
    <Stack gap={4}>
      {candidates.length > 1 || agent.chosen ? (
        <NativeSelect
          size="xs"
          aria-label={t('esocial:web.agent.chooseFor', { code: agent.code })}
          value={current}
          disabled={choose.isPending}
          onChange={(e) =>
            choose.mutate(
              { code: agent.code, measurementId: e.currentTarget.value },
              { onError: (error) => void showError(errorMessage(error)) },
            )
          }
          data={[
            { value: '', label: t('esocial:web.agent.highest') },
            ...candidates.map((c) => ({
              value: c.measurementId,
              label: `${c.file} (${shownDate(language, c.date)}) – ${
                c.intensity === null ? '–' : formatInputNumber(language, c.intensity)
              }`,
            })),
          ]}
        />
      ) : null}
      {agent.choice ? (
        <Text size="xs" data-testid={`choice-${agent.code}`}>
          {t('esocial:web.agent.chosenBy', {
            name: agent.choice.by ?? t('esocial:web.agent.someone'),
            date: formatLocalDate(language, new Date(agent.choice.at)),
          })}
        </Text>
      ) : null}
    </Stack>
  );
}
