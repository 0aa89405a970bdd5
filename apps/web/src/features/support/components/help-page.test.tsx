import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { DocumentsPage } from './documents-page';
import { EquipmentPage } from './equipment-page';
import { HelpPage } from './help-page';

const item = (
  id: string,
  kind: 'document' | 'video',
  family: string | null,
  title: string,
  category: string | null = kind === 'document' ? 'manual' : null,
) => ({
  id,
  kind,
  family,
  category,
  title,
  description: '',
  mimeType: kind === 'document' ? 'application/pdf' : 'video/mp4',
  size: 10,
  hasPoster: false,
  createdAt: '2026-01-01T00:00:00.000Z',
});

const documents = [
  item('d1', 'document', null, 'Driver USB', 'driver'),
  item('d2', 'document', 'axPro', 'Manual AxPro'),
  item('d3', 'document', 'dosePro', 'Manual DosePro'),
  item('d4', 'document', null, 'Declaração de conformidade', 'declaration'),
  item('d5', 'document', 'co2Pro', 'Driver do CO2Pro', 'driver'),
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
      // As the server answers: with a category, only the documents of it.
      const category = new URL(url, 'http://localhost').searchParams.get('category');
      const data = url.includes('/support/faq')
        ? [{ question: 'Como conecto o equipamento?', answer: 'Pelo cabo USB.' }]
        : url.includes('/documents')
          ? documents.filter((doc) => !category || doc.category === category)
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
  it('shows the FAQ, the documents filed as drivers (of every family) and the equipment pages', async () => {
    render(<HelpPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Como conecto o equipamento?' }));
    expect(await screen.findByText('Pelo cabo USB.')).toBeTruthy();
    const drivers = await screen.findAllByTestId('help-driver');
    expect(drivers.map((a) => a.textContent?.trim())).toEqual(['Driver USB', 'Driver do CO2Pro (CO2Pro)']);
    expect(drivers[0]?.getAttribute('href')).toBe('/api/documents/d1/file');
    expect(screen.getByRole('link', { name: /DoseMax V2/ }).getAttribute('href')).toBe(
      '/equipment/dosemax-v2',
    );
  });
});

describe('/equipment/:slug', () => {
  it('DoseMax / DosePro: its texts, the documents and videos of both families and those for every device', async () => {
    render(<EquipmentPage slug="dosemax-dosepro" />);
    expect(await screen.findByRole('heading', { name: 'DoseMax / DosePro', level: 1 })).toBeTruthy();
    expect(screen.getByText(/NHO 01/)).toBeTruthy();
    const docs = await screen.findAllByTestId('equipment-document');
    expect(docs.map((a) => a.textContent?.trim())).toEqual([
      'Driver USB',
      'Manual DosePro',
      'Declaração de conformidade',
    ]);
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

describe('/documents', () => {
  it('marks each document with its category', async () => {
    render(<DocumentsPage />);
    const cards = await screen.findAllByTestId('support-document');
    const shown = cards.map((card) => [
      within(card).getByText(/Driver|Manual|Declaração de/, { selector: 'p' }).textContent,
      within(card).getByTestId('document-category').textContent,
    ]);
    expect(shown).toEqual([
      ['Driver USB', 'Driver'],
      ['Manual AxPro', 'Manual'],
      ['Manual DosePro', 'Manual'],
      ['Declaração de conformidade', 'Declaração'],
      ['Driver do CO2Pro', 'Driver'],
    ]);
  });
});
