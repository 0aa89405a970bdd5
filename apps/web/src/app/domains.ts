import { type DeviceFamily, domainOf, type MeasurementDomain } from '@ohp/devices';
import type { MenuEntry } from '../components/layouts/menu-items';
import { heatDomain } from '../features/heat';
import { noiseDomain } from '../features/noise';
import { vibrationDomain } from '../features/vibration';
import type { WebDomain } from '../lib/web-domain';
import { co2DomainOfApp } from './co2-domain';

// The measurement domains the web app has a module for (docs/web-domains.md). The measurement
// list and viewer routes, the data viewer and the side menu read this list; a reading of a domain
// not listed shows its parsed record with "analysis coming". A new domain is one line here.
export const webDomains: readonly WebDomain[] = [noiseDomain, heatDomain, vibrationDomain, co2DomainOfApp];

export function webDomainOf(domain: MeasurementDomain | undefined): WebDomain | undefined {
  return webDomains.find((d) => d.domain === domain);
}

/** The domain of the measurements a list or viewer route shows (its families share one). */
export function domainOfFamilies(families: readonly DeviceFamily[]): MeasurementDomain | undefined {
  const first = families[0];
  return first ? domainOf(first) : undefined;
}

/** The side menu's equipment section, in the order of the domains (SPEC §2 order). */
export const equipmentMenu: readonly MenuEntry[] = (['noise', 'heat', 'vibration', 'co2'] as const).flatMap(
  (domain) => webDomainOf(domain)?.menuEntries ?? [],
);
