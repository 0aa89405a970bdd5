import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { i18next } from '../../../lib/i18n';

// Alert dialog of SPEC §4. Callable from anywhere (components, api handlers, device code).

export type AlertIcon = 'success' | 'error' | 'warning';

export interface AlertButton {
  label: string;
  /** 'primary' is the filled accent button; 'default' an outline; 'danger' a red one. */
  variant?: 'primary' | 'default' | 'danger';
}

export interface AlertOptions {
  title: string;
  /** HTML; sanitised with DOMPurify before it is rendered. */
  text?: string;
  /** Warning by default. */
  icon?: AlertIcon;
  /** One or more buttons; a single 'Ok' when left out. */
  buttons?: AlertButton[];
  /** Called first when any button is clicked (after the dialog closes). */
  onClose?: () => void;
  /** Called after onClose with the index of the clicked button. */
  onButtonClick?: (index: number) => void;
  /** Extra content under the text; makes the dialog the larger size (70rem × 60rem). */
  bottomContent?: ReactNode;
}

export interface OpenAlert extends AlertOptions {
  id: number;
  resolve: (index: number) => void;
}

type Listener = () => void;

let queue: OpenAlert[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

function emit() {
  for (const listener of listeners) listener();
}

export const alertStore = {
  /** The alert on screen (the first queued), if any. */
  current: (): OpenAlert | undefined => queue[0],
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /**
   * A button was clicked: close the dialog, call the close handler, then the button handler with the
   * button's index, then resolve the promise returned by showAlert.
   */
  click(id: number, index: number): void {
    const alert = queue.find((a) => a.id === id);
    if (!alert) return;
    // The dialog is gone from the screen before any handler runs (flushSync commits at once).
    flushSync(() => {
      queue = queue.filter((a) => a.id !== id);
      emit();
    });
    try {
      alert.onClose?.();
      alert.onButtonClick?.(index);
    } finally {
      alert.resolve(index);
    }
  },
  /** For tests. */
  reset(): void {
    queue = [];
    emit();
  },
};

function okButton(): AlertButton[] {
  return [{ label: i18next.t('common:actions.ok'), variant: 'primary' }];
}

/** Shows an alert; resolves with the index of the clicked button once its handlers ran. */
export function showAlert(options: AlertOptions): Promise<number> {
  return new Promise<number>((resolve) => {
    const buttons = options.buttons && options.buttons.length > 0 ? options.buttons : okButton();
    queue = [...queue, { ...options, buttons, icon: options.icon ?? 'warning', id: nextId++, resolve }];
    emit();
  });
}

type HelperOptions = Pick<AlertOptions, 'onClose' | 'onButtonClick' | 'bottomContent'>;

export function showError(
  text: string,
  title = i18next.t('common:alert.errorTitle'),
  options: HelperOptions = {},
) {
  return showAlert({ ...options, title, text, icon: 'error', buttons: okButton() });
}

export function showSuccess(
  text: string,
  title = i18next.t('common:alert.successTitle'),
  options: HelperOptions = {},
) {
  return showAlert({ ...options, title, text, icon: 'success', buttons: okButton() });
}

export function showWarning(
  text: string,
  title = i18next.t('common:alert.warningTitle'),
  options: HelperOptions = {},
) {
  return showAlert({ ...options, title, text, icon: 'warning', buttons: okButton() });
}
