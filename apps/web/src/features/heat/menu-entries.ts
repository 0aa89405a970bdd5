import { IconTemperature } from '@tabler/icons-react';
import type { MenuEntry } from '../../components/layouts/menu-items';
import { paths } from '../../config/paths';
import { componentsRouteOfDomain, extraListsOfDomain, listsOfDomain } from '../../config/measurement-routes';

/** SPEC §2 side menu: Itemp simple (normal mode) and Itemp component, with its components and report. */
export const heatMenuEntries: readonly MenuEntry[] = [
  {
    kind: 'group',
    labelKey: 'app:menu.equipment.itempSimple',
    icon: IconTemperature,
    children: [
      {
        kind: 'link',
        labelKey: 'app:menu.myMeasurements',
        href: paths.app.measurementsList.getHref(extraListsOfDomain('heat')[0] ?? ''),
      },
    ],
  },
  {
    kind: 'group',
    labelKey: 'app:menu.equipment.itempComponent',
    icon: IconTemperature,
    children: [
      {
        kind: 'link',
        labelKey: 'app:menu.myMeasurements',
        href: paths.app.measurementsList.getHref(listsOfDomain('heat')[0] ?? ''),
      },
      {
        kind: 'link',
        labelKey: 'app:menu.myComponents',
        href: paths.app.deviceComponents.getHref(componentsRouteOfDomain('heat') ?? ''),
      },
      { kind: 'link', labelKey: 'app:menu.createReport', href: paths.app.deviceItemp.getHref() },
    ],
  },
];
