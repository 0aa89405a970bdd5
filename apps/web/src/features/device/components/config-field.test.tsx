import { temperatureUnitField } from '@ohp/devices';
import { describe, expect, it } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { optionLabel } from './config-field';

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
