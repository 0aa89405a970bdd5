import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../lib/i18n';
import { jsonResponse, renderWithProviders } from '../../../testing/render';
import { JobsPanel } from './jobs-panel';

const summary = {
  counts: { created: 1, retry: 1, failed: 1, completed: 12 },
  jobs: [
    {
      id: 'j1',
      queue: 'mail',
      state: 'retry',
      retryCount: 2,
      retryLimit: 7,
      createdOn: '2026-11-28T10:00:00.000Z',
      startAfter: '2026-11-28T10:03:20.000Z',
      completedOn: null,
      error: '421 Service not available, try again later',
    },
    {
      id: 'j2',
      queue: 'push',
      state: 'failed',
      retryCount: 5,
      retryLimit: 5,
      createdOn: '2026-11-28T09:00:00.000Z',
      startAfter: '2026-11-28T09:20:00.000Z',
      completedOn: '2026-11-28T09:20:01.000Z',
      error: 'push service https://fcm.googleapis.com answered 503',
    },
    {
      id: 'j3',
      queue: 'certificate-check',
      state: 'completed',
      retryCount: 0,
      retryLimit: 2,
      createdOn: '2026-11-28T06:00:00.000Z',
      startAfter: '2026-11-28T06:00:00.000Z',
      completedOn: '2026-11-28T06:00:02.000Z',
      error: null,
    },
  ],
};

afterEach(async () => {
  vi.unstubAllGlobals();
  await setLanguage('pt-BR');
});

const cell = (row: HTMLElement, label: string) => {
  const found = within(row)
    .getAllByRole('cell')
    .find((c) => c.getAttribute('data-label') === label);
  if (!found) throw new Error(`no cell ${label}`);
  return found.textContent;
};

describe('admin: background jobs', () => {
  it('shows counts by state, each job with its retries, next attempt and failure reason (pt-BR)', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => jsonResponse(200, { data: summary }));
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<JobsPanel />);
    const rows = await screen.findAllByTestId('job-row');
    expect(String(fetchMock.mock.calls[0]?.[0])).toMatch(/\/api\/admin\/jobs$/);
    expect(screen.getByTestId('job-count-failed').textContent).toBe('Com falha1');
    expect(screen.getByTestId('job-count-completed').textContent).toBe('Concluídas12');
    expect(screen.getByTestId('job-count-active').textContent).toBe('Em execução0');

    const [retried, failed, done] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(cell(retried, 'Tarefa')).toBe('E-mail');
    expect(cell(retried, 'Situação')).toBe('Aguardando nova tentativa');
    expect(cell(retried, 'Repetições')).toBe('2 de 7');
    expect(cell(retried, 'Próxima tentativa')).toBe(
      new Date(summary.jobs[0]?.startAfter ?? '').toLocaleString('pt-BR', {
        dateStyle: 'short',
        timeStyle: 'short',
      }),
    );
    expect(cell(retried, 'Motivo da última falha')).toBe('421 Service not available, try again later');
    expect(cell(failed, 'Tarefa')).toBe('Notificação push');
    expect(cell(failed, 'Situação')).toBe('Falhou');
    expect(cell(failed, 'Próxima tentativa')).toBe('—');
    expect(cell(failed, 'Motivo da última falha')).toBe(
      'push service https://fcm.googleapis.com answered 503',
    );
    expect(cell(done, 'Tarefa')).toBe('Verificação de certificados de calibração');
    expect(cell(done, 'Motivo da última falha')).toBe('—');

    // Refresh asks again.
    await userEvent.click(screen.getByRole('button', { name: 'Atualizar' }));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
  });

  it('is translated (en, es); says when there are none, and when the list cannot be loaded', async () => {
    await setLanguage('en');
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => jsonResponse(200, { data: summary })),
    );
    const first = renderWithProviders(<JobsPanel />);
    const [row] = await screen.findAllByTestId('job-row');
    expect(cell(row as HTMLElement, 'State')).toBe('Waiting to retry');
    expect(cell(row as HTMLElement, 'Retries')).toBe('2 of 7');
    first.unmount();

    await setLanguage('es');
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => jsonResponse(200, { data: { counts: {}, jobs: [] } })),
    );
    const second = renderWithProviders(<JobsPanel />);
    expect(await screen.findByText('Ninguna tarea en los últimos 7 días.')).toBeTruthy();
    expect(screen.getByTestId('job-count-created').textContent).toBe('Pendientes0');
    second.unmount();

    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => jsonResponse(503, { error: 'Banco de dados indisponível' })),
    );
    renderWithProviders(<JobsPanel />);
    expect(
      await screen.findByText(
        'No se pudieron cargar las tareas. Inténtelo de nuevo en unos instantes.',
        undefined,
        {
          timeout: 10_000,
        },
      ),
    ).toBeTruthy();
  });
});
