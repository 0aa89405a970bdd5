import { Burger, Drawer, Group, ScrollArea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigation } from 'react-router';
import { useBreakpoints } from '../../hooks/use-breakpoints';
import { BrandLogo } from '../ui/brand-logo';
import { PageLoader } from '../ui/page-loader';
import classes from './app-layout.module.css';
import { LanguageSwitch } from './language-switch';
import { NotificationsButton } from './notifications-button';
import { SideMenu } from './side-menu';
import { ThemeSwitch } from './theme-switch';
import { UserMenu } from './user-menu';

/** Authenticated layout: side menu, header with switches, one scrolling content area. */
export function AppLayout() {
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
          <SideMenu onNavigate={() => setMenuOpened(false)} />
        </Drawer>
      ) : (
        <aside className={classes.sidebar}>
          <div className={classes.brand}>
            <BrandLogo />
          </div>
          <ScrollArea className={classes.menu} type="hover" scrollbarSize={6}>
            <SideMenu />
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
            <NotificationsButton />
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
