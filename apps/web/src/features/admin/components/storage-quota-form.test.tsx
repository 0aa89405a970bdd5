import type { AdminUser } from '@ohp/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { StorageQuotaForm } from './storage-quota-form';

const ana: AdminUser = {
  id: '7c1f5c8e-1f0e-4c6a-9a51-0c7f7a0b0001',
  name: 'Ana Souza',
  email: 'ana@example.com',
  company: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  lastSignInAt: null,
  storageUsed: 3 * 1024 * 1024,
  admin: false,
};

function render(answer: (init?: RequestInit) => Response, user: AdminUser = ana) {
  const fetchMock = vi.fn<typeof fetch>(async (_input, init) => answer(init));
  vi.stubGlobal('fetch', fetchMock);
  const onClose = vi.fn();
  renderWithProviders(<StorageQuotaForm user={user} opened onClose={onClose} />);
  const puts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');
  return { fetchMock, onClose, puts };
}

const okAnswer = () =>
  new Response(JSON.stringify({ ok: true }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

describe('storage quota form', () => {
  it('saves a whole number of MB with PUT /api/admin/users/{id}/storage-quota and closes', async () => {
    const { onClose, puts } = render(okAnswer);
    expect(screen.getByText(/Em uso: 3 MiB/)).toBeTruthy();
    await userEvent.click(screen.getByLabelText('Usar a cota padrão da plataforma'));
    await userEvent.type(screen.getByLabelText('Cota (MiB)'), '500');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [url, init] = puts()[0] ?? [];
    expect(String(url)).toContain(`/api/admin/users/${ana.id}/storage-quota`);
    expect(JSON.parse(String(init?.body))).toEqual({ quotaMb: 500 });
  });

  it('sends null to go back to the default quota', async () => {
    const { onClose, puts } = render(okAnswer, { ...ana, storageQuotaMb: 200 } as AdminUser);
    expect((screen.getByLabelText('Cota (MiB)') as HTMLInputElement).value).toBe('200');
    await userEvent.click(screen.getByLabelText('Usar a cota padrão da plataforma'));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(JSON.parse(String(puts()[0]?.[1]?.body))).toEqual({ quotaMb: null });
  });

  it('says what is wrong in the user language and sends nothing for an empty or out-of-range value', async () => {
    const { puts } = render(okAnswer);
    await userEvent.click(screen.getByLabelText('Usar a cota padrão da plataforma'));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Informe a cota em MiB ou escolha a cota padrão')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Cota (MiB)'), '2000000');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('A cota deve estar entre 1 e 1.048.576 MiB')).toBeTruthy();
    expect(puts()).toHaveLength(0);
  });

  it('shows the server refusal and stays open', async () => {
    const { onClose, puts } = render(
      () =>
        new Response(JSON.stringify({ error: 'Usuário não encontrado' }), {
          status: 404,
          headers: { 'content-type': 'application/json' },
        }),
    );
    await userEvent.click(screen.getByLabelText('Usar a cota padrão da plataforma'));
    await userEvent.type(screen.getByLabelText('Cota (MiB)'), '10');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Usuário não encontrado')).toBeTruthy();
    expect(puts()).toHaveLength(1);
    expect(onClose).not.toHaveBeenCalled();
  });
});
