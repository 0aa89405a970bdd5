import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { showError } from '../../../components/ui/alert-dialog/alert-store';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/use-session';
import { useAcceptInvitation } from '../api/accept-invitation';
import { useDeclineInvitation } from '../api/decline-invitation';
import { useInvitation } from '../api/get-invitation';
import { InvitationSummary } from './invitation-summary';

/** /company/user/invite/{token}, signed in: who invites to what; accept or decline. */
export function InvitationPage({ token }: { token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useSession();
  const invitation = useInvitation(token);
  const accept = useAcceptInvitation();
  const decline = useDeclineInvitation();
  const onError = (error: unknown) => void showError(errorMessage(error));
  const otherAccount =
    invitation.data && user?.email && invitation.data.email.toLowerCase() !== user.email.toLowerCase();

  return (
    <Stack maw={640} gap="lg" data-testid="invitation-page">
      <Title order={1}>{t('organisations:accept.title')}</Title>
      <Paper component="section" p="lg" radius="lg" withBorder aria-label={t('organisations:accept.title')}>
        {invitation.isPending ? <Loader aria-label={t('organisations:common.loading')} /> : null}
        {invitation.isError ? (
          <Stack align="flex-start">
            <Alert color="red" role="alert" title={errorMessage(invitation.error)}>
              {t('organisations:accept.askAgain')}
            </Alert>
            <Button component={Link} to={paths.app.company.getHref()} variant="default">
              {t('organisations:accept.toCompanies')}
            </Button>
          </Stack>
        ) : null}
        {invitation.data ? (
          <Stack gap="md">
            <InvitationSummary invitation={invitation.data} />
            {otherAccount ? (
              <Alert color="orange" role="status">
                {t('organisations:accept.otherAccount', { email: invitation.data.email })}
              </Alert>
            ) : null}
            <Group gap="sm">
              <Button
                loading={accept.isPending}
                onClick={() =>
                  accept.mutate(token, {
                    onSuccess: (company) =>
                      void navigate(`${paths.app.company.getHref()}?company=${company.id}`),
                    onError,
                  })
                }
              >
                {t('organisations:accept.accept')}
              </Button>
              <Button
                variant="default"
                loading={decline.isPending}
                onClick={() => decline.mutate(token, { onSuccess: () => void navigate('/'), onError })}
              >
                {t('organisations:accept.decline')}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Paper>
      <Text size="xs" c="dimmed">
        {t('organisations:accept.note')}
      </Text>
    </Stack>
  );
}
