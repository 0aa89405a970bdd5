import type { User } from '@ohp/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../testing/render';
import { PersonalDataForm } from './personal-data-form';

const user: User = {
  id: 'u1',
  email: 'ana@empresa.com.br',
  name: 'Ana',
  lastName: 'Souza',
  document: '52998224725',
  phone: '+55 11 91234-5678',
  country: 'BR',
  temperatureUnit: 'C',
  darkMode: true,
  newsletter: false,
  language: 'pt-BR',
  role: 'user',
  hasPassword: true,
  hasPhoto: false,
  hasCompanyLogo: false,
  createdAt: '2026-01-02T10:00:00.000Z',
};

const input = (name: RegExp) => screen.getByLabelText(name, { selector: 'input' }) as HTMLInputElement;

async function replace(name: RegExp, text: string) {
  await userEvent.clear(input(name));
  if (text) {
    await userEvent.click(input(name));
    await userEvent.paste(text);
  }
}

describe('personal data form', () => {
  it('starts from the saved user, CPF formatted, e-mail read-only', () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>());
    renderWithProviders(<PersonalDataForm user={user} />);
    expect(input(/^Nome/).value).toBe('Ana');
    expect(input(/^CPF/).value).toBe('529.982.247-25');
    expect(input(/^E-mail/).readOnly).toBe(true);
  });

  it('shows the required-field message and the CPF check-digit error, and sends nothing', async () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<PersonalDataForm user={user} />);
    await replace(/^Nome/, '');
    await replace(/^CPF/, '529.982.247-26');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar dados' }));
    expect(screen.getByText('É obrigatório informar esse campo')).toBeTruthy();
    expect(screen.getByText('CPF inválido')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('POSTs the changed data to /api/user/update', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () =>
      jsonResponse(200, { data: { ...user, name: 'Ana Maria', document: '11144477735' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<PersonalDataForm user={user} />);
    await replace(/^Nome/, 'Ana Maria');
    await replace(/^CPF/, '111.444.777-35');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar dados' }));
    await screen.findByRole('alertdialog', { name: 'Sucesso' });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/user/update');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Ana Maria',
      lastName: 'Souza',
      country: 'BR',
      document: '111.444.777-35',
      phone: '+55 11 91234-5678',
    });
  });
});
