import { type Language, translate } from '@ohp/i18n';
import type { MailMessage } from '../mail/mailer.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The invitation e-mail, in the inviter's language, with the link to the invitation screen. */
export function invitationMail(
  language: Language,
  to: string,
  values: { companyName: string; inviter: string; link: string; days: number },
): MailMessage {
  const t = (key: string) => translate(language, `organisations:mail.${key}`, values);
  const title = t('title');
  const lines = [t('intro'), t('action'), t('expires'), t('ignore')];
  const paragraphs = lines.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  const button = `<p style="margin:24px 0"><a href="${escapeHtml(values.link)}">${escapeHtml(t('button'))}</a></p>`;
  return {
    to,
    subject: t('subject'),
    text: `${title}\n\n${lines.join('\n\n')}\n\n${values.link}\n`,
    html:
      '<!doctype html><html><body style="font-family:Arial,sans-serif;color:#222;max-width:560px">' +
      `<h1 style="font-size:20px">${escapeHtml(title)}</h1>${paragraphs}${button}</body></html>`,
  };
}
