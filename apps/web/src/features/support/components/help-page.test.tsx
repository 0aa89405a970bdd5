import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { EquipmentPage } from './equipment-page';
import { HelpPage } from './help-page';

const item = (id: string, kind: 'document' | 'video', family: string | null, title: string) => ({
  id,
  kind,
  family,
  title,
  description: '',
  mimeType: kind === 'document' ? 'application/pdf' : 'video/mp4',
  size: 10,
  hasPoster: false,
  createdAt: '2026-01-01T00:00:00.000Z',
});

const documents = [
  item('d1', 'document', null, 'Driver USB'),
  item('d2', 'document', 'axPro', 'Manual AxPro'),
  item('d3', 'document', 'dosePro', 'Manual DosePro'),
];
const videos = [
  item('v1', 'video', 'doseMax', 'Como ler o DoseMax'),
  item('v2', 'video', 'co2Pro', 'CO2Pro'),
];

function render(element: React.ReactNode) {
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input) => {
      const url = String(input);
      const data = url.includes('/support/faq')
        ? [{ question: 'Como conecto o equipamento?', answer: 'Pelo cabo USB.' }]
        : url.includes('/documents')
          ? documents
          : url.includes('/videos')
            ? videos
            : null;
      return new Response(JSON.stringify({ data }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: ['/'] });
  renderWithProviders(<RouterProvider router={router} />);
}

describe('/help', () => {
  it('shows the FAQ, the drivers for every device and the equipment pages', async () => {
    render(<HelpPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Como conecto o equipamento?' }));
    expect(await screen.findByText('Pelo cabo USB.')).toBeTruthy();
    const drivers = await screen.findAllByTestId('help-driver');
    expect(drivers.map((a) => a.textContent?.trim())).toEqual(['Driver USB']);
    expect(drivers[0]?.getAttribute('href')).toBe('/api/documents/d1/file');
    expect(screen.getByRole('link', { name: /DoseMax V2/ }).getAttribute('href')).toBe(
      '/equipment/dosemax-v2',
    );
  });
});

describe('/equipment/:slug', () => {
  it('DoseMax / DosePro: its texts, the documents and videos of both families and those for every device', async () => {
    render(<EquipmentPage slug="dosemax-dosepro" />);
    expect(await screen.findByRole('heading', { name: 'DoseMax / DosePro', level: 2 })).toBeTruthy();
    expect(screen.getByText(/NHO 01/)).toBeTruthy();
    const docs = await screen.findAllByTestId('equipment-document');
    expect(docs.map((a) => a.textContent?.trim())).toEqual(['Driver USB', 'Manual DosePro']);
    const vids = await screen.findAllByTestId('equipment-video');
    expect(vids.map((a) => a.textContent?.trim())).toEqual(['Como ler o DoseMax']);
    expect(vids[0]?.getAttribute('href')).toBe('/videos/player/v1');
    expect(screen.getByRole('link', { name: 'Acessar o equipamento' }).getAttribute('href')).toBe(
      '/access-device',
    );
  });

  it('an unknown page says so', async () => {
    render(<EquipmentPage slug="nope" />);
    expect(await screen.findByRole('heading', { name: 'Equipamento não encontrado' })).toBeTruthy();
    expect(within(document.body).queryByTestId('equipment-document')).toBeNull();
  });
});
