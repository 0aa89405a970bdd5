import { Deferred } from '../ui/deferred';
import { LanguageButton } from './language-button';

const loadMenu = () => import('./language-menu').then((m) => m.LanguageMenu);

/**
 * Language switch: pt-BR (default), en, es; stored locally (and in the account when signed in).
 * The menu loads when the button is reached (ui/deferred.tsx).
 */
export function LanguageSwitch() {
  return <Deferred load={loadMenu} fallback={<LanguageButton />} props={{}} />;
}
