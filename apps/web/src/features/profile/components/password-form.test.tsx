import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../lib/i18n';
import { jsonResponse, renderWithProviders } from '../../../testing/render';
import { PasswordForm } from './password-form';

const input = (name: RegExp) => screen.getByLabelText(name, { selector: 'input' });

/** Types by pasting: one change per field keeps these tests fast on a busy machine. */
async function fill(name: RegExp, text: string) {
  await userEvent.click(input(name));
  await userEvent.paste(text);
}

describe('password change form', () => {
  it('shows the required-field message of SPEC §5 and sends nothing', async () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<PasswordForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Alterar senha' }));
    expect(screen.getAllByText('É obrigatório informar esse campo')).toHaveLength(3);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the password rules and 'Passwords must be the same' (in English too)", async () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<PasswordForm />);
    await fill(/^Senha atual/, 'Antiga-123');
    await fill(/^Nova senha/, 'fraca');
    await fill(/^Confirmar nova senha/, 'outra');
    await userEvent.click(screen.getByRole('button', { name: 'Alterar senha' }));
    expect(screen.getByText(/A senha deve ter pelo menos 8 caracteres/)).toBeTruthy();
    expect(screen.getByText('As senhas devem ser iguais')).toBeTruthy();
    await setLanguage('en');
    expect(await screen.findByText('Passwords must be the same')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('POSTs {password, newPassword} and clears the form on success', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(jsonResponse(200, { data: { ok: true } }));
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<PasswordForm />);
    await fill(/^Senha atual/, 'Antiga-123');
    await fill(/^Nova senha/, 'Nova-4567');
    await fill(/^Confirmar nova senha/, 'Nova-4567');
    await userEvent.click(screen.getByRole('button', { name: 'Alterar senha' }));
    await screen.findByRole('alertdialog', { name: 'Sucesso' });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/user/update-password');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ password: 'Antiga-123', newPassword: 'Nova-4567' });
    await waitFor(() => expect((input(/^Senha atual/) as HTMLInputElement).value).toBe(''));
  });

  it("shows the server's translated error (wrong current password)", async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn<typeof fetch>()
        .mockResolvedValue(jsonResponse(400, { error: 'A senha informada está incorreta' })),
    );
    renderWithProviders(<PasswordForm />);
    await fill(/^Senha atual/, 'Errada-123');
    await fill(/^Nova senha/, 'Nova-4567');
    await fill(/^Confirmar nova senha/, 'Nova-4567');
    await userEvent.click(screen.getByRole('button', { name: 'Alterar senha' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Erro' });
    expect(dialog.textContent).toContain('A senha informada está incorreta');
  });
});
