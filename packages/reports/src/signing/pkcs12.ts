import forge from 'node-forge';
import { SigningError } from './signing-error.ts';

/** The signer's key and certificates, read from a PKCS#12 (.pfx/.p12) file. */
export interface SigningIdentity {
  /** The private key as PKCS#8 DER (what WebCrypto imports). */
  privateKeyPkcs8: Uint8Array;
  /** The certificate that matches the key, DER. */
  certificate: Uint8Array;
  /** The other certificates of the file (the chain), DER. */
  chain: Uint8Array[];
  notAfter: Date;
}

const oids = forge.pki.oids as Record<'pkcs8ShroudedKeyBag' | 'keyBag' | 'certBag', string>;

const toBytes = (binary: string) => Uint8Array.from(binary, (c) => c.charCodeAt(0));
const toBinary = (bytes: Uint8Array) => {
  let out = '';
  for (let i = 0; i < bytes.length; i += 0x8000) out += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return out;
};
const certDer = (cert: forge.pki.Certificate) =>
  toBytes(forge.asn1.toDer(forge.pki.certificateToAsn1(cert)).getBytes());

/**
 * Opens a PKCS#12 file with node-forge: current files (PBES2/PBKDF2 with AES, SHA-256 MAC) and
 * the legacy ones A1 certificates are often exported as (3DES or RC2-40, SHA-1 MAC). Refuses a file
 * that is not PKCS#12, a wrong password, a file without a private key or without the certificate
 * of that key, and a certificate outside its validity at `now`.
 */
/**
 * A native PBKDF2 (Node's `pbkdf2Sync`) for the PBES2 files: node-forge's JavaScript one takes
 * ≈ 100 ms per encrypted bag. Answers the derived key as a binary string, as forge does.
 */
export type NativePbkdf2 = (
  password: string,
  salt: string,
  iterations: number,
  keyLength: number,
  hash: string,
) => string;

export interface OpenOptions {
  now?: Date;
  pbkdf2?: NativePbkdf2;
}

export function openPkcs12(file: Uint8Array, password: string, options: OpenOptions = {}): SigningIdentity {
  const now = options.now ?? new Date();
  const native = options.pbkdf2;
  if (!native) return openWith(file, password, now);
  const forgePbkdf2 = forge.pkcs5.pbkdf2;
  // forge looks its PBKDF2 up at call time; the swap lasts this synchronous call only.
  forge.pkcs5.pbkdf2 = ((
    p: string,
    salt: string,
    count: number,
    length: number,
    md?: { algorithm?: string },
  ) => native(p, salt, count, length, md?.algorithm ?? 'sha1')) as typeof forge.pkcs5.pbkdf2;
  try {
    return openWith(file, password, now);
  } finally {
    forge.pkcs5.pbkdf2 = forgePbkdf2;
  }
}

function openWith(file: Uint8Array, password: string, now: Date): SigningIdentity {
  let asn1: forge.asn1.Asn1;
  try {
    asn1 = forge.asn1.fromDer(toBinary(file));
  } catch {
    throw new SigningError('notPkcs12');
  }
  let p12: forge.pkcs12.Pkcs12Pfx;
  try {
    p12 = forge.pkcs12.pkcs12FromAsn1(asn1, false, password);
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    if (/MAC could not be verified|Invalid password/i.test(message)) throw new SigningError('wrongPassword');
    // forge reports a wrong password on a file without MAC as undecodable data.
    if (/decrypt|padding|Too few bytes|Unparsed DER/i.test(message)) throw new SigningError('wrongPassword');
    throw new SigningError('notPkcs12');
  }
  const bags = (type: string): forge.pkcs12.Bag[] => p12.getBags({ bagType: type })[type] ?? [];
  const keyBags = [...bags(oids.pkcs8ShroudedKeyBag), ...bags(oids.keyBag)];
  const key = keyBags.find((bag) => bag.key)?.key as forge.pki.rsa.PrivateKey | undefined;
  if (!key) throw new SigningError('noPrivateKey');
  if (!('n' in key)) throw new SigningError('unsupportedKey');
  const certs = bags(oids.certBag)
    .map((bag) => bag.cert)
    .filter((cert): cert is forge.pki.Certificate => Boolean(cert));
  const own = certs.find((cert) => {
    const publicKey = cert.publicKey as forge.pki.rsa.PublicKey;
    return publicKey.n?.compareTo(key.n) === 0 && publicKey.e?.compareTo(key.e) === 0;
  });
  if (!own) throw new SigningError('noPrivateKey');
  if (own.validity.notAfter < now) {
    throw new SigningError('expired', { date: own.validity.notAfter.toISOString().slice(0, 10) });
  }
  if (own.validity.notBefore > now) {
    throw new SigningError('notYetValid', { date: own.validity.notBefore.toISOString().slice(0, 10) });
  }
  const pkcs8 = forge.pki.wrapRsaPrivateKey(forge.pki.privateKeyToAsn1(key));
  return {
    privateKeyPkcs8: toBytes(forge.asn1.toDer(pkcs8).getBytes()),
    certificate: certDer(own),
    chain: certs.filter((cert) => cert !== own).map(certDer),
    notAfter: own.validity.notAfter,
  };
}
