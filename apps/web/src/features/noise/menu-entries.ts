import { IconActivity, IconEar } from '@tabler/icons-react';
import type { MenuEntry } from '../../components/layouts/menu-items';
import { paths } from '../../config/paths';
import { listsOfDomain, measurementListTitleOf } from '../../config/measurement-routes';

/** SPEC §2 side menu: the first dosimeters (DoseMax, DosePro) and the DoseMax V2, each with its doses. */
export const noiseMenuEntries: readonly MenuEntry[] = [
  {
    kind: 'group',
    labelKey: 'app:menu.equipment.dosimeter',
    label: measurementListTitleOf(listsOfDomain('noise')[0] ?? ''),
    icon: IconEar,
    children: [
      {
        kind: 'link',
        labelKey: 'app:menu.doses',
        href: paths.app.measurementsList.getHref(listsOfDomain('noise')[0] ?? ''),
      },
    ],
  },
  {
    kind: 'group',
    labelKey: 'app:menu.equipment.dosimeterV2',
    label: measurementListTitleOf(listsOfDomain('noise')[1] ?? ''),
    icon: IconActivity,
    children: [
      {
        kind: 'link',
        labelKey: 'app:menu.doses',
        href: paths.app.measurementsList.getHref(listsOfDomain('noise')[1] ?? ''),
      },
    ],
  },
];
