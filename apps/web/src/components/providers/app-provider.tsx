import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { AlertDialog } from '../ui/alert-dialog/alert-dialog';
import { GlobalLoadingOverlay } from '../ui/loading-overlay';
import { colorSchemeManager, defaultTheme } from '../../lib/color-scheme';
import { i18next } from '../../lib/i18n';
import { queryClient as defaultQueryClient } from '../../lib/query-client';
import { localizedTheme } from '../../lib/localized-theme';
import { cssVariablesResolver } from '../../lib/theme';

interface AppProviderProps {
  children: ReactNode;
  queryClient?: QueryClient;
  /** 'test' disables Mantine transitions and portals delays (unit tests). */
  env?: 'default' | 'test';
}

export function AppProvider({
  children,
  queryClient = defaultQueryClient,
  env = 'default',
}: AppProviderProps) {
  return (
    <I18nextProvider i18n={i18next}>
      <LocalizedMantine env={env}>
        <QueryClientProvider client={queryClient}>
          {children}
          <GlobalLoadingOverlay />
          <AlertDialog />
        </QueryClientProvider>
      </LocalizedMantine>
    </I18nextProvider>
  );
}

/** Mantine with the theme of the current language (its number inputs' decimal separator). */
function LocalizedMantine({ children, env }: { children: ReactNode; env: 'default' | 'test' }) {
  const { t, i18n } = useTranslation('common');
  const schemeManager = useMemo(() => colorSchemeManager(), []);
  return (
    <MantineProvider
      theme={localizedTheme(i18n.language, { passwordVisibility: t('controls.passwordVisibility') })}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme={defaultTheme}
      colorSchemeManager={schemeManager}
      env={env}
    >
      {children}
    </MantineProvider>
  );
}
