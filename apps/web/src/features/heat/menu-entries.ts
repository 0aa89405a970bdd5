import { IconTemperature } from '@tabler/icons-react';
import type { MenuEntry } from '../../components/layouts/menu-items';
import { componentsRouteOfFamily, itempSimpleList, measurementListOfFamily, paths } from '../../config/paths';

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
        href: paths.app.measurementsList.getHref(itempSimpleList),
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
        href: paths.app.measurementsList.getHref(measurementListOfFamily.itemp),
      },
      {
        kind: 'link',
        labelKey: 'app:menu.myComponents',
        href: paths.app.deviceComponents.getHref(componentsRouteOfFamily.itemp),
      },
      { kind: 'link', labelKey: 'app:menu.createReport', href: paths.app.deviceItemp.getHref() },
    ],
  },
];
