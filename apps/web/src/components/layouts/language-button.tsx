import { Button, type ButtonProps } from '@mantine/core';
import type { Language } from '@ohp/i18n';
import { IconLanguage } from '@tabler/icons-react';
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../lib/i18n';

const shortNames: Record<Language, string> = { 'pt-BR': 'PT', en: 'EN', es: 'ES' };

/** The language switch's button: the active language's code (the menu's target once loaded). */
export const LanguageButton = forwardRef<
  HTMLButtonElement,
  ButtonProps & React.ComponentPropsWithoutRef<'button'>
>(function LanguageButton(props, ref) {
  const { t, i18n } = useTranslation();
  const active = currentLanguage();
  return (
    <Button
      ref={ref}
      variant="subtle"
      color="gray"
      leftSection={<IconLanguage size={18} />}
      // The accessible name starts with the visible code (WCAG 2.5.3, label in name).
      aria-label={`${shortNames[active]} · ${t('common:language.label')}`}
      aria-haspopup="menu"
      data-testid="language-switch"
      data-language={i18n.language}
      {...props}
    >
      {shortNames[active]}
    </Button>
  );
});
