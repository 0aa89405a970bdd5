import { showAlert, showError } from '../../components/ui/alert-dialog/alert-store';
import { escapeHtml } from '../escape-html';
import { i18next } from '../i18n';
import type { OpenedReading } from './open-reading';

/** The alert of a refused reading: 'Atenção' for an invalid DoseMax V2 file (SPEC §4), else 'Erro'. */
export function showRefusedReading(refused: Extract<OpenedReading, { ok: false }>): void {
  const text = escapeHtml(i18next.t(refused.key, refused.values));
  if (refused.attention) {
    void showAlert({ title: i18next.t('common:alert.warningTitle'), text, icon: 'warning' });
  } else {
    void showError(text);
  }
}
