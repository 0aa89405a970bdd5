import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchCompanyLogoDataUrl } from './company-logo';

afterEach(() => vi.unstubAllGlobals());

describe('company logo of a report', () => {
  it('a user without a logo is not asked for one (no 404 in the console)', async () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    expect(await fetchCompanyLogoDataUrl(false)).toBeUndefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a user with a logo has it asked for', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);
    const fetchMock = vi.fn<typeof fetch>(
      async () => new Response(png, { status: 200, headers: { 'content-type': 'image/png' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await fetchCompanyLogoDataUrl(true);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/api/user/company-logo');
  });

  it('a failing answer gives a report without a logo', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => new Response('{"error":"x"}', { status: 500 })),
    );
    expect(await fetchCompanyLogoDataUrl(true)).toBeUndefined();
  });
});
