import { Alert, Button, Group, Loader, Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useInvitation } from '../api/get-invitation';
import { rememberInvitation } from '../lib/pending-invitation';
import { InvitationSummary } from './invitation-summary';

/**
 * /company/user/invite/{token} before signing in: the invitation, and the way through sign-in or
 * registration; the token is remembered so the app comes back to it once signed in.
 */
export function InvitationVisitorPage({ token }: { token: string }) {
  const { t } = useTranslation();
  const invitation = useInvitation(token);
  const remember = () => rememberInvitation(token);
  return (
    <Paper
      component="main"
      p="lg"
      radius="lg"
      withBorder
      maw={560}
      mx="auto"
      data-testid="invitation-visitor"
    >
      <Stack gap="md">
        <Title order={1} size="h3">
          {t('organisations:accept.title')}
        </Title>
        {invitation.isPending ? <Loader aria-label={t('organisations:common.loading')} /> : null}
        {invitation.isError ? (
          <Alert color="red" role="alert" title={errorMessage(invitation.error)}>
            {t('organisations:accept.askAgain')}
          </Alert>
        ) : null}
        {invitation.data ? (
          <>
            <InvitationSummary invitation={invitation.data} />
            <Alert color="blue" role="status">
              {t('organisations:accept.signInFirst', { email: invitation.data.email })}
            </Alert>
            <Group gap="sm">
              <Button component={Link} to={paths.auth.login.getHref()} onClick={remember}>
                {t('organisations:accept.signIn')}
              </Button>
              <Button
                component={Link}
                to={paths.auth.register.getHref()}
                variant="default"
                onClick={remember}
              >
                {t('organisations:accept.register')}
              </Button>
            </Group>
          </>
        ) : null}
      </Stack>
    </Paper>
  );
}
