import { Button, Divider, Stack, Text } from '@mantine/core';
import type { OidcConfig } from '@ohp/contracts';
import { IconBrandGoogle, IconKey } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showError } from '../../../components/ui/alert-dialog/alert-store';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useOidcConfig } from '../api/get-oidc-config';
import { beginOidcSignIn } from '../api/oidc-sign-in';
import { canUsePkce } from '../oidc/pkce';

const isGoogle = (config: Extract<OidcConfig, { enabled: true }>) =>
  new URL(config.issuer).hostname === 'accounts.google.com';

/**
 * Third-party sign-in (SPEC §2). Hidden when the server has no OIDC client (nothing the user could
 * do about it); shown disabled with the reason when the issuer cannot be reached or this page
 * cannot hash (no https). `rememberMe` is carried across the redirect.
 */
export function OidcButton({ rememberMe }: { rememberMe: boolean }) {
  const { t } = useTranslation();
  const config = useOidcConfig();
  const [leaving, setLeaving] = useState(false);

  if (config.isPending || (config.data && !config.data.enabled)) return null;

  const enabled = config.data?.enabled ? config.data : undefined;
  let problem: string | undefined;
  if (config.isError)
    problem =
      config.error instanceof ApiError && config.error.status >= 400
        ? config.error.message
        : t('auth:oidcUnavailable');
  else if (!canUsePkce()) problem = t('auth:oidc.errors.insecure');

  const onClick = () => {
    if (!enabled) return;
    setLeaving(true);
    beginOidcSignIn(enabled, rememberMe).catch((error: unknown) => {
      setLeaving(false);
      void showError(errorMessage(error));
    });
  };

  return (
    <>
      <Divider label={t('app:auth.login.or')} labelPosition="center" />
      <Stack gap={6}>
        <Button
          variant="default"
          size="md"
          fullWidth
          leftSection={enabled && isGoogle(enabled) ? <IconBrandGoogle size={18} /> : <IconKey size={18} />}
          disabled={!enabled || problem !== undefined}
          loading={leaving}
          onClick={onClick}
          data-testid="oidc-sign-in"
        >
          {enabled && isGoogle(enabled) ? t('app:auth.login.google') : t('auth:oidc.signIn')}
        </Button>
        {problem ? (
          <Text size="sm" c="dimmed" ta="center" data-testid="oidc-unavailable">
            {problem}
          </Text>
        ) : null}
      </Stack>
    </>
  );
}
