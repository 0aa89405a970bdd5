import type { DeviceFamily, MeasurementDomain } from './vocabulary.ts';

/**
 * Where a saved measurement opens in the web app (SPEC §2 route names). Shared so that the server
 * can link a notification to the page the web app itself opens: the viewer route of its family, or
 * for a samples CSV (no family) the viewer of the domain it was read as; AxPro readings show on
 * the AxPro report screen.
 */
/** The viewer route names of SPEC §2 ('device-ax-pro': the AxPro report screen, /device/ax-pro/{id}). */
export type MeasurementViewerName = 'dosimetro-v1' | 'dosimetro-v2' | 'itemp' | 'co2pro' | 'device-ax-pro';

const viewerOfFamily: Readonly<Record<DeviceFamily, MeasurementViewerName>> = {
  doseMax: 'dosimetro-v1',
  dosePro: 'dosimetro-v1',
  doseMaxV2: 'dosimetro-v2',
  itemp: 'itemp',
  axPro: 'device-ax-pro',
  co2Pro: 'co2pro',
};

const viewerOfCsvDomain: Readonly<Record<MeasurementDomain, MeasurementViewerName>> = {
  noise: 'dosimetro-v1',
  heat: 'itemp',
  vibration: 'device-ax-pro',
  co2: 'co2pro',
};

/** The viewer route name of a measurement ('device-ax-pro' for the AxPro report screen). */
export function measurementViewerOf(
  family: DeviceFamily | null,
  domain: MeasurementDomain = 'noise',
): MeasurementViewerName {
  return family === null ? viewerOfCsvDomain[domain] : viewerOfFamily[family];
}

/** The web app path of a saved measurement, e.g. /measurement/dosimetro-v2/<id> or /device/ax-pro/<id>. */
export function measurementPagePath(
  family: DeviceFamily | null,
  domain: MeasurementDomain,
  measurementId: string,
): string {
  const viewer = measurementViewerOf(family, domain);
  const id = encodeURIComponent(measurementId);
  return viewer === 'device-ax-pro' ? `/device/ax-pro/${id}` : `/measurement/${viewer}/${id}`;
}
