import { hasTranslation, languages } from '@ohp/i18n';
import { describe, expect, it } from 'vitest';
import { co2ReadErrorCodes } from './errors.ts';

describe('every CO2 reader error is translated', () => {
  for (const language of languages) {
    it(language, () => {
      const keys = co2ReadErrorCodes.map((code) => `co2:read.${code}`);
      expect(keys.filter((key) => !hasTranslation(language, key))).toEqual([]);
    });
  }
});
