import { afterEach, describe, expect, it, vi } from 'vitest';
import { asVerification, codeOfPath, lookUp } from './lookup';

const report = {
  status: 'issued',
  issuedAt: '2026-03-10T12:00:00.000Z',
  revokedAt: null,
  domain: 'noise',
  norm: 'NR-15 Anexo 1',
  evaluatorName: 'Ana',
  evaluatorRegistration: null,
  company: null,
  sha256: 'ab'.repeat(32),
  signedBy: null,
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('verify page lookup', () => {
  it('reads the code of the path: case and dashes do not matter; anything else is no code', () => {
    expect(codeOfPath('/verify/abcd-efgh-jkmn-pqrs')).toBe('ABCDEFGHJKMNPQRS');
    expect(codeOfPath('/verify/ABCDEFGHJKMNPQRS/')).toBe('ABCDEFGHJKMNPQRS');
    for (const path of [
      '/verify/',
      '/verify',
      '/verify/ILOU-ILOU-ILOU-ILOU',
      '/verify/%E0%A4%A',
      '/verify/a/b',
      '/x/ABCDEFGHJKMNPQRS',
    ]) {
      expect({ path, code: codeOfPath(path) }).toEqual({ path, code: undefined });
    }
  });

  it('trusts only the documented shape', () => {
    expect(asVerification(report)).toEqual(report);
    expect(asVerification({ ...report, status: 'other' })).toBeUndefined();
    expect(asVerification({ ...report, sha256: 1 })).toBeUndefined();
    expect(asVerification(null)).toBeUndefined();
  });

  it('answers found, not found, too many and unavailable; no request for a code that cannot be one', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    expect(await lookUp(undefined, 'pt-BR')).toEqual({ kind: 'notFound' });
    expect(fetchMock).not.toHaveBeenCalled();
    const answers: Array<[Response | Error, string]> = [
      [new Response(JSON.stringify({ data: report }), { status: 200 }), 'found'],
      [new Response('{"error":"x"}', { status: 404 }), 'notFound'],
      [new Response('{"error":"x"}', { status: 429 }), 'tooMany'],
      [new Response('oops', { status: 500 }), 'unavailable'],
      [new Response('not json', { status: 200 }), 'unavailable'],
      [new TypeError('Failed to fetch'), 'unavailable'],
    ];
    for (const [answer, kind] of answers) {
      fetchMock.mockImplementationOnce(() =>
        answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer),
      );
      expect((await lookUp('ABCDEFGHJKMNPQRS', 'en')).kind).toBe(kind);
    }
    expect(fetchMock).toHaveBeenLastCalledWith('/api/verify/ABCDEFGHJKMNPQRS', expect.anything());
  });
});
