import { type Language, translate } from '@ohp/i18n';
import type { MailMessage } from './mailer.ts';

export type CodeMailKind = 'registerCode' | 'resetCode';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function layout(title: string, paragraphs: string[], code?: string): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  const codeBlock = code
    ? `<p style="font-size:32px;font-weight:bold;letter-spacing:8px;margin:24px 0">${escapeHtml(code)}</p>`
    : '';
  return (
    '<!doctype html><html><body style="font-family:Arial,sans-serif;color:#222;max-width:560px">' +
    `<h1 style="font-size:20px">${escapeHtml(title)}</h1>${codeBlock}${body}</body></html>`
  );
}

/** The e-mail carrying a 6-digit code, in the user's language, as HTML and text. */
export function codeMail(
  language: Language,
  kind: CodeMailKind,
  to: string,
  code: string,
  minutes: number,
): MailMessage {
  const t = (key: string) => translate(language, `auth:mail.${kind}.${key}`, { minutes });
  const title = t('title');
  const lines = [t('intro'), t('expires'), t('ignore')];
  return {
    to,
    subject: t('subject'),
    text: `${title}\n\n${code}\n\n${lines.join('\n\n')}\n`,
    html: layout(title, lines, code),
  };
}

/** Sent instead of a code when someone asks to register an e-mail that already has an account. */
export function accountExistsMail(language: Language, to: string): MailMessage {
  const t = (key: string) => translate(language, `auth:mail.accountExists.${key}`);
  const title = t('title');
  const lines = [t('intro'), t('action'), t('ignore')];
  return {
    to,
    subject: t('subject'),
    text: `${title}\n\n${lines.join('\n\n')}\n`,
    html: layout(title, lines),
  };
}
