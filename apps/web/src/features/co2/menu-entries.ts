import { IconCloudFog } from '@tabler/icons-react';
import type { MenuEntry } from '../../components/layouts/menu-items';
import { paths } from '../../config/paths';
import { listsOfDomain, measurementListTitleOf } from '../../config/measurement-routes';

/** SPEC §2 side menu: the CO2Pro and its measurements. */
export const co2MenuEntries: readonly MenuEntry[] = [
  {
    kind: 'group',
    labelKey: 'app:menu.equipment.co2pro',
    label: measurementListTitleOf(listsOfDomain('co2')[0] ?? ''),
    icon: IconCloudFog,
    children: [
      {
        kind: 'link',
        labelKey: 'app:menu.myMeasurements',
        href: paths.app.measurementsList.getHref(listsOfDomain('co2')[0] ?? ''),
      },
    ],
  },
];
