import { describe, expect, it, vi } from 'vitest';
import { webDomainOf } from './domains';
import { loadDomainViewer } from './reading-screen';

// A full page load starts the viewer's code while the session is restored, and the route's loader
// then asks for it again: one load (and one chart warm-up), whichever asks first.

describe('loadDomainViewer', () => {
  it('shares one load between the callers that come while it runs, and none after it', async () => {
    const domain = webDomainOf('heat');
    if (!domain) throw new Error('the heat domain has a web module');
    let finish: () => void = () => undefined;
    const viewer = () => null;
    const loadViewer = vi.spyOn(domain, 'loadViewer').mockImplementation(
      () =>
        new Promise((resolve) => {
          finish = () => resolve(viewer);
        }),
    );
    const first = loadDomainViewer('heat');
    const second = loadDomainViewer('heat');
    finish();
    await Promise.all([first, second]);
    await loadDomainViewer('heat');
    expect(loadViewer).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load', async () => {
    const domain = webDomainOf('co2');
    if (!domain) throw new Error('the CO2 domain has a web module');
    const loadViewer = vi
      .spyOn(domain, 'loadViewer')
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValueOnce(() => null);
    await expect(loadDomainViewer('co2')).rejects.toThrow('chunk failed');
    await loadDomainViewer('co2');
    expect(loadViewer).toHaveBeenCalledTimes(2);
  });
});
