import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { FaqPanel } from './faq-panel';

const stored = {
  'pt-BR': [{ question: 'Como conecto?', answer: 'Pelo cabo USB.' }],
  en: [{ question: 'How do I connect?', answer: 'With the USB cable.' }],
  es: [],
};

describe('FAQ editor', () => {
  it('edits one language, refuses an empty answer, and saves every language with PUT', async () => {
    const fetchMock = vi.fn<typeof fetch>(async (_input, init) =>
      init?.method === 'PUT'
        ? new Response(JSON.stringify({ ok: true }), {
            status: 200,
            headers: { 'content-type': 'application/json' },
          })
        : new Response(JSON.stringify({ data: stored }), {
            status: 200,
            headers: { 'content-type': 'application/json' },
          }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<FaqPanel />);
    expect(((await screen.findByLabelText(/Pergunta 1/)) as HTMLInputElement).value).toBe('Como conecto?');

    await userEvent.click(screen.getByText('Español'));
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar pergunta' }));
    await userEvent.type(screen.getByLabelText(/Pergunta 1/), '¿Dónde está la tienda?');
    // The answer is still empty: saving is not offered and the field says why.
    expect((screen.getByRole('button', { name: 'Salvar perguntas' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(screen.getAllByText('É obrigatório informar esse campo').length).toBeGreaterThan(0);
    await userEvent.type(screen.getByLabelText(/Resposta 1/), 'En el menú.');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar perguntas' }));
    expect(await screen.findByText('Perguntas salvas')).toBeTruthy();

    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(String(put?.[0])).toContain('/api/admin/support/faq');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({
      ...stored,
      es: [{ question: '¿Dónde está la tienda?', answer: 'En el menú.' }],
    });
  });

  it('removes a question', async () => {
    const fetchMock = vi.fn<typeof fetch>(
      async () =>
        new Response(JSON.stringify({ data: stored }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<FaqPanel />);
    await userEvent.click(await screen.findByRole('button', { name: 'Remover a pergunta 1' }));
    await waitFor(() => expect(screen.queryAllByTestId('faq-entry')).toHaveLength(0));
  });
});
