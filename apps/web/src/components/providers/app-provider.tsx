import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { AlertDialog } from '../ui/alert-dialog/alert-dialog';
import { GlobalLoadingOverlay } from '../ui/loading-overlay';
import { colorSchemeManager, defaultTheme } from '../../lib/color-scheme';
import { i18next } from '../../lib/i18n';
import { queryClient as defaultQueryClient } from '../../lib/query-client';
import { cssVariablesResolver, theme } from '../../lib/theme';

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
      <MantineProvider
        theme={theme}
        cssVariablesResolver={cssVariablesResolver}
        defaultColorScheme={defaultTheme}
        colorSchemeManager={colorSchemeManager()}
        env={env}
      >
        <QueryClientProvider client={queryClient}>
          {children}
          <GlobalLoadingOverlay />
          <AlertDialog />
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>
  );
}
