import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { useGhes, useWorkers } from '../api/esocial-api';
import { GheCard } from './ghe-card';
import { GheForm } from './ghe-form';

/** "GHE": the company's exposure groups, their workers, measurements and agents. */
export function GhePanel({ companyId }: { companyId: string }) {
  const { t } = useTranslation();
  const ghes = useGhes(companyId);
  const workers = useWorkers(companyId);
  return (
    <Stack gap="md">
      <Alert color="blue" title={t('esocial:web.unsignedTitle')}>
        {t('esocial:web.unsigned')}
      </Alert>
      <GheForm companyId={companyId} />
      {ghes.isError ? <Text role="alert">{errorMessage(ghes.error)}</Text> : null}
      {ghes.data && ghes.data.length === 0 ? (
        <Text c="dimmed" data-testid="ghe-empty">
          {t('esocial:web.ghe.none')}
        </Text>
      ) : null}
      {workers.data && workers.data.length === 0 ? (
        <Text c="dimmed" data-testid="ghe-no-workers">
          <Trans
            i18nKey="esocial:web.ghe.noCompanyWorkers"
            components={{ workers: <Anchor component={Link} underline="always" to="/company/workers" /> }}
          />
        </Text>
      ) : null}
      {(ghes.data ?? []).map((g) => (
        <GheCard key={g.id} ghe={g} workers={workers.data ?? []} />
      ))}
    </Stack>
  );
}
