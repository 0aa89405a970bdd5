import { type Co2Norm, type Co2Series, computeCo2Exposure, epochMs, seconds } from '@ohp/exposure';
import type { Language } from '@ohp/i18n';
import { co2ReportInputFrom } from './from-exposure.ts';
import type { Co2ReportInput } from './report-input.ts';

/**
 * A working day in a meeting room with a dry-ice demonstration (deterministic): 1-minute registers
 * from 08:00 for 10 hours, CO2 climbing with occupancy and 4,400 ppm from 10:00 to 10:45.
 */
export function sampleCo2Series(minutes = 600): Co2Series {
  const co2 = new Float64Array(minutes);
  const temperature = new Float64Array(minutes);
  const humidity = new Float64Array(minutes);
  for (let i = 0; i < minutes; i++) {
    const wobble = Math.sin(i / 7) * 25 + Math.sin(i / 23) * 40;
    const occupied = i < 240 ? Math.min(1, i / 90) : i < 300 ? 0.3 : Math.min(1, (i - 300) / 60);
    co2[i] = Math.round(i >= 120 && i < 165 ? 4400 + wobble : 450 + 1000 * occupied + wobble);
    temperature[i] = Math.round((22 + 3.5 * occupied + Math.sin(i / 31) * 0.3) * 10) / 10;
    humidity[i] = Math.round(48 + 10 * occupied + Math.sin(i / 13) * 2);
  }
  return {
    startMs: epochMs(new Date(2026, 3, 2, 8, 0, 0).getTime()),
    timeBase: 'absolute',
    intervalS: seconds(60),
    offsetsS: Float64Array.from({ length: minutes }, (_, i) => i * 60),
    co2,
    temperature,
    humidity,
    rangePpm: 50000,
  };
}

export function sampleCo2ReportInput(language: Language, norm: Co2Norm = 'both'): Co2ReportInput {
  const series = sampleCo2Series();
  return co2ReportInputFrom({
    language,
    generatedAt: new Date(2026, 3, 2, 18, 30, 0),
    norm,
    fields: {
      employeeName: 'João da Silva',
      employeeCompanyName: 'Metalúrgica Exemplo Ltda.',
      employeeArea: 'Sala de reuniões 2',
      functionGHE: 'Analista administrativo — GHE 04',
      measurerName: 'Ana Souza',
      measurerCompanyName: 'Higiene Ocupacional Consultoria',
      description: 'Avaliação de CO2 em sala climatizada',
      annotation: 'Demonstração com gelo seco das 10:00 às 10:45.\nJanelas fechadas durante todo o dia.',
    },
    instrument: {
      model: 'CO2Pro',
      serialNumber: '24060002208A',
      firmware: '2.1.0',
      source: 'record',
      certificate: {
        laboratory: 'Lab Metrologia',
        number: 'CAL-2026-0107',
        date: new Date(2026, 0, 10),
        nextDate: new Date(2027, 0, 10),
      },
    },
    series,
    result: computeCo2Exposure(series, { workdayMin: 480 }),
  });
}
