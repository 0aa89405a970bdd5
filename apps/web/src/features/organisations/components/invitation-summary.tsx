import { Stack, Text } from '@mantine/core';
import type { InvitationView } from '@ohp/contracts';
import { Trans, useTranslation } from 'react-i18next';
import { formatLocalDate } from '@ohp/i18n';
import { currentLanguage } from '../../../lib/i18n';

/** "X invites you (e-mail) to company Y", and until when. */
export function InvitationSummary({ invitation }: { invitation: InvitationView }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Text>
        <Trans
          t={t}
          i18nKey="organisations:accept.who"
          values={{ inviter: invitation.invitedBy, company: invitation.companyName }}
          components={{ strong: <strong /> }}
        />
      </Text>
      <Text size="sm" c="dimmed">
        {t('organisations:accept.forEmail', { email: invitation.email })}
      </Text>
      <Text size="sm" c="dimmed">
        {t('organisations:accept.until', {
          date: formatLocalDate(currentLanguage(), new Date(invitation.expiresAt)),
        })}
      </Text>
    </Stack>
  );
}
