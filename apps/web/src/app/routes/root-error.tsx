import { Button, Code, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';

/** Status text or message of whatever the router caught. */
export function routeErrorMessage(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    const detail = typeof error.data === 'string' ? error.data : '';
    return [`${error.status} ${error.statusText}`.trim(), detail].filter(Boolean).join(' — ');
  }
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : '';
}

/** The router's failure screen: 'Unexpected Application Error!' with the status text or message. */
export function RootErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  const message = routeErrorMessage(error);
  return (
    <Stack h="100%" align="center" justify="center" gap="md" p="xl" role="alert" data-testid="route-error">
      <ThemeIcon size={64} radius="xl" variant="light" color="red">
        <IconAlertTriangle size={36} stroke={1.6} />
      </ThemeIcon>
      <Title order={1} fz="calc(1.75rem * var(--mantine-scale))">
        {t('errors:unexpectedApplicationError')}
      </Title>
      {message ? (
        <Code block data-testid="route-error-message" maw="60rem">
          {message}
        </Code>
      ) : null}
      <Text c="dimmed" ta="center">
        {t('common:errorScreen.hint')}
      </Text>
      <Button component="a" href="/">
        {t('common:errorScreen.home')}
      </Button>
    </Stack>
  );
}
