import { createECDH, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  decryptPushMessage,
  encryptPushMessage,
  maxPushPlaintext,
  validSubscriptionKeys,
} from './web-push-encryption.ts';
import { pushPlaintext } from './push-sender.ts';

/** RFC 8291 Appendix A: the worked example's keys, salt and the body they give. */
const rfc = {
  plaintext: 'When I grow up, I want to be a watermelon',
  asPrivate: 'yfWPiYE-n46HLnH0KqZOF1fJJU3MYrct3AELtAQ-oRw',
  uaPrivate: 'q1dXpw3UpT5VOmu_cf_v6ih07Aems3njxI-JWgLcM94',
  uaPublic: 'BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4',
  auth: 'BTBZMqHH6r4Tts7J_aSIgg',
  salt: 'DGv6ra1nlYgDCS1FRnbzlw',
  body:
    'DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_' +
    'yl95bQpu6cVPTpK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN',
};
const b64 = (text: string) => Buffer.from(text, 'base64url');

/** A browser's subscription keys, as PushManager.subscribe gives them. */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    p256dh: ecdh.getPublicKey().toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
    privateKey: ecdh.getPrivateKey(),
  };
}

describe('RFC 8291 message encryption', () => {
  it('gives the exact body of the RFC example from its keys and salt', () => {
    const body = encryptPushMessage({
      plaintext: Buffer.from(rfc.plaintext),
      p256dh: rfc.uaPublic,
      auth: rfc.auth,
      salt: b64(rfc.salt),
      asPrivateKey: b64(rfc.asPrivate),
    });
    expect(body.toString('base64url')).toBe(rfc.body);
  });

  it('opens the RFC example body on the receiver side', () => {
    const plain = decryptPushMessage({
      body: b64(rfc.body),
      uaPrivateKey: b64(rfc.uaPrivate),
      auth: rfc.auth,
    });
    expect(plain.toString()).toBe(rfc.plaintext);
  });

  it('round-trips with fresh keys and salt; each message differs; tampering or another browser fails', () => {
    const browser = browserKeys();
    const plaintext = Buffer.from(JSON.stringify({ title: 'Senha redefinida', body: 'ção ✓' }));
    const first = encryptPushMessage({ plaintext, ...browser });
    const second = encryptPushMessage({ plaintext, ...browser });
    expect(first.equals(second)).toBe(false);
    expect(first.readUInt32BE(16)).toBe(4096);
    expect(decryptPushMessage({ body: first, uaPrivateKey: browser.privateKey, auth: browser.auth })).toEqual(
      plaintext,
    );
    const altered = Buffer.from(first);
    altered[altered.length - 20] = (altered[altered.length - 20] as number) ^ 1;
    expect(() =>
      decryptPushMessage({ body: altered, uaPrivateKey: browser.privateKey, auth: browser.auth }),
    ).toThrow();
    const other = browserKeys();
    expect(() =>
      decryptPushMessage({ body: first, uaPrivateKey: other.privateKey, auth: browser.auth }),
    ).toThrow();
    expect(() =>
      decryptPushMessage({ body: first, uaPrivateKey: browser.privateKey, auth: other.auth }),
    ).toThrow();
  });

  it('fits the largest message in 4096 bytes and refuses a larger one', () => {
    const browser = browserKeys();
    const body = encryptPushMessage({ plaintext: Buffer.alloc(maxPushPlaintext, 120), ...browser });
    expect(body.length).toBe(4096);
    expect(() => encryptPushMessage({ plaintext: Buffer.alloc(maxPushPlaintext + 1), ...browser })).toThrow(
      /over/,
    );
  });

  it('recognises usable subscription keys', () => {
    const { p256dh, auth } = browserKeys();
    expect(validSubscriptionKeys({ p256dh, auth })).toBe(true);
    expect(validSubscriptionKeys({ p256dh: 'BPx', auth })).toBe(false);
    expect(validSubscriptionKeys({ p256dh, auth: 'secret' })).toBe(false);
  });

  it('shortens a long text so the JSON message still fits one record', () => {
    const message = { id: 'x', title: 'Título', body: 'ç"'.repeat(5000), link: null };
    const json = pushPlaintext(message);
    expect(json.length).toBeLessThanOrEqual(maxPushPlaintext);
    const parsed = JSON.parse(json.toString());
    expect(parsed.title).toBe('Título');
    expect(parsed.body.endsWith('…')).toBe(true);
    expect(JSON.parse(pushPlaintext({ ...message, body: 'short' }).toString()).body).toBe('short');
  });
});
