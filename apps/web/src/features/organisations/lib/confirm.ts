import { showAlert } from '../../../components/ui/alert-dialog/alert-store';
import { i18next } from '../../../lib/i18n';

/** Asks before a removal; resolves true when the danger button was chosen. */
export async function confirmRemoval(title: string, text: string, action: string): Promise<boolean> {
  const choice = await showAlert({
    title,
    text,
    icon: 'warning',
    buttons: [{ label: i18next.t('organisations:common.cancel') }, { label: action, variant: 'danger' }],
  });
  return choice === 1;
}
