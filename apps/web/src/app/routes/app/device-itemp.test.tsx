import { screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { renderWithProviders } from '../../../testing/render';
import { Component, clientLoader } from './device-itemp';

// /device/itemp with nothing read: the ways to a heat reading (it used to say the screen was not built).

describe('the Itemp report route without a reading', () => {
  it('offers the device, a file, the saved Itemp measurements and the components', async () => {
    const router = createMemoryRouter(
      [{ path: '/device/itemp/:id?', Component, loader: clientLoader(createQueryClient()) }],
      { initialEntries: ['/device/itemp'] },
    );
    renderWithProviders(<RouterProvider router={router} />);
    const empty = await screen.findByTestId('no-reading', {}, { timeout: 10_000 });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Relatório Itemp');
    expect(empty.textContent).toContain('Leia um registro do Itemp');
    expect(screen.queryByTestId('pending-screen')).toBeNull();
    expect(
      within(empty)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/upload', '/access-device', '/measurements-list/itemp', '/device/components/itemp']);
  });
});
