import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { DateInput } from './date-input';
import { DurationInput } from './duration-input';

function Dated({ initial, seen }: { initial: string; seen: string[] }) {
  const [value, setValue] = useState(initial);
  return (
    <DateInput
      label="Data"
      value={value}
      onChange={(v) => {
        seen.push(v);
        setValue(v);
      }}
    />
  );
}

function Timed({ seen }: { seen: string[] }) {
  const [value, setValue] = useState('');
  return (
    <DurationInput
      label="Jornada"
      value={value}
      onChange={(v) => {
        seen.push(v);
        setValue(v);
      }}
    />
  );
}

describe('DateInput (pt-BR)', () => {
  it('shows an ISO value as dd/MM/yyyy and answers ISO for a typed date', () => {
    const seen: string[] = [];
    renderWithProviders(<Dated initial="2026-03-10" seen={seen} />);
    const input = screen.getByLabelText('Data') as HTMLInputElement;
    expect(input.value).toBe('10/03/2026');
    fireEvent.change(input, { target: { value: '31/12/2025' } });
    expect(seen.at(-1)).toBe('2025-12-31');
    expect(input.value).toBe('31/12/2025');
  });

  it('names a date that does not exist with the one message and hands the text on', () => {
    const seen: string[] = [];
    renderWithProviders(<Dated initial="" seen={seen} />);
    const input = screen.getByLabelText('Data') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '31/02/2026' } });
    expect(seen.at(-1)).toBe('31/02/2026');
    expect(screen.getByText('Informe uma data válida no formato dd/mm/aaaa')).toBeTruthy();
  });
});

describe('DurationInput', () => {
  it('takes minutes typed alone and writes them HH:mm when the field is left', () => {
    const seen: string[] = [];
    renderWithProviders(<Timed seen={seen} />);
    const input = screen.getByLabelText(/Jornada/) as HTMLInputElement;
    fireEvent.change(input, { target: { value: '490' } });
    fireEvent.blur(input);
    expect(input.value).toBe('08:10');
    expect(seen.at(-1)).toBe('08:10');
  });

  it('leaves what is not a duration as typed for the form to name', () => {
    const seen: string[] = [];
    renderWithProviders(<Timed seen={seen} />);
    const input = screen.getByLabelText(/Jornada/) as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'oito' } });
    fireEvent.blur(input);
    expect(input.value).toBe('oito');
  });
});
