import { Menu } from '@mantine/core';
import { type Language, languages } from '@ohp/i18n';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/api-client';
import { currentLanguage, setLanguage } from '../../lib/i18n';
import { sessionStore } from '../../lib/session-store';
import { showError } from '../ui/alert-dialog/alert-store';
import type { DeferredExtra } from '../ui/deferred';
import { LanguageButton } from './language-button';

/** Switches the language here and, when signed in, saves it to the account (it follows the user). */
function choose(language: Language) {
  void setLanguage(language);
  if (sessionStore.getState().status !== 'loggedIn') return;
  sessionStore
    .saveUserChanges({ language }, { quiet: true })
    .catch((error: unknown) => void showError(errorMessage(error)));
}

/** The language switch's menu (loaded by LanguageSwitch when reached). */
export function LanguageMenu({ openAtOnce }: DeferredExtra) {
  const { t } = useTranslation();
  const active = currentLanguage();
  return (
    <Menu position="bottom-end" shadow="md" width={200} withinPortal defaultOpened={openAtOnce}>
      <Menu.Target>
        <LanguageButton />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('common:language.label')}</Menu.Label>
        {languages.map((language) => (
          <Menu.Item
            key={language}
            lang={language}
            data-testid={`language-option-${language}`}
            rightSection={language === active ? <IconCheck size={16} /> : null}
            onClick={() => choose(language)}
          >
            {t(`common:language.names.${language}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
