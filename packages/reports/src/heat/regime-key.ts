import type { HeatRegime } from '@ohp/exposure';

/** The i18n key of an NR-15 Anexo 3 (1978) Quadro 1 regime (report and screens). */
export const regimeKey = (r: HeatRegime): string =>
  `heat:regime.${r === 'continuous' || r === 'not_allowed' ? r : `w${r.replace('/', 'r')}`}`;
