import { formatVerificationCode } from '@ohp/contracts';
import { type Language, translate } from '@ohp/i18n';
import type { VerificationMark } from './pdfa.ts';

/** The mark printed on a saved report's pages: `{origin}/verify/{code}`, in the report's language. */
export function verificationMark(language: Language, code: string, origin: string): VerificationMark {
  return {
    code: formatVerificationCode(code),
    url: `${origin.replace(/\/+$/, '')}/verify/${code}`,
    label: translate(language, 'signing:pdf.verifyAt'),
  };
}
