// The en texts of the signed-out pages (signed-out-texts.ts): their own small chunk in the web app.
import appEn from '../locales/app/en.json' with { type: 'json' };
import authEn from '../locales/auth/en.json' with { type: 'json' };
import commonEn from '../locales/common/en.json' with { type: 'json' };
import errorsEn from '../locales/errors/en.json' with { type: 'json' };
import type { SignedOutTexts } from './signed-out-texts.ts';

export const enSignedOut: SignedOutTexts = { common: commonEn, errors: errorsEn, app: appEn, auth: authEn };
