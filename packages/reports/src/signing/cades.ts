import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { arrayBufferOf as buffer } from './bytes.ts';
import type { SigningIdentity } from './pkcs12.ts';

const oid = {
  data: '1.2.840.113549.1.7.1',
  signedData: '1.2.840.113549.1.7.2',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
};

/**
 * A detached CMS SignedData over `content` as PAdES baseline B-B asks (ETSI EN 319 142-1 §6.3,
 * `ETSI.CAdES.detached`): SHA-256, signed attributes content-type, message-digest and
 * signing-certificate-v2 (ESSCertIDv2 with the certificate's SHA-256 and issuer/serial), and no
 * signing-time attribute (the claimed time is the signature dictionary's /M). Built with pkijs on
 * WebCrypto: the same code signs in Node and in the browser.
 */
export async function cadesDetached(content: Uint8Array, identity: SigningIdentity): Promise<Uint8Array> {
  const subtle = globalThis.crypto.subtle;
  const certificate = pkijs.Certificate.fromBER(buffer(identity.certificate));
  const chain = identity.chain.map((der) => pkijs.Certificate.fromBER(buffer(der)));
  const key = await subtle.importKey(
    'pkcs8',
    buffer(identity.privateKeyPkcs8),
    { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const digest = await subtle.digest('SHA-256', buffer(content));
  const certificateHash = await subtle.digest('SHA-256', buffer(identity.certificate));
  const issuerSerial = new asn1js.Sequence({
    value: [
      new asn1js.Sequence({
        value: [
          new asn1js.Constructed({
            idBlock: { tagClass: 3, tagNumber: 4 },
            value: [certificate.issuer.toSchema()],
          }),
        ],
      }),
      new asn1js.Integer({ valueHex: certificate.serialNumber.valueBlock.valueHexView.slice().buffer }),
    ],
  });
  // SigningCertificateV2 ::= SEQUENCE { certs SEQUENCE OF ESSCertIDv2 } (RFC 5035); SHA-256 is the
  // default hash algorithm, so ESSCertIDv2 leaves it out.
  const signingCertificateV2 = new asn1js.Sequence({
    value: [
      new asn1js.Sequence({
        value: [
          new asn1js.Sequence({
            value: [new asn1js.OctetString({ valueHex: certificateHash }), issuerSerial],
          }),
        ],
      }),
    ],
  });
  const signedData = new pkijs.SignedData({
    version: 1,
    encapContentInfo: new pkijs.EncapsulatedContentInfo({ eContentType: oid.data }),
    signerInfos: [
      new pkijs.SignerInfo({
        version: 1,
        sid: new pkijs.IssuerAndSerialNumber({
          issuer: certificate.issuer,
          serialNumber: certificate.serialNumber,
        }),
        signedAttrs: new pkijs.SignedAndUnsignedAttributes({
          type: 0,
          attributes: [
            new pkijs.Attribute({
              type: oid.contentType,
              values: [new asn1js.ObjectIdentifier({ value: oid.data })],
            }),
            new pkijs.Attribute({
              type: oid.messageDigest,
              values: [new asn1js.OctetString({ valueHex: digest })],
            }),
            new pkijs.Attribute({ type: oid.signingCertificateV2, values: [signingCertificateV2] }),
          ],
        }),
      }),
    ],
    certificates: [certificate, ...chain],
  });
  await signedData.sign(key, 0, 'SHA-256');
  const contentInfo = new pkijs.ContentInfo({
    contentType: oid.signedData,
    content: signedData.toSchema(true),
  });
  return new Uint8Array(contentInfo.toSchema().toBER(false));
}
