import { DosimeterMeasurementScreen } from './dosimeter-measurement-route';

export { clientLoader } from './dosimeter-measurement-route';

/** /measurement/dosimetro-v2/:measurementId — DoseMax V2 (second dosimeter screen, with clipping). */
export function Component() {
  return <DosimeterMeasurementScreen device="dosimetro-v2" />;
}
