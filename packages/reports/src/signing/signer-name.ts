import type * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { arrayBufferOf } from './bytes.ts';

/** Who signs, as the certificate says it: the name and, on ICP-Brasil certificates, the CPF. */
export interface SignerName {
  name: string;
  cpf?: string;
}

const commonNameOid = '2.5.4.3';
/** ICP-Brasil: otherName of a natural person: birth date (8 digits), CPF (11), NIS, RG… */
const icpBrasilPersonOid = '2.16.76.1.3.1';

/**
 * The signer's name and CPF from a certificate (DER). ICP-Brasil A1/A3 certificates carry
 * "NAME:CPF" in the common name and the CPF in the subjectAltName otherName 2.16.76.1.3.1.
 */
export function signerNameOf(certificate: Uint8Array): SignerName {
  const cert = pkijs.Certificate.fromBER(arrayBufferOf(certificate));
  const cn = cert.subject.typesAndValues.find((tv) => tv.type === commonNameOid)?.value.valueBlock.value;
  const commonName = typeof cn === 'string' ? cn : '';
  const fromCn = /^(.*?):(\d{11})$/.exec(commonName);
  const cpf = fromCn?.[2] ?? cpfFromAltName(cert);
  return { name: (fromCn?.[1] ?? commonName).trim(), ...(cpf ? { cpf } : {}) };
}

function cpfFromAltName(cert: pkijs.Certificate): string | undefined {
  const extension = cert.extensions?.find((e) => e.extnID === '2.5.29.17');
  try {
    const names = (extension?.parsedValue as pkijs.AltName | undefined)?.altNames ?? [];
    for (const general of names) {
      const other = general.value as { type?: string; value?: asn1js.AsnType } | undefined;
      if (general.type !== 0 || other?.type !== icpBrasilPersonOid || !other.value) continue;
      const inner = (other.value as asn1js.Constructed).valueBlock?.value?.[0] ?? other.value;
      const bytes = new Uint8Array((inner as asn1js.OctetString).valueBlock.valueHexView);
      const digits = new TextDecoder('latin1').decode(bytes).slice(8, 19);
      if (/^\d{11}$/.test(digits)) return digits;
    }
  } catch {
    return undefined;
  }
  return undefined;
}

/** 12345678901 → 123.456.789-01 */
export function formatCpf(cpf: string): string {
  return `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
}
