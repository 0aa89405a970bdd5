import { render } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { AppProvider } from '../components/providers/app-provider';
import { createQueryClient } from '../lib/query-client';

/** Renders inside the real providers (Mantine in test mode, a fresh query client, i18n, alert, overlay). */
export function renderWithProviders(ui: ReactElement, queryClient: QueryClient = createQueryClient()) {
  return render(
    <AppProvider env="test" queryClient={queryClient}>
      {ui}
    </AppProvider>,
  );
}

/** A fetch stub answering with JSON; records the calls. */
export function jsonResponse(status: number, body: unknown, init: ResponseInit = {}): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
    ...init,
  });
}
