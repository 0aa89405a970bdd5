import { describe, expect, it } from 'vitest';
import { languages } from './languages.ts';
import { loadLanguageResources } from './load-language.ts';
import { loadSignedOutTexts, ptBRSignedOut, signedOutNamespaces } from './signed-out-texts.ts';

describe('signed-out texts (the first load of the web app)', () => {
  it.each(languages)(
    '%s: exactly the signed-out namespaces, the same texts as the full language',
    async (language) => {
      const part = await loadSignedOutTexts[language]();
      const full = await loadLanguageResources[language]();
      expect(Object.keys(part).sort()).toEqual([...signedOutNamespaces].sort());
      for (const ns of signedOutNamespaces) expect(part[ns]).toBe(full[ns]);
    },
  );

  it("pt-BR's part is the one the entry carries", async () => {
    expect(await loadSignedOutTexts['pt-BR']()).toBe(ptBRSignedOut);
  });
});
