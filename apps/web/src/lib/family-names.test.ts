import { describe, expect, it } from 'vitest';
import { instrumentName } from './family-names';

describe('instrument names as shown', () => {
  it('match SPEC §1 and the README (DoseMax V2 with its space)', () => {
    const shown = (['doseMax', 'dosePro', 'itemp', 'axPro', 'co2Pro', 'doseMaxV2'] as const).map((f) =>
      instrumentName(f),
    );
    expect(shown).toEqual(['DoseMax', 'DosePro', 'Itemp', 'AxPro', 'CO2Pro', 'DoseMax V2']);
    // Upper-cased by a badge, the same device reads the same everywhere.
    expect(instrumentName('doseMaxV2').toUpperCase()).toBe('DOSEMAX V2');
    expect(instrumentName(null)).toBe('CSV');
  });
});
