import { Button, Menu } from '@mantine/core';
import { type Language, languages } from '@ohp/i18n';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/api-client';
import { currentLanguage, setLanguage } from '../../lib/i18n';
import { sessionStore } from '../../lib/session-store';
import { showError } from '../ui/alert-dialog/alert-store';

const shortNames: Record<Language, string> = { 'pt-BR': 'PT', en: 'EN', es: 'ES' };

/** Switches the language here and, when signed in, saves it to the account (it follows the user). */
function choose(language: Language) {
  void setLanguage(language);
  if (sessionStore.getState().status !== 'loggedIn') return;
  sessionStore
    .saveUserChanges({ language }, { quiet: true })
    .catch((error: unknown) => void showError(errorMessage(error)));
}

/** Language switch: pt-BR (default), en, es; stored locally (and in the account when signed in). */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const active = currentLanguage();
  return (
    <Menu position="bottom-end" shadow="md" width={200} withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          leftSection={<IconLanguage size={18} />}
          // The accessible name starts with the visible code (WCAG 2.5.3, label in name).
          aria-label={`${shortNames[active]} · ${t('common:language.label')}`}
          data-testid="language-switch"
          data-language={i18n.language}
        >
          {shortNames[active]}
        </Button>
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
