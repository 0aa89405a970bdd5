import { measurementDomains } from '@ohp/contracts';
import { deviceFamilies, domainOf, measurementPagePath } from '@ohp/devices';
import { describe, expect, it } from 'vitest';
import {
  familiesOfRoute,
  measurementHref,
  measurementListDevices,
  measurementListFamiliesOf,
  measurementListOfFamily,
  measurementRouteNames,
  newReadingHref,
} from './measurement-routes';

// The SPEC §2 route names are mapped to families here only: every family has its list, every list
// and viewer route holds one domain, and a measurement opens where SPEC §2 shows its family.

describe('route names ⇄ families', () => {
  it('each list holds the families of one domain, and each family is in its own list', () => {
    for (const list of measurementListDevices) {
      const domains = new Set(familiesOfRoute(list).map(domainOf));
      expect(domains.size).toBe(1);
    }
    for (const family of deviceFamilies) {
      expect(measurementListFamiliesOf(measurementListOfFamily(family))).toContain(family);
    }
  });

  it('every viewer route is also a list name (its families come from the list)', () => {
    for (const route of measurementRouteNames) expect(measurementListDevices).toContain(route);
  });

  it.each([
    ['doseMax', '/measurement/dosimetro-v1/a1'],
    ['dosePro', '/measurement/dosimetro-v1/a1'],
    ['doseMaxV2', '/measurement/dosimetro-v2/a1'],
    ['itemp', '/measurement/itemp/a1'],
    ['co2Pro', '/measurement/co2pro/a1'],
    ['axPro', '/device/ax-pro/a1'],
    [null, '/measurement/dosimetro-v1/a1'],
  ] as const)('a %s measurement opens at %s', (family, href) => {
    expect(measurementHref(family, 'a1')).toBe(href);
  });

  it('the server links notifications to the same page (measurementPagePath of @ohp/devices)', () => {
    for (const domain of measurementDomains) {
      for (const family of [...deviceFamilies, null]) {
        expect(measurementPagePath(family, domain, 'a 1')).toBe(measurementHref(family, 'a 1', domain));
      }
    }
  });

  it('a reading opened and not saved shows under the id new, or on the reading screen for AxPro', () => {
    expect(newReadingHref('doseMaxV2')).toBe('/measurement/dosimetro-v2/new');
    expect(newReadingHref(null)).toBe('/measurement/dosimetro-v1/new');
    expect(newReadingHref('axPro')).toBe('/upload/read');
  });
});
