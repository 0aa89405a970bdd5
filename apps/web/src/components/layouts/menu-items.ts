import {
  IconActivity,
  IconBuilding,
  IconCloud,
  IconCloudFog,
  IconDevices,
  IconEar,
  IconFileText,
  IconHelpCircle,
  IconHome,
  IconNews,
  IconPlugConnected,
  IconSchool,
  IconShieldLock,
  IconShoppingCart,
  IconTemperature,
  IconUpload,
  IconUser,
  IconUsersGroup,
  IconWaveSine,
} from '@tabler/icons-react';
import { paths } from '../../config/paths';

// Side menu of SPEC §2 "Screens described by menu and labels", mapped to the routes that exist.
// Entries whose destination has no route in SPEC §2 (store, blog, help) are shown disabled.

export type MenuIcon = typeof IconHome;

export interface MenuLink {
  kind: 'link';
  /** Key in the app namespace. */
  labelKey: string;
  href: string;
  icon?: MenuIcon;
  /** Active only on the exact path (home). */
  end?: boolean;
  /** Shown only to users whose role is admin. */
  adminOnly?: boolean;
}

export interface MenuGroup {
  kind: 'group';
  labelKey: string;
  icon: MenuIcon;
  children: MenuLink[];
}

export interface MenuUnavailable {
  kind: 'unavailable';
  labelKey: string;
  icon: MenuIcon;
}

export type MenuEntry = MenuLink | MenuGroup | MenuUnavailable;

const { app } = paths;

export const menuSections: Array<{ titleKey: string; entries: MenuEntry[] }> = [
  {
    titleKey: 'app:menu.sections.main',
    entries: [
      { kind: 'link', labelKey: 'app:menu.home', href: app.home.getHref(), icon: IconHome, end: true },
      {
        kind: 'link',
        labelKey: 'app:menu.accessDevice',
        href: app.accessDevice.getHref(),
        icon: IconPlugConnected,
      },
      { kind: 'link', labelKey: 'app:menu.upload', href: app.upload.getHref(), icon: IconUpload },
      { kind: 'link', labelKey: 'app:menu.myDevices', href: app.devices.getHref(), icon: IconDevices },
    ],
  },
  {
    titleKey: 'app:menu.sections.equipment',
    entries: [
      {
        kind: 'group',
        labelKey: 'app:menu.equipment.dosimeter',
        icon: IconEar,
        children: [
          { kind: 'link', labelKey: 'app:menu.doses', href: app.measurementsList.getHref('dosimetro-v1') },
        ],
      },
      {
        kind: 'group',
        labelKey: 'app:menu.equipment.dosimeterV2',
        icon: IconActivity,
        children: [
          { kind: 'link', labelKey: 'app:menu.doses', href: app.measurementsList.getHref('dosimetro-v2') },
        ],
      },
      {
        kind: 'group',
        labelKey: 'app:menu.equipment.itempSimple',
        icon: IconTemperature,
        children: [
          {
            kind: 'link',
            labelKey: 'app:menu.myMeasurements',
            href: app.measurementsList.getHref('itemp-simple'),
          },
        ],
      },
      {
        kind: 'group',
        labelKey: 'app:menu.equipment.itempComponent',
        icon: IconTemperature,
        children: [
          { kind: 'link', labelKey: 'app:menu.myMeasurements', href: app.measurementsList.getHref('itemp') },
          { kind: 'link', labelKey: 'app:menu.myComponents', href: app.deviceComponents.getHref('itemp') },
          { kind: 'link', labelKey: 'app:menu.createReport', href: app.deviceItemp.getHref() },
        ],
      },
      {
        kind: 'group',
        labelKey: 'app:menu.equipment.axPro',
        icon: IconWaveSine,
        children: [
          { kind: 'link', labelKey: 'app:menu.myMeasurements', href: app.measurementsList.getHref('ax-pro') },
          { kind: 'link', labelKey: 'app:menu.myComponents', href: app.deviceComponents.getHref('ax-pro') },
          { kind: 'link', labelKey: 'app:menu.createReport', href: app.deviceAxPro.getHref() },
        ],
      },
      {
        kind: 'group',
        labelKey: 'app:menu.equipment.co2pro',
        icon: IconCloudFog,
        children: [
          { kind: 'link', labelKey: 'app:menu.myMeasurements', href: app.measurementsList.getHref('co2pro') },
        ],
      },
    ],
  },
  {
    titleKey: 'app:menu.sections.cloud',
    entries: [
      { kind: 'link', labelKey: 'app:menu.cloudFiles', href: app.archive.getHref(), icon: IconCloud },
      { kind: 'link', labelKey: 'app:menu.company', href: app.company.getHref(), icon: IconBuilding },
      { kind: 'link', labelKey: 'app:menu.groups', href: app.group.getHref(), icon: IconUsersGroup },
    ],
  },
  {
    titleKey: 'app:menu.sections.support',
    entries: [
      {
        kind: 'link',
        labelKey: 'app:menu.supportDocuments',
        href: app.documents.getHref(),
        icon: IconFileText,
      },
      { kind: 'link', labelKey: 'app:menu.training', href: app.videos.getHref(), icon: IconSchool },
      { kind: 'unavailable', labelKey: 'app:menu.help', icon: IconHelpCircle },
      { kind: 'unavailable', labelKey: 'app:menu.store', icon: IconShoppingCart },
      { kind: 'unavailable', labelKey: 'app:menu.blog', icon: IconNews },
    ],
  },
  {
    titleKey: 'app:menu.sections.account',
    entries: [
      { kind: 'link', labelKey: 'app:menu.profile', href: app.profile.getHref(), icon: IconUser },
      {
        kind: 'link',
        labelKey: 'app:menu.admin',
        href: app.admin.getHref(),
        icon: IconShieldLock,
        adminOnly: true,
      },
    ],
  },
];
