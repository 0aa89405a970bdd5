import type { MeasurementDomain } from '@ohp/contracts';
import type { ComponentType } from 'react';
import type { DomainViewerProps } from '../lib/web-domain';
import { webDomainOf } from './domains';

// The domains' viewer chunks, loaded once each: the route loaders and the early starts of a full
// page load (app/saved-measurement-start.ts) ask for them without the reading screen's own imports,
// and the reading screen takes the loaded viewer from here.

export type DomainViewer = ComponentType<DomainViewerProps>;

const loaded = new Map<MeasurementDomain, DomainViewer>();
const viewerLoads = new Map<MeasurementDomain, Promise<void>>();

/**
 * Loads a domain's viewer chunk (route loaders await it so the screen renders at once); callers
 * meanwhile share the one load (its warm-up runs once). A failed load may be tried again.
 */
export function loadDomainViewer(domain: MeasurementDomain | undefined): Promise<void> {
  const module = webDomainOf(domain);
  if (!module || !domain || loaded.has(domain)) return Promise.resolve();
  let pending = viewerLoads.get(domain);
  if (!pending) {
    pending = module
      .loadViewer()
      .then((viewer) => {
        loaded.set(domain, viewer);
      })
      .finally(() => viewerLoads.delete(domain));
    viewerLoads.set(domain, pending);
  }
  return pending;
}

/** The domain's viewer when its chunk has loaded. */
export function loadedDomainViewer(domain: MeasurementDomain): DomainViewer | undefined {
  return loaded.get(domain);
}
