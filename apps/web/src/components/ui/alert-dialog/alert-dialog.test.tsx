import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { showAlert, showError, showSuccess, showWarning } from './alert-store';

function open(fn: () => Promise<number>) {
  let result: Promise<number> = Promise.resolve(-1);
  act(() => {
    result = fn();
  });
  return result;
}

describe('alert dialog', () => {
  it('on a click: closes, then calls the close handler, then the button handler with the index', async () => {
    renderWithProviders(<div />);
    const calls: string[] = [];
    const result = open(() =>
      showAlert({
        title: 'Excluir registro',
        text: 'Deseja excluir?',
        buttons: [{ label: 'Não' }, { label: 'Sim' }],
        onClose: () => calls.push(`close (dialog open: ${screen.queryByRole('alertdialog') !== null})`),
        onButtonClick: (index) => calls.push(`button ${index}`),
      }),
    );
    expect(screen.getByRole('alertdialog', { name: 'Excluir registro' })).toBeTruthy();
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Sim' }));
    });
    expect(calls).toEqual(['close (dialog open: false)', 'button 1']);
    await expect(result).resolves.toBe(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('passes the index of the first button too', async () => {
    renderWithProviders(<div />);
    const onButtonClick = vi.fn();
    const result = open(() =>
      showAlert({ title: 'T', buttons: [{ label: 'A' }, { label: 'B' }], onButtonClick }),
    );
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'A' }));
    });
    expect(onButtonClick).toHaveBeenCalledExactlyOnceWith(0);
    await expect(result).resolves.toBe(0);
  });

  it('removes scripts and event handlers from the HTML text but keeps the formatting', async () => {
    renderWithProviders(<div />);
    open(() =>
      showAlert({
        title: 'HTML',
        text: '<b>negrito</b><script>window.__pwned = 1</script><img src="x" onerror="window.__pwned = 2"><a href="javascript:alert(1)">link</a>',
      }),
    );
    const dialog = screen.getByRole('alertdialog');
    // DOMPurify is loaded with the first alert that has markup.
    await waitFor(() => expect(dialog.querySelector('b')?.textContent).toBe('negrito'));
    expect(dialog.querySelector('script')).toBeNull();
    expect(dialog.innerHTML).not.toContain('onerror');
    expect(dialog.innerHTML).not.toContain('javascript:');
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('shows plain text at once, as text', () => {
    renderWithProviders(<div />);
    open(() => showAlert({ title: 'Texto', text: 'Arquivo salvo em "medições"' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog.textContent).toContain('Arquivo salvo em "medições"');
  });

  it('uses the warning icon by default and a single Ok button', () => {
    renderWithProviders(<div />);
    open(() => showAlert({ title: 'Atenção' }));
    expect(screen.getByRole('alertdialog').dataset.icon).toBe('warning');
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Ok']);
  });

  it.each([
    ['error', showError, 'Erro'],
    ['success', showSuccess, 'Sucesso'],
    ['warning', showWarning, 'Atenção'],
  ] as const)(
    'the %s helper shows its icon, a default title and one Ok button',
    async (icon, helper, title) => {
      renderWithProviders(<div />);
      const onClose = vi.fn();
      const result = open(() => helper('Mensagem', undefined, { onClose }));
      const dialog = screen.getByRole('alertdialog', { name: title });
      expect(dialog.dataset.icon).toBe(icon);
      const buttons = screen.getAllByRole('button');
      expect(buttons.map((b) => b.textContent)).toEqual(['Ok']);
      act(() => {
        fireEvent.click(buttons[0] as HTMLElement);
      });
      expect(onClose).toHaveBeenCalledOnce();
      await expect(result).resolves.toBe(0);
    },
  );

  it('shows queued alerts one after the other', () => {
    renderWithProviders(<div />);
    open(() => showError('primeiro'));
    open(() => showSuccess('segundo'));
    expect(screen.getByText('primeiro')).toBeTruthy();
    expect(screen.queryByText('segundo')).toBeNull();
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Ok' }));
    });
    expect(screen.getByText('segundo')).toBeTruthy();
  });

  it('sits on the dialog layers of SPEC §9 (10000 overlay, 10001 dialog) with the larger size for bottom content', () => {
    renderWithProviders(<div />);
    open(() => showAlert({ title: 'T', bottomContent: <p>extra</p> }));
    const overlay = screen.getByTestId('alert-overlay');
    const dialog = screen.getByRole('alertdialog');
    expect(overlay.style.zIndex).toBe('10000');
    expect(dialog.parentElement?.closest('[style*="z-index"]')?.getAttribute('style')).toContain('10001');
    expect(dialog.style.maxWidth).toBe('70rem');
    // In the page's scaled rem, never taller than the screen (the root font is 40–62.5 %).
    expect(dialog.style.maxHeight).toBe('min(calc(60rem * var(--mantine-scale)), 100%)');
    expect(dialog.style.animationDuration).toBe('150ms');
  });
});
