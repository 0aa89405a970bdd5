import { Badge, NavLink, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NavLink as RouterNavLink, matchPath, useLocation } from 'react-router';
import type { SupportLinks } from '@ohp/contracts';
import { IconExternalLink } from '@tabler/icons-react';
import { useSupportLinks } from '../../lib/support-links';
import { useSession } from '../../lib/use-session';
import { useCurrentReading } from '../../stores/reading-store';
import { type MenuEntry, type MenuLink, menuSections, type ReadingSource } from './menu-items';
import classes from './side-menu.module.css';

function isActive(link: MenuLink, pathname: string, source: ReadingSource | undefined) {
  if (link.activeAlso?.(pathname, source)) return true;
  return matchPath({ path: link.href, end: link.end ?? false }, pathname) !== null;
}

function Entry({
  entry,
  pathname,
  source,
  links,
  onNavigate,
}: {
  entry: MenuEntry;
  pathname: string;
  source: ReadingSource | undefined;
  links?: SupportLinks | undefined;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  if (entry.kind === 'external') {
    const address = links?.[entry.link];
    if (!address) {
      if (!entry.fallbackHref) return null;
      const fallback: MenuLink = {
        kind: 'link',
        labelKey: entry.labelKey,
        href: entry.fallbackHref,
        icon: entry.icon,
      };
      return <Entry entry={fallback} pathname={pathname} source={source} onNavigate={onNavigate} />;
    }
    const Icon = entry.icon;
    return (
      <NavLink
        component="a"
        href={address}
        target="_blank"
        rel="noopener noreferrer"
        label={
          <>
            {t(entry.labelKey)} <VisuallyHidden>({t('app:menu.newTab')})</VisuallyHidden>
          </>
        }
        leftSection={<Icon size={18} stroke={1.6} />}
        rightSection={<IconExternalLink size={14} aria-hidden="true" />}
        onClick={onNavigate}
        className={classes.link}
      />
    );
  }
  if (entry.kind === 'link') {
    const Icon = entry.icon;
    return (
      <NavLink
        component={RouterNavLink}
        to={entry.href}
        end={entry.end}
        label={t(entry.labelKey)}
        leftSection={Icon ? <Icon size={18} stroke={1.6} /> : null}
        active={isActive(entry, pathname, source)}
        onClick={onNavigate}
        className={classes.link}
      />
    );
  }
  if (entry.kind === 'unavailable') {
    const Icon = entry.icon;
    return (
      <NavLink
        component="button"
        disabled
        label={t(entry.labelKey)}
        leftSection={<Icon size={18} stroke={1.6} />}
        rightSection={
          <Badge size="xs" variant="light" color="gray">
            {t('app:menu.soon')}
          </Badge>
        }
        className={classes.link}
      />
    );
  }
  const Icon = entry.icon;
  const open = entry.children.some((child) => isActive(child, pathname, source));
  return (
    <NavLink
      component="button"
      label={entry.label ?? t(entry.labelKey)}
      leftSection={<Icon size={18} stroke={1.6} />}
      defaultOpened={open}
      className={classes.link}
    >
      {entry.children.map((child) => (
        <Entry key={child.href} entry={child} pathname={pathname} source={source} onNavigate={onNavigate} />
      ))}
    </NavLink>
  );
}

/** The authenticated side menu. */
export function SideMenu({
  onNavigate,
  equipment,
}: {
  onNavigate?: () => void;
  equipment: readonly MenuEntry[];
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const source = useCurrentReading()?.source;
  const isAdmin = useSession().user?.role === 'admin';
  const links = useSupportLinks().data;
  const visible = (entry: MenuEntry) => isAdmin || entry.kind !== 'link' || !entry.adminOnly;
  return (
    <nav aria-label={t('app:menu.label')}>
      <Stack gap="md">
        {menuSections(equipment).map((section) => (
          <div key={section.titleKey}>
            <Text className={classes.section}>{t(section.titleKey)}</Text>
            {section.entries.filter(visible).map((entry) => (
              <Entry
                key={entry.labelKey + entry.kind}
                entry={entry}
                pathname={pathname}
                source={source}
                links={links}
                onNavigate={onNavigate}
              />
            ))}
          </div>
        ))}
      </Stack>
    </nav>
  );
}
