// The vibration benches' record: a full 10 h AxPro record at 1 s in the extended format (∫aw⁴dt
// and peaks per axis, third-octave spectra on three axes, ≈ 24 MB), as the parse, the viewer and the
// device-read benches read it.
import { formatAxPro, generateVibration } from '@ohp/devices';

export function extendedAxProTenHoursText(): string {
  return formatAxPro(
    generateVibration({
      seed: 1,
      serialNumber: '24030001507A',
      firmware: '2.3.1',
      start: '2026-02-05T06:00:00',
      durationSeconds: 10 * 3600,
      intervalSeconds: 1,
      evaluationType: 'wholeBody',
      bands: { resolution: 'third', axis: 'all' },
    }),
  );
}
