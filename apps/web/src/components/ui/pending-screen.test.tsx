import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { setLanguage } from '../../lib/i18n';
import { PendingScreen } from './pending-screen';

describe('pending screen', () => {
  it('shows the title and says honestly that the screen is not available yet', () => {
    renderWithProviders(<PendingScreen title="Grupos" purpose="Grupos de usuários." />);
    expect(screen.getByRole('heading', { level: 1, name: 'Grupos' })).toBeTruthy();
    const card = screen.getByTestId('pending-screen');
    expect(card.textContent).toContain('Esta tela ainda não está disponível.');
    expect(card.textContent).toContain('Grupos de usuários.');
  });

  it('is translated', async () => {
    await setLanguage('en');
    renderWithProviders(<PendingScreen title="Groups" />);
    expect(screen.getByTestId('pending-screen').textContent).toContain('This screen is not available yet.');
  });
});
