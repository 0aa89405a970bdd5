import type { Co2ChartMarks } from '@ohp/reports';
import { storageKeys } from '../../../config/storage-keys';
import { readStored, writeStored } from '../../../lib/storage';

// SPEC §3 saved chart setting "CO2 probe levels for two occupational-exposure standards": whether
// the NR-15 and the ACGIH lines show, one stored item each ("1" shown, "0" hidden; shown when
// nothing is stored). The indoor-air reference always shows.

const keys = storageKeys.chartSettings;

export function readCo2ChartMarks(): Co2ChartMarks {
  return {
    nr15: readStored(keys.co2LevelsNr15) !== '0',
    acgih: readStored(keys.co2LevelsAcgih) !== '0',
    indoorAir: true,
  };
}

export function writeCo2ChartMarks(marks: Pick<Co2ChartMarks, 'nr15' | 'acgih'>): void {
  writeStored(keys.co2LevelsNr15, marks.nr15 ? '1' : '0');
  writeStored(keys.co2LevelsAcgih, marks.acgih ? '1' : '0');
}
