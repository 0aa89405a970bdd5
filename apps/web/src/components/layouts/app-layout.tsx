import { Burger, Drawer, Group, ScrollArea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigation } from 'react-router';
import { useBreakpoints } from '../../hooks/use-breakpoints';
import { BrandLogo } from '../ui/brand-logo';
import { PageLoader } from '../ui/page-loader';
import classes from './app-layout.module.css';
import { LanguageSwitch } from './language-switch';
import type { MenuEntry } from './menu-items';
import { SideMenu } from './side-menu';
import { ThemeSwitch } from './theme-switch';
import { UserMenu } from './user-menu';

/**
 * Authenticated layout: side menu, header with switches, one scrolling content area. The menu's
 * equipment entries come from the measurement domains and the header's notifications bell from
 * its feature (both given by the app layer).
 */
export function AppLayout({
  equipment,
  notifications,
}: {
  equipment: readonly MenuEntry[];
  notifications?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const { isTabletOrMobile } = useBreakpoints();
  const navigation = useNavigation();
  const [menuOpened, setMenuOpened] = useState(false);
  const loadingScreen = navigation.state === 'loading';
  return (
    <div className={classes.shell} data-testid="app-layout">
      {isTabletOrMobile ? (
        <Drawer
          opened={menuOpened}
          onClose={() => setMenuOpened(false)}
          size="85%"
          title={<BrandLogo />}
          closeButtonProps={{ 'aria-label': t('common:actions.close') }}
        >
          <SideMenu onNavigate={() => setMenuOpened(false)} equipment={equipment} />
        </Drawer>
      ) : (
        <aside className={classes.sidebar}>
          <div className={classes.brand}>
            <BrandLogo />
          </div>
          <ScrollArea className={classes.menu} type="hover" scrollbarSize={6}>
            <SideMenu equipment={equipment} />
          </ScrollArea>
        </aside>
      )}
      <div className={classes.main}>
        <header className={classes.header}>
          <Group gap="xs" wrap="nowrap">
            {isTabletOrMobile ? (
              <>
                <Burger
                  opened={menuOpened}
                  onClick={() => setMenuOpened((o) => !o)}
                  size="sm"
                  aria-label={t('app:menu.open')}
                />
                <BrandLogo compact />
              </>
            ) : null}
          </Group>
          <Group gap={4} wrap="nowrap">
            {notifications}
            <LanguageSwitch />
            <ThemeSwitch />
            <UserMenu />
          </Group>
        </header>
        <main className={classes.content} data-testid="content">
          {loadingScreen ? <PageLoader /> : <Outlet />}
        </main>
      </div>
    </div>
  );
}
