// The es texts of the signed-out pages (signed-out-texts.ts): their own small chunk in the web app.
import appEs from '../locales/app/es.json' with { type: 'json' };
import authEs from '../locales/auth/es.json' with { type: 'json' };
import commonEs from '../locales/common/es.json' with { type: 'json' };
import errorsEs from '../locales/errors/es.json' with { type: 'json' };
import type { SignedOutTexts } from './signed-out-texts.ts';

export const esSignedOut: SignedOutTexts = { common: commonEs, errors: errorsEs, app: appEs, auth: authEs };
