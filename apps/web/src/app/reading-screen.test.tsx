import { type Reading, readReading, VirtualDevice } from '@ohp/devices';
import { screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readingStore } from '../stores/reading-store';
import { renderWithProviders } from '../testing/render';
import { Component as UploadRead } from './routes/app/upload-read';

// /upload/read dispatches the current reading to its domain's viewer; a domain without a web
// module shows "analysis coming" with the parsed record, never a crash (every domain has one
// now: that fallback is tested in routes/app/measurement.test.tsx with a module hidden).

afterEach(() => readingStore.reset());

// jsdom has no canvas: the charts (one shared ECharts host for every domain) are stood in by their
// labelled host elements; their options are tested in packages/reports.
vi.mock('../components/charts/echart', () => ({
  EChart: (p: { testId: string; ariaLabel: string }) => (
    <div data-testid={p.testId} role="img" aria-label={p.ariaLabel} />
  ),
}));

function renderAt() {
  const router = createMemoryRouter([{ path: '/upload/read', element: <UploadRead /> }], {
    initialEntries: ['/upload/read'],
  });
  renderWithProviders(<RouterProvider router={router} />);
}

function readingOf(family: 'itemp' | 'axPro' | 'co2Pro'): { text: string; reading: Reading } {
  const text = new VirtualDevice(family).records[0]?.text ?? '';
  const read = readReading(text);
  if (!read.ok) throw new Error(`the emulator's ${family} record does not read: ${read.reason.key}`);
  return { text, reading: read.data };
}

describe('the reading screen (/upload/read)', () => {
  it('without a reading it says there is nothing to show, under the screen title', async () => {
    renderAt();
    expect(await screen.findByRole('heading', { name: 'Leitura do arquivo', level: 1 })).toBeTruthy();
    expect(screen.getByTestId('no-reading')).toBeTruthy();
  });

  it('an itemp reading (domain heat): the heat report screen, the mode asked first', async () => {
    const { text, reading } = readingOf('itemp');
    expect(reading.domain).toBe('heat');
    readingStore.set({ fileName: 'itemp.txt', text, reading, source: 'file' });
    renderAt();
    expect(await screen.findByTestId('heat-report-screen', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByTestId('heat-mode')).toBeTruthy();
    expect(screen.getByTestId('heat-chart').getAttribute('aria-label')).toContain('IBUTG');
    // Nothing but the mode until it is chosen.
    expect(screen.queryByTestId('heat-norm')).toBeNull();
    expect(screen.queryByTestId('heat-results')).toBeNull();
  });

  it('an AxPro reading goes to the vibration module: the axis viewer with its figures per axis', async () => {
    const { text, reading } = readingOf('axPro');
    readingStore.set({ fileName: 'axPro.txt', text, reading, source: 'file' });
    renderAt();
    const viewer = await screen.findByTestId('vibration-viewer', {}, { timeout: 10_000 });
    expect(within(viewer).getByTestId('vibration-axes').querySelectorAll('tbody tr')).toHaveLength(4);
    expect(screen.queryByTestId('analysis-coming')).toBeNull();
  });

  it('a co2Pro reading goes to the CO2 viewer: its figures, charts and report form', async () => {
    const { text, reading } = readingOf('co2Pro');
    readingStore.set({ fileName: 'co2Pro.txt', text, reading, source: 'file' });
    renderAt();
    const viewer = await screen.findByTestId('co2-viewer', {}, { timeout: 10_000 });
    expect(within(viewer).getByRole('heading', { name: 'co2Pro.txt', level: 1 })).toBeTruthy();
    // The figures come from the CO2 worker (here its main-thread fallback), after the header; the
    // report form once the charts are drawn (or after the wait's limit: jsdom draws nothing).
    const summary = await within(viewer).findByTestId('co2-summary', {}, { timeout: 10_000 });
    expect(summary.textContent).toContain('Média aritmética');
    expect(within(viewer).getByTestId('co2-level-chart')).toBeTruthy();
    expect(await within(viewer).findByTestId('co2-report-form', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByTestId('analysis-coming')).toBeNull();
  });
});
