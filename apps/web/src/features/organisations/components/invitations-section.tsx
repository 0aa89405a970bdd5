import { Button, Group, List, Stack, Text, TextInput } from '@mantine/core';
import { type Company, inviteInputSchema, textLimits } from '@ohp/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showError, showSuccess } from '../../../components/ui/alert-dialog/alert-store';
import { errorMessage } from '../../../lib/api-client';
import { formatLocalDate } from '@ohp/i18n';
import { currentLanguage } from '../../../lib/i18n';
import { useCancelInvitation } from '../api/cancel-invitation';
import { useInvitations } from '../api/get-invitations';
import { useInviteUser } from '../api/invite-user';
import { confirmRemoval } from '../lib/confirm';
import { fieldErrors } from '../lib/form-errors';
import { OrganisationCard } from './organisation-card';

/** Invite by e-mail, and the pending invitations with resend and cancel (owners). */
export function InvitationsSection({ company }: { company: Company }) {
  const { t } = useTranslation();
  const invite = useInviteUser();
  const cancel = useCancelInvitation();
  const pending = useInvitations(company.id, company.role === 'owner');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const onError = (failure: unknown) => void showError(errorMessage(failure));

  const send = (address: string, done?: () => void) =>
    invite.mutate(
      { companyId: company.id, email: address },
      {
        onSuccess: () => {
          done?.();
          void showSuccess(t('organisations:invite.sent', { email: address }));
        },
        onError,
      },
    );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = fieldErrors(inviteInputSchema, { email });
    setError(found.email);
    if (!found.email) send(email.trim(), () => setEmail(''));
  };

  const onCancel = async (invitationId: string, address: string) => {
    const ok = await confirmRemoval(
      t('organisations:invite.cancelTitle'),
      t('organisations:invite.cancelText', { email: address }),
      t('organisations:invite.cancel'),
    );
    if (ok) cancel.mutate({ companyId: company.id, invitationId }, { onError });
  };

  const date = (iso: string) => formatLocalDate(currentLanguage(), new Date(iso));

  return (
    <OrganisationCard title={t('organisations:invite.title')} testId="company-invitations">
      <form onSubmit={onSubmit} noValidate aria-label={t('organisations:invite.title')}>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            type="email"
            label={t('organisations:invite.email')}
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            maxLength={textLimits.email}
            error={error ? t(error) : undefined}
            autoComplete="off"
            withAsterisk
            style={{ flex: '1 1 220px' }}
          />
          <Button type="submit" loading={invite.isPending}>
            {t('organisations:invite.send')}
          </Button>
        </Group>
      </form>
      <Stack gap="xs">
        <Text size="sm" fw={600}>
          {t('organisations:invite.pending')}
        </Text>
        {pending.data && pending.data.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('organisations:invite.none')}
          </Text>
        ) : null}
        <List listStyleType="none" spacing="xs">
          {(pending.data ?? []).map((p) => (
            <List.Item key={p.id}>
              <Group justify="space-between" gap="xs" wrap="wrap">
                <div>
                  <Text size="sm">{p.email}</Text>
                  <Text size="xs" c="dimmed">
                    {t('organisations:invite.expires', { date: date(p.expiresAt) })}
                  </Text>
                </div>
                <Group gap="xs">
                  <Button
                    size="xs"
                    variant="default"
                    onClick={() => send(p.email)}
                    aria-label={t('organisations:invite.resendTo', { email: p.email })}
                  >
                    {t('organisations:invite.resend')}
                  </Button>
                  <Button
                    size="xs"
                    color="red"
                    variant="light"
                    onClick={() => void onCancel(p.id, p.email)}
                    aria-label={t('organisations:invite.cancelTo', { email: p.email })}
                  >
                    {t('organisations:invite.cancel')}
                  </Button>
                </Group>
              </Group>
            </List.Item>
          ))}
        </List>
      </Stack>
    </OrganisationCard>
  );
}
