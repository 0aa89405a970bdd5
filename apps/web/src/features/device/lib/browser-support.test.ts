import { describe, expect, it } from 'vitest';
import { browserSupport } from './browser-support';

const chrome =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
const edge = `${chrome} Edg/130.0.0.0`;
const opera = `${chrome} OPR/115.0.0.0`;
const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0';
const safari =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15';
const withSerial = { navigator: { serial: { requestPort: async () => ({}), getPorts: async () => [] } } };
const withoutSerial = { navigator: {} };

describe('browserSupport (Web Serial by feature detection)', () => {
  it('Chrome and Edge with Web Serial are supported', () => {
    expect(browserSupport(chrome, withSerial)).toBe('supported');
    expect(browserSupport(edge, withSerial)).toBe('supported');
  });

  it('Chrome without Web Serial (e.g. an insecure origin or an old version) is told so', () => {
    expect(browserSupport(chrome, withoutSerial)).toBe('noWebSerial');
  });

  it('any browser that ships navigator.serial gets the device flow, whatever its user agent', () => {
    expect(browserSupport(opera, withSerial)).toBe('supported');
    expect(browserSupport(firefox, withSerial)).toBe('supported');
  });

  it('without Web Serial, other browsers are told to use Chrome or Edge', () => {
    expect(browserSupport(firefox, withoutSerial)).toBe('notChromeOrEdge');
    expect(browserSupport(safari, withoutSerial)).toBe('notChromeOrEdge');
    expect(browserSupport(opera, withoutSerial)).toBe('notChromeOrEdge');
  });
});
