import { VirtualDevice } from '@ohp/devices';
import { screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { readingStore } from '../stores/reading-store';
import { ReadingView } from './reading-view';

afterEach(() => readingStore.reset());

function renderAt() {
  const router = createMemoryRouter(
    [
      { path: '/upload', element: <h1>upload page</h1> },
      { path: '/upload/read', element: <ReadingView /> },
    ],
    { initialEntries: ['/upload', '/upload/read'], initialIndex: 1 },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

const v2Text = () => new VirtualDevice('doseMaxV2').records.at(-1)?.text ?? '';

describe('ReadingView (/upload/read)', () => {
  it('without a reading it says there is nothing to show, under the screen title', async () => {
    renderAt();
    expect(await screen.findByRole('heading', { name: 'Leitura do arquivo', level: 1 })).toBeTruthy();
    expect(screen.getByTestId('no-reading')).toBeTruthy();
  });

  it("an invalid DoseMaxV2 file (a 'd' line type missing): 'Atenção' + invalid file, and one page back", async () => {
    const text = v2Text()
      .split('\r\n')
      .filter((line) => !line.startsWith('d'))
      .join('\r\n');
    readingStore.set({ fileName: 'x.txt', text, family: 'doseMaxV2', record: undefined, source: 'file' });
    const router = renderAt();
    const alert = await screen.findByRole('alertdialog', { name: 'Atenção' });
    expect(within(alert).getByText('Arquivo inválido')).toBeTruthy();
    await screen.findByRole('heading', { name: 'upload page' });
    expect(router.state.location.pathname).toBe('/upload');
    expect(readingStore.get()).toBeUndefined();
  });

  it('a valid file is parsed and shown in the viewer of its family, titled with the file name', async () => {
    readingStore.set({
      fileName: 'turno.txt',
      text: v2Text(),
      family: 'doseMaxV2',
      record: undefined,
      source: 'file',
    });
    renderAt();
    expect(await screen.findByRole('heading', { name: 'turno.txt', level: 1 })).toBeTruthy();
    const viewer = screen.getByTestId('data-viewer');
    expect(viewer.dataset.viewer).toBe('dosimeterV2');
    expect(within(viewer).getByTestId('samples-table').querySelectorAll('tbody tr').length).toBeGreaterThan(
      0,
    );
    expect(readingStore.get()?.record?.kind).toBe('dosimeter');
  });

  it('a file that fails its family parser shows the translated reason and goes back', async () => {
    const text =
      new VirtualDevice('co2Pro').records[0]?.text.replace(/\r\nd;60;[^\r]*/, '\r\nd;60;abc;1;1') ?? '';
    readingStore.set({ fileName: 'co2.txt', text, family: 'co2Pro', record: undefined, source: 'file' });
    const router = renderAt();
    const alert = await screen.findByRole('alertdialog', { name: 'Erro' });
    expect(alert.textContent).toMatch(/Valor não numérico na linha \d+: abc/);
    await screen.findByRole('heading', { name: 'upload page' });
    expect(router.state.location.pathname).toBe('/upload');
  });
});
