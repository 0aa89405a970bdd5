import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { AppModal } from './app-modal';
import { FullScreenModal } from './full-screen-modal';

describe('full-screen modal', () => {
  it('covers the screen on the dialog layer and closes from the top-left icon or Escape', () => {
    const onClose = vi.fn();
    renderWithProviders(
      <FullScreenModal opened onClose={onClose} label="Relatório">
        <p>conteúdo</p>
      </FullScreenModal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Relatório' });
    expect(dialog.style.zIndex).toBe('10000');
    const close = screen.getByRole('button', { name: 'Fechar' });
    // The close icon is the first thing in the overlay (top left), before the content.
    expect(dialog.firstElementChild).toBe(close);
    fireEvent.click(close);
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('renders nothing when closed', () => {
    renderWithProviders(
      <FullScreenModal opened={false} onClose={() => {}} label="Relatório">
        <p>conteúdo</p>
      </FullScreenModal>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('app modal sizes (SPEC §9)', () => {
  it.each([
    ['small', '60rem'],
    ['medium', '100rem'],
    ['large', '140rem'],
    ['extraLarge', '90%'],
  ] as const)('%s is %s wide, within the content limits', (size, width) => {
    renderWithProviders(
      <AppModal opened onClose={() => {}} size={size} title="Janela">
        <p>corpo</p>
      </AppModal>,
    );
    const content = screen.getByRole('dialog');
    const root = document.querySelector('.mantine-Modal-root') as HTMLElement;
    expect(root.style.getPropertyValue('--modal-size')).toBe(width);
    const style = content.getAttribute('style') ?? '';
    expect(style).toContain('max-width: 100rem');
    expect(style).toContain('min-height: 30rem');
    expect(style).toContain('max-height: 96%');
  });
});
