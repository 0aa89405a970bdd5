import type { FamilyTexts } from '../../family-presentation.ts';
import type { Language } from '@ohp/i18n';

/** The family's texts in the three languages. */
export const texts: Readonly<Record<Language, FamilyTexts>> = {
  'pt-BR': { label: 'Dosímetro' },
  en: { label: 'Dosimeter' },
  es: { label: 'Dosímetro' },
};
