import { describe, expect, it } from 'vitest';
import { measurementHref } from '../config/measurement-routes';
import { savedReadingOf, savedReadingRouteOf } from './use-preload-viewer';

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

describe('the route and parameters a saved measurement page gives its early start (as its loader gets them)', () => {
  it('names the AxPro measurement of /device/ax-pro/{id}', () => {
    expect(savedReadingOf(measurementHref('axPro', 'm-7', 'vibration'))).toEqual({
      route: 'device-ax-pro',
      params: { id: 'm-7' },
    });
  });

  it('names the device route and the measurement of /measurement/…', () => {
    expect(savedReadingOf(measurementHref('co2Pro', 'm-8', 'co2'))).toEqual({
      route: 'measurement',
      params: { device: 'co2pro', measurementId: 'm-8' },
    });
  });

  it('is nothing for another page', () => {
    expect(savedReadingOf('/measurements-list/co2pro')).toBeUndefined();
  });
});
