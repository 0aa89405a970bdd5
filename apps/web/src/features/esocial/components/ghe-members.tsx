import { Button, Group, List, NativeSelect, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../../components/ui/date-input';
import { showAlert, showError } from '../../../components/ui/alert-dialog/alert-store';
import { errorMessage } from '../../../lib/api-client';
import { escapeHtml } from '../../../lib/escape-html';
import { type Ghe, type Worker, useAddGheWorker, useRemoveGheWorker } from '../api/esocial-api';
import { checkMembershipDates } from '../lib/membership-dates';
import { shownDate } from './agent-choice';
import { MembershipDialog } from './membership-dialog';

function AssignWorker({ ghe, workers }: { ghe: Ghe; workers: Worker[] }) {
  const { t } = useTranslation();
  const add = useAddGheWorker(ghe.id);
  const [workerId, setWorkerId] = useState('');
  const [startDate, setStartDate] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const error = checkMembershipDates(startDate, '').startDate;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (error) return;
    add.mutate(
      { workerId, startDate },
      {
        onSuccess: () => {
          setWorkerId('');
          setStartDate('');
          setSubmitted(false);
        },
        onError: (e) => void showError(errorMessage(e)),
      },
    );
  };
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('esocial:web.ghe.assignWorker')}>
      <Group gap="sm" align="flex-start" wrap="wrap">
        <NativeSelect
          label={t('esocial:web.ghe.worker')}
          value={workerId}
          onChange={(e) => setWorkerId(e.currentTarget.value)}
          data={[
            { value: '', label: t('esocial:web.ghe.pickWorker') },
            ...workers.filter((w) => w.active).map((w) => ({ value: w.id, label: `${w.name} (${w.cpf})` })),
          ]}
          required
        />
        <DateInput
          label={t('esocial:web.ghe.startDate')}
          value={startDate}
          onChange={setStartDate}
          error={submitted && error ? t(error, { field: t('esocial:web.ghe.startDate') }) : undefined}
          required
        />
        <Button type="submit" variant="light" mt={24} loading={add.isPending} disabled={!workerId}>
          {t('esocial:web.ghe.assign')}
        </Button>
      </Group>
    </form>
  );
}

/** The GHE's workers with the dates of each membership (editable), and the form to add one. */
export function GheMembers({ ghe, workers }: { ghe: Ghe; workers: Worker[] }) {
  const { t, i18n } = useTranslation();
  const [editing, setEditing] = useState<string | null>(null);
  const membership = ghe.workers.find((w) => w.membershipId === editing);
  const remove = useRemoveGheWorker(ghe.id);
  const period = (w: Ghe['workers'][number]) => ({
    start: shownDate(i18n.language, w.startDate),
    end: w.endDate ? shownDate(i18n.language, w.endDate) : '…',
  });
  async function confirmRemove(w: Ghe['workers'][number]) {
    const choice = await showAlert({
      title: t('esocial:web.membership.removeTitle'),
      text: escapeHtml(
        t(w.endDate ? 'esocial:web.membership.removeText' : 'esocial:web.membership.removeTextOpen', {
          name: w.name,
          ghe: ghe.code,
          ...period(w),
        }),
      ),
      icon: 'warning',
      buttons: [
        { label: t('esocial:web.membership.cancel') },
        { label: t('esocial:web.membership.confirmRemove'), variant: 'danger' },
      ],
    });
    if (choice !== 1) return;
    remove.mutate(w.membershipId, { onError: (e) => void showError(errorMessage(e)) });
  }
  return (
    <Stack gap="xs">
      {ghe.workers.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('esocial:web.ghe.noWorkers')}
        </Text>
      ) : null}
      <List size="sm" spacing={4}>
        {ghe.workers.map((w) => (
          <List.Item key={w.membershipId}>
            <Group gap="xs" wrap="wrap">
              <span>{t('esocial:web.ghe.membership', { name: w.name, ...period(w) })}</span>
              <Button
                variant="subtle"
                size="compact-xs"
                onClick={() => setEditing(w.membershipId)}
                aria-label={t('esocial:web.membership.editFor', { name: w.name })}
              >
                {t('esocial:web.membership.edit')}
              </Button>
              <Button
                variant="subtle"
                size="compact-xs"
                onClick={() => void confirmRemove(w)}
                loading={remove.isPending && remove.variables === w.membershipId}
                aria-label={t('esocial:web.membership.removeFor', { name: w.name, ghe: ghe.code })}
              >
                {t('esocial:web.membership.remove')}
              </Button>
            </Group>
          </List.Item>
        ))}
      </List>
      {membership ? (
        <MembershipDialog ghe={ghe} membership={membership} onClose={() => setEditing(null)} />
      ) : null}
      <AssignWorker ghe={ghe} workers={workers} />
    </Stack>
  );
}
