import {
  IconBook,
  IconBuilding,
  IconCloud,
  IconDevices,
  IconFileText,
  IconHelpCircle,
  IconHierarchy,
  IconHome,
  IconId,
  IconNews,
  IconPlugConnected,
  IconSchool,
  IconShieldLock,
  IconShoppingCart,
  IconUpload,
  IconUser,
  IconUsersGroup,
} from '@tabler/icons-react';
import type { SupportLinks } from '@ohp/contracts';
import { paths } from '../../config/paths';
import { equipmentPageSlugs, type EquipmentPageSlug } from '../../config/measurement-routes';

// Side menu of SPEC §2 "Screens described by menu and labels", mapped to the routes that exist.
// Store, Training and Blog open the addresses the server is configured with (docs/admin.md).

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
  /** Extra paths where this entry is the active one, given where the current reading came from. */
  activeAlso?: (pathname: string, readingSource: ReadingSource | undefined) => boolean;
}

export type ReadingSource = 'device' | 'file';

const uploadRead = paths.app.uploadRead.getHref();

export interface MenuGroup {
  kind: 'group';
  labelKey: string;
  /**
   * The label as data instead of a translation: an instrument list's title, the names of its
   * families from the family modules ("DoseMax / DosePro"), so a family added to a list is named.
   */
  label?: string;
  icon: MenuIcon;
  children: MenuLink[];
}

export interface MenuUnavailable {
  kind: 'unavailable';
  labelKey: string;
  icon: MenuIcon;
}

/**
 * An address outside the app (GET /api/support/links), opened in a new tab; without one the entry
 * goes to `fallbackHref`, or is hidden when there is none.
 */
export interface MenuExternal {
  kind: 'external';
  labelKey: string;
  link: keyof SupportLinks;
  icon: MenuIcon;
  fallbackHref?: string;
}

export type MenuEntry = MenuLink | MenuGroup | MenuUnavailable | MenuExternal;

const equipmentPageLinks: MenuLink[] = (Object.keys(equipmentPageSlugs) as EquipmentPageSlug[]).map(
  (slug) => ({
    kind: 'link',
    labelKey: `app:menu.equipment.${equipmentPageSlugs[slug]}`,
    href: paths.app.equipment.getHref(slug),
  }),
);

const { app } = paths;

/**
 * The menu with the equipment section given by the measurement domains (app/domains.ts): shared
 * layout code does not know the domains.
 */
export const menuSections = (
  equipment: readonly MenuEntry[],
): Array<{ titleKey: string; entries: readonly MenuEntry[] }> => [
  {
    titleKey: 'app:menu.sections.main',
    entries: [
      { kind: 'link', labelKey: 'app:menu.home', href: app.home.getHref(), icon: IconHome, end: true },
      {
        kind: 'link',
        labelKey: 'app:menu.accessDevice',
        href: app.accessDevice.getHref(),
        icon: IconPlugConnected,
        // A record read from a device shows on /upload/read: the menu stays on the device entry.
        activeAlso: (pathname, source) => pathname === uploadRead && source === 'device',
      },
      {
        kind: 'link',
        labelKey: 'app:menu.upload',
        href: app.upload.getHref(),
        icon: IconUpload,
        end: true,
        activeAlso: (pathname, source) => pathname === uploadRead && source !== 'device',
      },
      { kind: 'link', labelKey: 'app:menu.myDevices', href: app.devices.getHref(), icon: IconDevices },
    ],
  },
  {
    titleKey: 'app:menu.sections.equipment',
    entries: [...equipment],
  },
  {
    titleKey: 'app:menu.sections.cloud',
    entries: [
      { kind: 'link', labelKey: 'app:menu.cloudFiles', href: app.archive.getHref(), icon: IconCloud },
      { kind: 'link', labelKey: 'app:menu.company', href: app.company.getHref(), icon: IconBuilding },
      { kind: 'link', labelKey: 'app:menu.groups', href: app.group.getHref(), icon: IconUsersGroup },
      {
        kind: 'link',
        labelKey: 'esocial:web.menu.workers',
        href: app.companyWorkers.getHref(),
        icon: IconId,
      },
      { kind: 'link', labelKey: 'esocial:web.menu.ghe', href: app.companyGhe.getHref(), icon: IconHierarchy },
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
      { kind: 'link', labelKey: 'app:menu.help', href: app.help.getHref(), icon: IconHelpCircle },
      { kind: 'group', labelKey: 'app:menu.equipmentPages', icon: IconBook, children: equipmentPageLinks },
      // Without TRAINING_URL the training material is the support videos.
      {
        kind: 'external',
        labelKey: 'app:menu.training',
        link: 'training',
        icon: IconSchool,
        fallbackHref: app.videos.getHref(),
      },
      { kind: 'external', labelKey: 'app:menu.store', link: 'store', icon: IconShoppingCart },
      { kind: 'external', labelKey: 'app:menu.blog', link: 'blog', icon: IconNews },
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
