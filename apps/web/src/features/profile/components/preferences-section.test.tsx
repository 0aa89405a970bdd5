import type { User } from '@ohp/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../testing/render';
import { PreferencesSection } from './preferences-section';

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

describe('preferences: dark mode', () => {
  it('the hint says what the switch shows, before and after a flip', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => jsonResponse(200, { data: { ...user, darkMode: false } })),
    );
    renderWithProviders(<PreferencesSection user={user} />);
    const toggle = screen.getByTestId('profile-dark-mode') as HTMLInputElement;
    const section = screen.getByTestId('profile-preferences');
    const hint = () => (toggle.checked ? 'Ligado: tema escuro.' : 'Desligado: tema claro.');
    expect(section.textContent).toContain(hint());
    await userEvent.click(toggle);
    expect(section.textContent).toContain(hint());
    expect(section.textContent).not.toContain(toggle.checked ? 'Desligado' : 'Ligado:');
  });

  it('the temperature unit reads °C and °F', () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>());
    renderWithProviders(<PreferencesSection user={user} />);
    const section = screen.getByTestId('profile-preferences');
    expect(section.textContent).toContain('°C');
    expect(section.textContent).toContain('°F');
  });
});
