// IBUTG (WBGT) from the three temperatures, all in °C.
import { type Celsius, celsius } from '../units/index.ts';

/** NR-15 Anexo 3 (1978) item 1 a; NHO-06 (2017) eq. 5.1: indoors or outdoors without solar load. */
export function ibutgWithoutSolarLoad(tbn: Celsius, tg: Celsius): Celsius {
  return celsius(0.7 * tbn + 0.3 * tg);
}

/** NR-15 Anexo 3 (1978) item 1 b; NHO-06 (2017) eq. 5.2: outdoors with direct solar load. */
export function ibutgWithSolarLoad(tbn: Celsius, tbs: Celsius, tg: Celsius): Celsius {
  return celsius(0.7 * tbn + 0.1 * tbs + 0.2 * tg);
}

/** The formula the situation calls for; solar load needs the dry bulb. */
export function ibutgOf(tbn: Celsius, tg: Celsius, tbs: Celsius | undefined, solarLoad: boolean): Celsius {
  if (solarLoad) {
    if (tbs === undefined || Number.isNaN(tbs)) return celsius(Number.NaN);
    return ibutgWithSolarLoad(tbn, tbs, tg);
  }
  return ibutgWithoutSolarLoad(tbn, tg);
}
