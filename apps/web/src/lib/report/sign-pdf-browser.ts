// PAdES signing in the browser with the CLI's own code (@ohp/reports/signing: node-forge opens the
// PKCS#12, pkijs builds the CMS on WebCrypto, @signpdf adds the placeholder). @signpdf works on
// Node's Buffer: the `buffer` package stands in for it, set before those modules load. Loaded on
// first use, so none of it is in the screens' chunks. The key stays in this page's memory.

type Signing = typeof import('@ohp/reports/signing');
type BufferClass = typeof import('buffer/index.js').Buffer;

let buffer: Promise<BufferClass> | undefined;
let loading: Promise<Signing> | undefined;

/**
 * The `buffer` package's Buffer, made to read `lastIndexOf(value, encoding)` as Node does (the
 * encoding in the offset's place: search from the end). The package searches from byte 0 then,
 * finds nothing, and @signpdf's placeholder (`findObject`) writes a broken page dictionary that
 * readers do not see signed.
 */
export function browserBuffer(): Promise<BufferClass> {
  buffer ??= import('buffer/index.js').then(({ Buffer }) => {
    const lastIndexOf = Buffer.prototype.lastIndexOf;
    Buffer.prototype.lastIndexOf = function (
      this: InstanceType<BufferClass>,
      value: Parameters<typeof lastIndexOf>[0],
      byteOffset?: number | BufferEncoding,
      encoding?: BufferEncoding,
    ) {
      return typeof byteOffset === 'string'
        ? lastIndexOf.call(this, value, this.length - 1, byteOffset)
        : lastIndexOf.call(this, value, byteOffset, encoding);
    } as typeof lastIndexOf;
    return Buffer;
  });
  return buffer;
}

export function loadSigning(): Promise<Signing> {
  loading ??= browserBuffer().then((Buffer) => {
    const global = globalThis as { Buffer?: unknown };
    global.Buffer ??= Buffer;
    return import('@ohp/reports/signing');
  });
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
