import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../testing/render';
import { createCo2Domain } from '.';

describe('opening a saved CO2Pro measurement', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('starts the report form’s device list with the downloads, before any answer', async () => {
    const urls: string[] = [];
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (input) => {
        urls.push(String(input));
        await held;
        return jsonResponse(404, { error: 'Não encontrado' });
      }),
    );
    const prefetchDeviceChoices = vi.fn();
    const domain = createCo2Domain({
      refreshAfterCreate: [],
      useDeviceChoices: () => [],
      prefetchDeviceChoices,
    });
    const opening = domain.openSaved?.open('m-1');
    expect(prefetchDeviceChoices).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(urls).toContain('/api/co2pro/file/m-1'));
    answer();
    await expect(opening).rejects.toThrow();
  });
});
