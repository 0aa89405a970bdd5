import type { HeatNorm } from '@ohp/exposure';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { ActivityPicker } from './report-options';

const slow = { timeout: 8000 };

/** The picker as the screen holds it: the activity and M in state, every change reported. */
function Picker(p: {
  norm: HeatNorm;
  activity: string | null;
  rate: number | null;
  spy: (a: unknown) => void;
}) {
  const [state, setState] = useState({ activity: p.activity, rate: p.rate });
  return (
    <ActivityPicker
      norm={p.norm}
      activity={state.activity}
      rate={state.rate}
      onChange={(activity, rate) => {
        p.spy({ activity, rate });
        setState({ activity, rate });
      }}
      testId="t"
    />
  );
}

const input = (id: string) => screen.getByTestId(id) as HTMLInputElement;

describe('the 2019 activity picker (NR-15 Anexo 3 Quadro 2)', () => {
  it('offers the table under its printed headings; a pick sets M in W', async () => {
    const spy = vi.fn();
    renderWithProviders(<Picker norm="nr15-2019" activity={null} rate={null} spy={spy} />);
    await userEvent.click(input('t-activity'));
    const listbox = await screen.findByRole('listbox', {}, slow);
    for (const heading of [
      'Sentado',
      'Em pé, agachado ou ajoelhado',
      'Em pé, em movimento',
      'Outras atividades',
    ])
      expect(within(listbox).getByText(heading)).toBeTruthy();
    expect(within(listbox).getAllByRole('option')).toHaveLength(52);
    // "Trabalho leve com as mãos" is a row of two headings: 126 W seated, 153 W standing.
    await userEvent.click(within(listbox).getByRole('option', { name: 'Trabalho leve com as mãos — 153 W' }));
    expect(spy).toHaveBeenLastCalledWith({ activity: 'standing.handsLight', rate: 153 });
    await waitFor(() =>
      expect(input('t-activity').value).toBe(
        'Em pé, agachado ou ajoelhado: Trabalho leve com as mãos — 153 W',
      ),
    );
    expect(input('t-rate').value).toBe('153');
  });

  it('finds a row by a word of its heading or wording', async () => {
    const spy = vi.fn();
    renderWithProviders(<Picker norm="nr15-2019" activity={null} rate={null} spy={spy} />);
    await userEvent.type(input('t-activity'), 'escada');
    const listbox = await screen.findByRole('listbox', {}, slow);
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(4));
    await userEvent.click(within(listbox).getByRole('option', { name: /sem carga — 522 W/ }));
    expect(spy).toHaveBeenLastCalledWith({ activity: 'moving.stairsUp', rate: 522 });
  });

  it('an activity saved from the ISO 8996 classes opens with its M, as typed', async () => {
    const spy = vi.fn();
    renderWithProviders(<Picker norm="nr15-2019" activity="low" rate={180} spy={spy} />);
    expect(input('t-activity').value).toBe('');
    expect(input('t-rate').value).toBe('180');
    expect(spy).not.toHaveBeenCalled();
  });

  it('the 1978 text keeps Quadro 3 in kcal/h', async () => {
    const spy = vi.fn();
    renderWithProviders(<Picker norm="nr15-1978" activity={null} rate={null} spy={spy} />);
    await userEvent.click(input('t-activity'));
    const listbox = await screen.findByRole('listbox', {}, slow);
    expect(within(listbox).getAllByRole('option')).toHaveLength(10);
    await userEvent.click(within(listbox).getByRole('option', { name: 'Trabalho fatigante — 550 kcal/h' }));
    expect(spy).toHaveBeenLastCalledWith({ activity: 'exhausting', rate: 550 });
  });
});
