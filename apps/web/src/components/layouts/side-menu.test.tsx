import { screen } from '@testing-library/react';
import type { Reading } from '@ohp/devices';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { readingStore } from '../../stores/reading-store';
import { renderWithProviders } from '../../testing/render';
import { SideMenu } from './side-menu';

function renderMenuAt(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <SideMenu equipment={[]} /> }], {
    initialEntries: [path],
  });
  renderWithProviders(<RouterProvider router={router} />);
}

const activeLabels = () =>
  screen
    .getAllByRole('link')
    .filter((a) => a.hasAttribute('data-active'))
    .map((a) => a.textContent);

const reading = (source: 'device' | 'file') =>
  readingStore.set({ fileName: 'r.txt', text: '', reading: {} as Reading, source });

afterEach(() => readingStore.reset());

describe('side menu: the active entry', () => {
  it('a record read from a device shows under "Acessar equipamento", not "Enviar arquivo"', () => {
    reading('device');
    renderMenuAt('/upload/read');
    expect(activeLabels()).toEqual(['Acessar equipamento']);
  });

  it('an uploaded file shows under "Enviar arquivo"', () => {
    reading('file');
    renderMenuAt('/upload/read');
    expect(activeLabels()).toEqual(['Enviar arquivo']);
  });

  it('home is active only on "/", upload on "/upload"', () => {
    renderMenuAt('/upload');
    expect(activeLabels()).toEqual(['Enviar arquivo']);
  });
});
