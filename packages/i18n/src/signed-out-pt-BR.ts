// The pt-BR texts of the signed-out pages (signed-out-texts.ts): their own small chunk in the web app.
import appPt from '../locales/app/pt-BR.json' with { type: 'json' };
import authPt from '../locales/auth/pt-BR.json' with { type: 'json' };
import commonPt from '../locales/common/pt-BR.json' with { type: 'json' };
import errorsPt from '../locales/errors/pt-BR.json' with { type: 'json' };
import type { SignedOutTexts } from './signed-out-texts.ts';

export const ptBRSignedOut: SignedOutTexts = { common: commonPt, errors: errorsPt, app: appPt, auth: authPt };
