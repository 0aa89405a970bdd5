import { type DeviceFamily, VirtualDevice } from '@ohp/devices';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readingTextOf } from '../../../lib/reading-text';
import { readingStore } from '../../../stores/reading-store';
import { jsonResponse, renderWithProviders } from '../../../testing/render';
import { UploadFile } from './upload-file';

// An uploaded file is read once (readReading) before it becomes the current reading: what does not
// read is refused on /upload with its alert, and nothing is kept.

afterEach(() => readingStore.reset());

function renderAt(prepareViewer?: (family: DeviceFamily) => void) {
  const router = createMemoryRouter(
    [
      { path: '/upload', element: <UploadFile prepareViewer={prepareViewer} /> },
      { path: '/upload/read', element: <h1>read page</h1> },
    ],
    { initialEntries: ['/upload'] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

async function upload(name: string, text: string) {
  await userEvent.upload(screen.getByTestId('upload-input'), new File([text], name, { type: 'text/plain' }));
}

const v2Text = () => new VirtualDevice('doseMaxV2').records.at(-1)?.text ?? '';

describe('UploadFile (/upload)', () => {
  it("an invalid DoseMaxV2 file (a 'd' line type missing): 'Atenção' + invalid file, and nothing is kept", async () => {
    const text = v2Text()
      .split('\r\n')
      .filter((line) => !line.startsWith('d'))
      .join('\r\n');
    const router = renderAt();
    await upload('x.txt', text);
    const alert = await screen.findByRole('alertdialog', { name: 'Atenção' });
    expect(within(alert).getByText('Arquivo inválido')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/upload');
    expect(readingStore.get()).toBeUndefined();
  });

  it('a valid file is read once and becomes the current reading, then /upload/read shows it', async () => {
    const router = renderAt();
    await upload('turno.txt', v2Text());
    await screen.findByRole('heading', { name: 'read page' });
    expect(router.state.location.pathname).toBe('/upload/read');
    const current = readingStore.get();
    expect(current?.fileName).toBe('turno.txt');
    expect(current?.reading).toMatchObject({ domain: 'noise', family: 'doseMaxV2', source: 'record' });
    expect(current?.reading.domain === 'noise' && current.reading.noise.record?.format).toBe('v2');
    // The file's bytes as read, its text (what a save sends) their latin1 decoding.
    await expect(readingTextOf(current?.text ?? '')).resolves.toBe(v2Text());
  });

  it("asks for the file's viewer once the file passed its first checks, never for a refused one", async () => {
    const prepareViewer = vi.fn();
    renderAt(prepareViewer);
    await upload('turno.txt', v2Text());
    await screen.findByRole('heading', { name: 'read page' });
    expect(prepareViewer.mock.calls).toEqual([['doseMaxV2']]);

    readingStore.reset();
    const refused = vi.fn();
    renderAt(refused);
    await upload('vazio.txt', 'not a record');
    await screen.findAllByRole('alertdialog');
    expect(refused).not.toHaveBeenCalled();
  });

  it('a file that fails its family parser shows the translated reason and stays', async () => {
    const text =
      new VirtualDevice('co2Pro').records[0]?.text.replace(/\r\nd;60;[^\r]*/, '\r\nd;60;abc;1;1') ?? '';
    const router = renderAt();
    await upload('co2.txt', text);
    const alert = await screen.findByRole('alertdialog', { name: 'Erro' });
    expect(alert.textContent).toMatch(/Valor não numérico na linha \d+: abc/);
    await waitFor(() => expect(router.state.location.pathname).toBe('/upload'));
    expect(readingStore.get()).toBeUndefined();
  });

  it("says and applies the server's limits (GET /api/config), not a constant of its own", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse(200, { data: { uploadLimitBytes: 1024 * 1024, recordLimitBytes: 2048 } }),
      ),
    );
    const router = renderAt();
    expect(
      await screen.findByText(
        'Arquivos de texto dos equipamentos, até 2 KiB (salvos compactados, até 1 MiB)',
      ),
    ).toBeTruthy();
    await upload('turno.txt', v2Text());
    const alert = await screen.findByRole('alertdialog', { name: 'Erro' });
    expect(within(alert).getByText('Arquivo grande demais: o limite é 2 KiB')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/upload');
    expect(readingStore.get()).toBeUndefined();
  });
});
