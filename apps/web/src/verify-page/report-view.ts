import type { Verification } from '@ohp/contracts';
import { formatVerificationCode } from '@ohp/contracts/verification-code';
import { type Child, h } from './dom';
import { formatDateTime, type PageLanguage, type TextKey, type Translate } from './texts';

// The facts of a found report: status banner and the list of public fields (nothing else).

const domainKeys: Record<string, TextKey> = {
  noise: 'domains.noise',
  heat: 'domains.heat',
  vibration: 'domains.vibration',
  co2: 'domains.co2',
};

function row(label: string, value: Child, id?: string): HTMLElement {
  return h('div', { class: 'row' }, h('dt', {}, label), h('dd', id ? { id } : {}, value));
}

export function statusBanner(report: Verification, t: Translate, language: PageLanguage): HTMLElement {
  const revoked = report.status === 'revoked';
  const date = report.revokedAt ? formatDateTime(language, report.revokedAt) : '';
  return h(
    'div',
    { class: `banner ${revoked ? 'banner-warning' : 'banner-ok'}`, id: 'verify-status' },
    h('strong', { class: 'banner-title' }, t(revoked ? 'status.revoked' : 'status.issued')),
    h('span', {}, revoked ? t('status.revokedText', { date }) : t('status.issuedText')),
  );
}

export function reportFacts(
  code: string,
  report: Verification,
  t: Translate,
  language: PageLanguage,
): HTMLElement {
  const given = (value: string | null) => value ?? h('span', { class: 'muted' }, t('fields.notInformed'));
  const domainKey = domainKeys[report.domain];
  return h(
    'section',
    { class: 'card', 'aria-labelledby': 'facts-heading' },
    h('h2', { id: 'facts-heading' }, t('fields.heading')),
    h(
      'dl',
      { class: 'facts' },
      row(t('code'), h('span', { class: 'mono' }, formatVerificationCode(code)), 'verify-code'),
      row(
        t('fields.status'),
        t(report.status === 'revoked' ? 'status.revoked' : 'status.issued'),
        'verify-field-status',
      ),
      row(t('fields.issuedAt'), formatDateTime(language, report.issuedAt), 'verify-field-issued'),
      report.revokedAt &&
        row(t('fields.revokedAt'), formatDateTime(language, report.revokedAt), 'verify-field-revoked'),
      row(t('fields.domain'), domainKey ? t(domainKey) : report.domain, 'verify-field-domain'),
      row(t('fields.norm'), given(report.norm), 'verify-field-norm'),
      row(t('fields.evaluator'), given(report.evaluatorName), 'verify-field-evaluator'),
      row(t('fields.registration'), given(report.evaluatorRegistration), 'verify-field-registration'),
      row(t('fields.company'), given(report.company), 'verify-field-company'),
      row(
        t('fields.signature'),
        report.signedBy ? t('fields.signedBy', { name: report.signedBy }) : t('fields.unsigned'),
        'verify-field-signature',
      ),
      row(
        t('fields.sha256'),
        report.sha256 ? h('span', { class: 'mono hash' }, report.sha256) : given(null),
        'verify-field-sha256',
      ),
    ),
  );
}
