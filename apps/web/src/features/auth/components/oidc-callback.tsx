import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { completeOidcSignIn, OidcCallbackError } from '../api/oidc-sign-in';
import { AuthCardHeader } from './auth-card-header';

function messageOf(error: unknown, t: TFunction): string {
  if (error instanceof OidcCallbackError)
    return t(`auth:oidc.errors.${error.problem}`, { error: error.detail ?? '' });
  // The server's answer is already translated (auth:oidcFailed, oidcUnavailable, oidcDisabled, 429…).
  if (error instanceof ApiError && error.status >= 400) return error.message;
  return t('auth:oidc.errors.network');
}

/**
 * The issuer's redirect lands here (/auth/callback?code&state, or ?error&state). The code is
 * exchanged once (a query keyed by the URL: React's double effects and re-renders share it); on
 * success the session switches to the app, on failure the reason shows with a way back.
 */
export function OidcCallback() {
  const { t } = useTranslation();
  // Read once: the URL is replaced by the app's after the sign-in.
  const [search] = useState(() => window.location.search);
  const exchange = useQuery({
    queryKey: ['auth', 'oidc-callback', search] as const,
    queryFn: () => completeOidcSignIn(search),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    refetchOnMount: false,
    refetchOnReconnect: false,
  });

  if (exchange.isError) {
    return (
      <Stack gap="md" data-testid="oidc-callback-error">
        <AuthCardHeader title={t('auth:oidc.failedTitle')} subtitle={t('auth:oidc.failedSubtitle')} />
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} />} role="alert">
          {messageOf(exchange.error, t)}
        </Alert>
        <Button
          component={Link}
          to={paths.auth.login.getHref()}
          replace
          size="md"
          fullWidth
          leftSection={<IconArrowLeft size={18} />}
        >
          {t('auth:oidc.backToLogin')}
        </Button>
      </Stack>
    );
  }

  return (
    <Stack gap="md" data-testid="oidc-callback-working">
      <AuthCardHeader title={t('auth:oidc.workingTitle')} subtitle={t('auth:oidc.workingSubtitle')} />
      <Group gap="sm">
        <Loader size="sm" />
        <Text c="dimmed">{t('auth:oidc.working')}</Text>
      </Group>
    </Stack>
  );
}
