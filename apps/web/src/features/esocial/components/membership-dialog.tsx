import { Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/ui/app-modal';
import { DateInput } from '../../../components/ui/date-input';
import { type Ghe, useUpdateMembership } from '../api/esocial-api';
import { checkMembershipDates } from '../lib/membership-dates';
import { DialogActions } from './dialog-actions';

type Membership = Ghe['workers'][number];

/** Edits when a worker entered the GHE (dtIniCondicao) and left it (end date, empty while in it). */
export function MembershipDialog({
  ghe,
  membership,
  onClose,
}: {
  ghe: Ghe;
  membership: Membership;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const update = useUpdateMembership(ghe.id);
  const [startDate, setStartDate] = useState(membership.startDate);
  const [endDate, setEndDate] = useState(membership.endDate ?? '');
  const [submitted, setSubmitted] = useState(false);
  const errors = checkMembershipDates(startDate, endDate);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (errors.startDate || errors.endDate) return;
    update.mutate(
      { membershipId: membership.membershipId, startDate, endDate: endDate || null },
      { onSuccess: onClose },
    );
  };
  const shown = (key: string | undefined, field: string) =>
    submitted && key ? t(key, { field }) : undefined;
  return (
    <AppModal
      opened
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      size="small"
      title={t('esocial:web.membership.title', { name: membership.name, ghe: ghe.code })}
    >
      <form onSubmit={onSubmit} noValidate aria-label={t('esocial:web.membership.form')}>
        <Stack gap="sm">
          <Text size="sm">{t('esocial:web.membership.help')}</Text>
          <DateInput
            label={t('esocial:web.ghe.startDate')}
            value={startDate}
            onChange={setStartDate}
            error={shown(errors.startDate, t('esocial:web.ghe.startDate'))}
            required
          />
          <DateInput
            label={t('esocial:web.membership.endDate')}
            description={t('esocial:web.membership.endHelp')}
            value={endDate}
            onChange={setEndDate}
            error={shown(errors.endDate, t('esocial:web.membership.endDate'))}
          />
          <DialogActions
            error={update.isError ? update.error : null}
            pending={update.isPending}
            onCancel={onClose}
          />
        </Stack>
      </form>
    </AppModal>
  );
}
