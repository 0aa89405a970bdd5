import { fill, h } from './dom';
import type { FileCheck } from './file-check';
import { formatDateTime, type PageLanguage, type Translate } from './texts';

// The file check: a drop area with a file button; the verdict is announced (role=status).

export interface DropZoneOptions {
  t: Translate;
  language: PageLanguage;
  check: FileCheck;
  revokedAt: string | null;
  onFile: (file: File) => void;
}

function verdict(check: FileCheck, o: DropZoneOptions): HTMLElement | null {
  const { t } = o;
  const tone = (kind: string, text: string, hash?: string) =>
    h(
      'div',
      { class: `verdict verdict-${kind}` },
      h('p', {}, text),
      hash &&
        h(
          'p',
          { class: 'verdict-hash' },
          `${t('check.fileHash')}: `,
          h('span', { class: 'mono hash' }, hash),
        ),
    );
  switch (check.kind) {
    case 'idle':
      return null;
    case 'checking':
      return h('p', { class: 'muted' }, t('check.checking', { name: check.name }));
    case 'match':
      return o.revokedAt
        ? tone(
            'warning',
            t('check.matchRevoked', { name: check.name, date: formatDateTime(o.language, o.revokedAt) }),
            check.sha256,
          )
        : tone('ok', t('check.match', { name: check.name }), check.sha256);
    case 'mismatch':
      return tone('error', t('check.mismatch', { name: check.name }), check.sha256);
    case 'notPdf':
      return tone('error', t('check.notPdf', { name: check.name }));
    case 'unreadable':
      return tone('error', t('check.unreadable', { name: check.name }));
  }
}

/** Shows the verdict of a check in the zone's status region. */
export function showVerdict(zone: HTMLElement, o: DropZoneOptions): void {
  const region = zone.querySelector('[role="status"]');
  if (region) fill(region, verdict(o.check, o));
}

export function dropZone(o: DropZoneOptions): HTMLElement {
  const input = h('input', {
    type: 'file',
    id: 'verify-file',
    accept: 'application/pdf,.pdf',
    class: 'visually-hidden',
    tabindex: '-1',
    'aria-hidden': 'true',
  });
  const button = h('button', { type: 'button', class: 'button' }, o.t('check.choose'));
  const hint = h('p', { id: 'check-hint' }, o.t('check.hint'));
  button.setAttribute('aria-describedby', 'check-hint');
  const area = h('div', { class: 'drop', id: 'verify-drop' }, hint, button, input);
  const zone = h(
    'section',
    { class: 'card', 'aria-labelledby': 'check-heading' },
    h('h2', { id: 'check-heading' }, o.t('check.heading')),
    area,
    h('div', { role: 'status', 'aria-live': 'polite', id: 'verify-verdict' }),
  );
  button.addEventListener('click', () => input.click());
  input.addEventListener('change', () => {
    const file = input.files?.[0];
    if (file) o.onFile(file);
    input.value = '';
  });
  area.addEventListener('dragover', (event) => {
    event.preventDefault();
    area.classList.add('drop-over');
  });
  area.addEventListener('dragleave', () => area.classList.remove('drop-over'));
  area.addEventListener('drop', (event) => {
    event.preventDefault();
    area.classList.remove('drop-over');
    const file = event.dataTransfer?.files[0];
    if (file) o.onFile(file);
  });
  showVerdict(zone, o);
  return zone;
}
