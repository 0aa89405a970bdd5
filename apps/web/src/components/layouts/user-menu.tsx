import { Avatar, Menu, UnstyledButton } from '@mantine/core';
import { IconLogout, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { type SessionUser, sessionStore } from '../../lib/session-store';
import { useSessionPhotoUrl } from '../../lib/account-image';
import { useSession } from '../../lib/use-session';
import { showAlert } from '../ui/alert-dialog/alert-store';

function initials(user: SessionUser | null): string {
  const name = user?.name ?? '';
  const lastName = user?.lastName ?? '';
  const letters = `${name.charAt(0)}${lastName.charAt(0)}`.toUpperCase();
  return letters || '?';
}

/** Asks for confirmation (two-button alert), then logs out on the second button. */
export function confirmLogout(t: (key: string) => string) {
  return showAlert({
    title: t('app:logout.title'),
    text: t('app:logout.text'),
    icon: 'warning',
    buttons: [
      { label: t('common:actions.cancel'), variant: 'default' },
      { label: t('app:logout.confirm'), variant: 'danger' },
    ],
    onButtonClick: (index) => {
      if (index === 1) sessionStore.logout();
    },
  });
}

export function UserMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useSession();
  // The photo query is shared with the profile page, which refreshes it after a change.
  const photo = useSessionPhotoUrl();
  return (
    <Menu position="bottom-end" shadow="md" width={220} withinPortal>
      <Menu.Target>
        <UnstyledButton
          // The visible initials start the accessible name (WCAG 2.5.3, label in name).
          aria-label={[initials(user), t('app:menu.account')].filter(Boolean).join(' · ')}
          data-testid="user-menu"
        >
          <Avatar
            radius="xl"
            color="brand"
            variant="light"
            src={photo ?? null}
            alt=""
            data-testid="user-avatar"
          >
            {initials(user)}
          </Avatar>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconUser size={16} />} onClick={() => navigate(paths.app.profile.getHref())}>
          {t('app:menu.profile')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={() => void confirmLogout(t)}>
          {t('app:menu.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
