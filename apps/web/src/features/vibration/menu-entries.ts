import { IconWaveSine } from '@tabler/icons-react';
import type { MenuEntry } from '../../components/layouts/menu-items';
import { paths } from '../../config/paths';
import {
  componentsRouteOfDomain,
  listsOfDomain,
  measurementListTitleOf,
} from '../../config/measurement-routes';

/** SPEC §2 side menu: the AxPro with its measurements, its components and the report screen. */
export const vibrationMenuEntries: readonly MenuEntry[] = [
  {
    kind: 'group',
    labelKey: 'app:menu.equipment.axPro',
    label: measurementListTitleOf(listsOfDomain('vibration')[0] ?? ''),
    icon: IconWaveSine,
    children: [
      {
        kind: 'link',
        labelKey: 'app:menu.myMeasurements',
        href: paths.app.measurementsList.getHref(listsOfDomain('vibration')[0] ?? ''),
      },
      {
        kind: 'link',
        labelKey: 'app:menu.myComponents',
        href: paths.app.deviceComponents.getHref(componentsRouteOfDomain('vibration') ?? ''),
      },
      { kind: 'link', labelKey: 'app:menu.createReport', href: paths.app.deviceAxPro.getHref() },
    ],
  },
];
