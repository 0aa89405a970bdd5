import type { ArchiveEntry } from '@ohp/contracts';
import { paths } from '../config/paths';
import { componentsRouteOfFamily, measurementHref } from '../config/measurement-routes';
import { webDomainOf } from './domains';

/**
 * Where an archive file opens (issue 14 item 2 "open a measurement or report in its viewer"): a
 * saved measurement in its domain's viewer (when the web app has a module for that domain), a
 * component in its family's component screen. Composed here from the domains list because the archive feature does not know the domains. A report or
 * any other file has no viewer: it downloads.
 */
export function archiveOpenHref(entry: ArchiveEntry): string | undefined {
  const resource = entry.resource;
  if (!resource) return undefined;
  switch (resource.type) {
    case 'measurement': {
      const domain = resource.domain ?? 'noise';
      return webDomainOf(domain) ? measurementHref(resource.family, resource.id, domain) : undefined;
    }
    case 'component': {
      const route = resource.family ? componentsRouteOfFamily(resource.family) : undefined;
      return route ? paths.app.deviceComponents.getHref(route) : undefined;
    }
    default:
      return undefined;
  }
}
