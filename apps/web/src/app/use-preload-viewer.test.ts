import { describe, expect, it } from 'vitest';
import { measurementHref } from '../config/measurement-routes';
import { savedReadingRouteOf } from './use-preload-viewer';

describe('the route a saved measurement opens in, preloaded by its list', () => {
  it('is /device/ax-pro/ for an AxPro measurement (SPEC §2)', () => {
    expect(savedReadingRouteOf(measurementHref('axPro', 'id', 'vibration'))).toBe('device-ax-pro');
  });

  it('is /measurement/ for the other families and for a samples CSV', () => {
    expect(savedReadingRouteOf(measurementHref('doseMaxV2', 'id', 'noise'))).toBe('measurement');
    expect(savedReadingRouteOf(measurementHref('co2Pro', 'id', 'co2'))).toBe('measurement');
    expect(savedReadingRouteOf(measurementHref('itemp', 'id', 'heat'))).toBe('measurement');
    expect(savedReadingRouteOf(measurementHref(null, 'id', 'noise'))).toBe('measurement');
  });
});
