import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/api-client';
import { sessionStore } from '../../lib/session-store';
import { showError } from '../ui/alert-dialog/alert-store';
import { Deferred } from '../ui/deferred';

const loadTooltip = () => import('../ui/label-tooltip').then((m) => m.LabelTooltip);

/**
 * Theme switch: dark (default) or light; stored locally through the color scheme manager and, when
 * signed in, saved to the account (it then follows the user to other browsers).
 */
export function ThemeSwitch() {
  const { t } = useTranslation();
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme('dark', { getInitialValueInEffect: false });
  const next = scheme === 'dark' ? 'light' : 'dark';
  const label = t(next === 'light' ? 'common:theme.toLight' : 'common:theme.toDark');
  const button = (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="lg"
      aria-label={label}
      data-testid="theme-switch"
      data-scheme={scheme}
      onClick={() => {
        setColorScheme(next);
        if (sessionStore.getState().status !== 'loggedIn') return;
        sessionStore
          .saveUserChanges({ darkMode: next === 'dark' }, { quiet: true })
          .catch((error: unknown) => void showError(errorMessage(error)));
      }}
    >
      {scheme === 'dark' ? <IconSun size={20} /> : <IconMoon size={20} />}
    </ActionIcon>
  );
  // The tooltip (floating UI) loads when a pointer or the focus reaches the button.
  return <Deferred load={loadTooltip} fallback={button} props={{ label, children: button }} />;
}
