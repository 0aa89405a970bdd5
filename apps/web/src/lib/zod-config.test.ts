import { config, z } from 'zod';
import { describe, expect, it } from 'vitest';
import './zod-config';

describe('zod configuration without importing zod', () => {
  it('zod reads jitless from the shared settings object', () => {
    expect(config().jitless).toBe(true);
  });

  it('a schema built afterwards parses without compiling code (new Function)', () => {
    const compiled = globalThis.Function;
    let compiledCalls = 0;
    globalThis.Function = new Proxy(compiled, {
      construct(target, args) {
        compiledCalls++;
        return Reflect.construct(target, args);
      },
      apply(target, self, args) {
        compiledCalls++;
        return Reflect.apply(target, self, args);
      },
    });
    try {
      const schema = z.object({ a: z.string(), b: z.number() });
      for (let i = 0; i < 3; i++) expect(schema.parse({ a: 'x', b: i })).toEqual({ a: 'x', b: i });
    } finally {
      globalThis.Function = compiled;
    }
    expect(compiledCalls).toBe(0);
  });
});
