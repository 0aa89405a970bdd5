import { isWebSerialSupported } from '@ohp/devices';

export type BrowserSupport = 'supported' | 'noWebSerial' | 'notChromeOrEdge';

/**
 * SPEC §1/§8: only Chrome and Edge are supported. Checked before anything is tried, so the
 * message shows with the search button disabled. Opera, Samsung Internet and other Chromium
 * browsers report "Chrome/" too: they are told apart by their own token.
 */
export function browserSupport(
  userAgent: string = typeof navigator === 'undefined' ? '' : navigator.userAgent,
  scope: unknown = globalThis,
): BrowserSupport {
  const chromeOrEdge =
    /(Chrome|Chromium|Edg)\//.test(userAgent) && !/(OPR|Opera|SamsungBrowser|YaBrowser)\//.test(userAgent);
  if (!chromeOrEdge) return 'notChromeOrEdge';
  if (!isWebSerialSupported(scope)) return 'noWebSerial';
  return 'supported';
}
