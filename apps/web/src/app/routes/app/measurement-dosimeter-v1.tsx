import { DosimeterMeasurementScreen } from './dosimeter-measurement-route';

export { clientLoader } from './dosimeter-measurement-route';

/** /measurement/dosimetro-v1/:measurementId — DoseMax and DosePro (first dosimeter screen). */
export function Component() {
  return <DosimeterMeasurementScreen device="dosimetro-v1" />;
}
