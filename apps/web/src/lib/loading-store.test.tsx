import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing/render';
import { isLoading, loadingStore, withLoading } from './loading-store';

describe('loading store', () => {
  it('stays loading until every task has ended, and an end is counted once', () => {
    const endA = loadingStore.begin();
    const endB = loadingStore.begin();
    expect(loadingStore.getState().count).toBe(2);
    endA();
    endA();
    expect(loadingStore.getState().count).toBe(1);
    expect(isLoading(loadingStore.getState())).toBe(true);
    endB();
    expect(isLoading(loadingStore.getState())).toBe(false);
  });

  it('clamps the percent and clears it when the last task ends', () => {
    const end = loadingStore.begin();
    loadingStore.setPercent(140);
    expect(loadingStore.getState().percent).toBe(100);
    loadingStore.setPercent(-3);
    expect(loadingStore.getState().percent).toBe(0);
    end();
    expect(loadingStore.getState().percent).toBeNull();
  });

  it('withLoading ends the task when it throws', async () => {
    await expect(withLoading(() => Promise.reject(new Error('x')))).rejects.toThrow('x');
    expect(loadingStore.getState().count).toBe(0);
  });
});

describe('global loading overlay', () => {
  it('shows while a task is in flight, with the percent when there is one', () => {
    renderWithProviders(<div />);
    expect(screen.queryByTestId('loading-overlay')).toBeNull();
    let end: () => void = () => {};
    act(() => {
      end = loadingStore.begin();
    });
    expect(screen.getByTestId('loading-overlay')).toBeTruthy();
    act(() => loadingStore.setPercent(42));
    expect(screen.getByText('42%')).toBeTruthy();
    expect(screen.getByTestId('loading-overlay').getAttribute('aria-valuenow')).toBe('42');
    act(() => end());
    expect(screen.queryByTestId('loading-overlay')).toBeNull();
  });
});
