import { isWebSerialSupported } from '@ohp/devices';

export type BrowserSupport = 'supported' | 'noWebSerial' | 'notChromeOrEdge';

/**
 * Web Serial by feature detection (docs/decisions.md): any browser that ships `navigator.serial`
 * gets the device flow (Chrome, Edge, Opera and other Chromium browsers do). Where it is absent,
 * Chrome or Edge are told why (an insecure origin, an old version); any other browser is told to
 * use Chrome or Edge, the browsers known to work (SPEC §1/§8).
 */
export function browserSupport(
  userAgent: string = typeof navigator === 'undefined' ? '' : navigator.userAgent,
  scope: unknown = globalThis,
): BrowserSupport {
  if (isWebSerialSupported(scope)) return 'supported';
  const chromeOrEdge =
    /(Chrome|Chromium|Edg)\//.test(userAgent) && !/(OPR|Opera|SamsungBrowser|YaBrowser)\//.test(userAgent);
  return chromeOrEdge ? 'noWebSerial' : 'notChromeOrEdge';
}
