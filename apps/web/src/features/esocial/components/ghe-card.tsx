import { Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Ghe, Worker } from '../api/esocial-api';
import { AddMeasurement } from './add-measurement';
import { shownDate } from './agent-choice';
import { GheAgents } from './ghe-agents';
import { GheForm } from './ghe-form';
import { GheMembers } from './ghe-members';
import { GheStatistics } from '../statistics/components/ghe-statistics';

/** One GHE: its data, workers with dates, measurements and the agents the S-2240 reports. */
export function GheCard({ ghe, workers }: { ghe: Ghe; workers: Worker[] }) {
  const { t, i18n } = useTranslation();
  const [editing, setEditing] = useState(false);
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={`ghe-${ghe.id}`}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4" id={`ghe-${ghe.id}`}>
            {ghe.code} – {ghe.name}
          </Title>
          <Button variant="subtle" size="xs" onClick={() => setEditing(!editing)}>
            {t(editing ? 'esocial:web.ghe.closeEdit' : 'esocial:web.ghe.edit')}
          </Button>
        </Group>
        <Text size="sm">
          {ghe.sector} · {ghe.activities}
        </Text>
        {editing ? (
          <GheForm companyId={ghe.companyId} id={ghe.id} initial={ghe} onDone={() => setEditing(false)} />
        ) : null}
        <Title order={3} size="h5">
          {t('esocial:web.ghe.workers')}
        </Title>
        <GheMembers ghe={ghe} workers={workers} />
        <Title order={3} size="h5">
          {t('esocial:web.ghe.measurements')}
        </Title>
        <List size="sm">
          {ghe.measurements.map((m) => (
            <List.Item key={m.measurementId}>
              {m.fileName} – {t(`esocial:web.domain.${m.domain}`)} – {shownDate(i18n.language, m.date)}
              {m.figures?.norm ? ` – ${t(`esocial:web.agent.norm.${m.figures.norm}`)}` : ''}
            </List.Item>
          ))}
        </List>
        <AddMeasurement ghe={ghe} />
        <Title order={3} size="h5">
          {t('esocial:web.ghe.agents')}
        </Title>
        <GheAgents ghe={ghe} />
        <GheStatistics gheId={ghe.id} gheCode={ghe.code} />
      </Stack>
    </Card>
  );
}
