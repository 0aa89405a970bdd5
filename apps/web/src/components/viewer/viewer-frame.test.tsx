import { familyDisplayName } from '@ohp/devices';
import { deviceFamilies } from '@ohp/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { ReportFrame } from './report-frame';
import { SummaryCards } from './summary-cards';
import { ViewerHeader } from './viewer-header';
import { periodEnds } from './viewer-period';

// Issue 27 item 3: the header, cards and report frame every family's viewer shares.

const family = deviceFamilies[deviceFamilies.length - 1] ?? deviceFamilies[0];

describe('the viewers’ shared header', () => {
  it('shows the family’s name, model, serial, file and period in the language’s dates', () => {
    renderWithProviders(
      <ViewerHeader
        domain="co2"
        title="Sala de máquinas"
        family={family}
        model="Modelo-X"
        serial="2406000220"
        fileName="registro_2.txt"
        period={{
          kind: 'absolute',
          startMs: new Date(2026, 3, 3, 8).getTime(),
          endMs: new Date(2026, 3, 3, 16).getTime(),
        }}
      />,
    );
    const header = screen.getByTestId('viewer-header');
    expect(within(header).getByRole('heading', { level: 1 }).textContent).toBe('Sala de máquinas');
    expect(screen.getByTestId('viewer-family').textContent).toBe(familyDisplayName(family));
    expect(screen.getByTestId('viewer-model').textContent).toBe('Modelo-X');
    expect(screen.getByTestId('viewer-serial').textContent).toBe('2406000220');
    expect(screen.getByTestId('viewer-file').textContent).toBe('registro_2.txt');
    expect(screen.getByTestId('viewer-period').textContent).toBe('03/04/2026 08:00 a 16:00');
    expect(header.textContent).toContain('Dióxido de carbono');
  });

  it('says when a samples CSV has no serial, and writes a relative period from the file’s start', () => {
    renderWithProviders(
      <ViewerHeader
        domain="heat"
        title="calor.csv"
        family={undefined}
        fileName="calor.csv"
        period={{ kind: 'relative', startMin: 0, endMin: 90 }}
      />,
    );
    expect(screen.getByTestId('viewer-family').textContent).toBe('Arquivo CSV');
    expect(screen.getByTestId('viewer-serial').textContent).toBe('não informado');
    expect(screen.getByTestId('viewer-period').textContent).toBe('00:00 a 01:30 desde o início do arquivo');
  });

  it('writes both dates when the record runs past midnight, month first in English', () => {
    const period = {
      kind: 'absolute',
      startMs: new Date(2026, 0, 31, 22).getTime(),
      endMs: new Date(2026, 1, 1, 6).getTime(),
    } as const;
    expect(periodEnds('pt-BR', period)).toEqual({ start: '31/01/2026 22:00', end: '01/02/2026 06:00' });
    expect(periodEnds('en', period)).toEqual({ start: '01/31/2026 22:00', end: '02/01/2026 06:00' });
  });
});

describe('the viewers’ summary cards', () => {
  it('draws each figure with its unit typeset, a verdict as the card’s edge, "-" without a unit', () => {
    renderWithProviders(
      <SummaryCards
        cards={[
          { key: 'duration', label: 'Tempo medido', value: '08:00' },
          { key: 'vdv', label: 'VDV', value: '7,42', unit: 'm/s^1.75', tone: 'bad' },
          { key: 'none', label: 'Limite', value: '-', unit: '°C' },
        ]}
      />,
    );
    const cards = screen.getAllByTestId('summary-card');
    expect(cards).toHaveLength(3);
    expect(screen.getByTestId('summary-vdv').textContent).toBe('7,42\u00a0m/s1,75');
    expect(screen.getByTestId('summary-vdv').querySelector('sup')?.textContent).toBe('1,75');
    expect(cards[1]?.getAttribute('data-tone')).toBe('bad');
    expect(screen.getByTestId('summary-none').textContent).toBe('-');
  });
});

describe('the viewers’ report frame', () => {
  it('offers the report languages by their names and calls the domain’s PDF and save', () => {
    const onPdf = vi.fn();
    const onSave = vi.fn();
    const onLanguage = vi.fn();
    renderWithProviders(
      <ReportFrame
        language="pt-BR"
        onLanguage={onLanguage}
        languageTestId="language"
        pdf={{ onClick: onPdf, testId: 'pdf' }}
        save={{ description: 'Forno 2', onDescription: vi.fn(), onSave, saved: true, testId: 'save' }}
      >
        <p>campos do domínio</p>
      </ReportFrame>,
    );
    const frame = screen.getByTestId('report-frame');
    expect(within(frame).getByRole('heading', { level: 2 }).textContent).toBe('Relatório');
    expect(within(frame).getByText('campos do domínio')).toBeTruthy();
    const language = screen.getByTestId('language') as HTMLInputElement;
    expect(language.value).toBe('Português (Brasil)');
    expect(within(frame).getAllByText('Idioma do relatório').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByTestId('pdf'));
    expect(onPdf).toHaveBeenCalledOnce();
    expect(screen.getByTestId('save').textContent).toBe('Salvar alterações');
    fireEvent.click(screen.getByTestId('save'));
    expect(onSave).toHaveBeenCalledOnce();
    expect((within(frame).getByLabelText('Descrição da medição') as HTMLInputElement).value).toBe('Forno 2');
  });

  it('says why a reading without a file cannot be saved', () => {
    renderWithProviders(
      <ReportFrame
        language="en"
        onLanguage={vi.fn()}
        languageTestId="language"
        pdf={{ onClick: vi.fn() }}
        save={{ unavailable: 'Esta leitura não tem arquivo para salvar.' }}
      />,
    );
    expect(screen.getByText('Esta leitura não tem arquivo para salvar.')).toBeTruthy();
    expect((screen.getByTestId('language') as HTMLInputElement).value).toBe('English');
  });
});
