import { date, duration, type FieldSpec, temperatureUnitField } from '@ohp/devices';
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { renderWithProviders } from '../../../testing/render';
import { ConfigField, optionLabel } from './config-field';

initI18n('pt-BR');

describe('configuration option labels', () => {
  it('the temperature unit reads °C / °F, not a bare letter', () => {
    expect(temperatureUnitField.options?.map((o) => optionLabel(o, temperatureUnitField.key))).toEqual([
      '°C',
      '°F',
    ]);
  });

  it('a frequency weighting C stays "C"', () => {
    expect(optionLabel('C', 'weighting')).toBe('C');
    expect(optionLabel('A')).toBe('A');
  });
});

function Field({ spec, initial, seen }: { spec: FieldSpec; initial: string; seen: string[] }) {
  const [value, setValue] = useState(initial);
  return (
    <ConfigField
      field={spec}
      value={value}
      error={undefined}
      onChange={(v) => {
        seen.push(v);
        setValue(v);
      }}
    />
  );
}

describe('configuration date and duration fields use the one date and duration inputs', () => {
  const calibration = date('calibrationDate');
  const workday = duration('duration', 24 * 60);

  it('a device date (dd/MM/yyyy) is shown in the language pattern and written back as the device writes it', () => {
    const seen: string[] = [];
    renderWithProviders(<Field spec={calibration} initial="05/03/2026" seen={seen} />);
    const input = screen.getByRole('textbox', { name: /calibra/i }) as HTMLInputElement;
    expect(input.value).toBe('05/03/2026');
    expect(screen.getByRole('button', { name: 'Escolher a data no calendário' })).toBeTruthy();
    fireEvent.change(input, { target: { value: '07/04/2027' } });
    expect(seen.at(-1)).toBe('07/04/2027');
    fireEvent.change(input, { target: { value: '31/02/2027' } });
    expect(seen.at(-1)).toBe('31/02/2027');
    expect(screen.getByText(/Informe uma data válida/)).toBeTruthy();
  });

  it('a duration typed as minutes becomes HH:mm when the field is left', () => {
    const seen: string[] = [];
    renderWithProviders(<Field spec={workday} initial="08:00" seen={seen} />);
    const input = screen.getByRole('textbox', { name: /dura/i }) as HTMLInputElement;
    fireEvent.change(input, { target: { value: '90' } });
    fireEvent.blur(input);
    expect(seen.at(-1)).toBe('01:30');
  });
});
