import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import { toBase64 } from './base64.ts';
import { evidenceDataFileName, evidenceJson, type ReportEvidence, rawMediaType } from './evidence.ts';

/** What turns a report's definition into a PDF/A-3b archive (docs/reports.md "Archive format"). */
export interface ArchiveOptions {
  /** BCP 47 tag of the report's text (the catalog's /Lang). */
  language?: string;
  /** The files attached as associated files; a report without them is still PDF/A-3b. */
  evidence?: ReportEvidence;
  /** Date of the attachments (defaults to now). */
  createdAt?: Date;
  /** The public verification of a report saved in the cloud: its code and QR code on every page. */
  verification?: VerificationMark;
}

export interface VerificationMark {
  /** As printed, e.g. "ABCD-EFGH-JKMN-PQRS". */
  code: string;
  /** `{PUBLIC_URL}/verify/{code}`: what the QR code holds. */
  url: string;
  /** Translated lead-in, e.g. "Verifique a autenticidade em". */
  label: string;
}

/** The conformance every report claims: ISO 19005-3, level B. */
export const pdfaConformance = 'PDF/A-3b';

/**
 * The definition with what PDF/A-3b needs from the renderer (pdfkit under pdfmake): PDF 1.7, the
 * XMP `pdfaid` part 3 / conformance B and the sRGB OutputIntent (pdfkit's `subset`), /Lang, the
 * title shown by viewers, and the evidence as associated files (/AF with AFRelationship and MIME
 * type). Fonts are embedded by pdfmake (Roboto subsets); nothing is encrypted.
 */
export function archivalDefinition(
  definition: TDocumentDefinitions,
  options: ArchiveOptions = {},
): TDocumentDefinitions {
  const date = options.createdAt ?? new Date();
  const archival: TDocumentDefinitions & Record<string, unknown> = {
    ...definition,
    version: '1.7',
    subset: pdfaConformance,
    displayTitle: true,
    info: xmpSafeInfo(definition.info),
    ...(options.language ? { language: options.language } : {}),
  };
  if (options.evidence) archival.files = evidenceFiles(options.evidence, date);
  if (options.verification) archival.footer = withVerification(definition.footer, options.verification);
  return archival;
}

type Footer = TDocumentDefinitions['footer'];

/** The frame's footer with the verification line above it and the QR code at its right. */
function withVerification(footer: Footer, mark: VerificationMark): Footer {
  return (page: number, count: number, size: unknown) => {
    const original =
      typeof footer === 'function'
        ? (footer as (p: number, c: number, s: unknown) => unknown)(page, count, size)
        : footer;
    const below =
      original && typeof original === 'object' ? { ...(original as object), margin: [0, 2, 0, 0] } : original;
    return {
      margin: [40, 4, 40, 0],
      columns: [
        {
          width: '*',
          stack: [
            { text: `${mark.label} ${mark.url} · ${mark.code}`, style: 'small' },
            ...(below ? [below] : []),
          ],
        },
        { qr: mark.url, fit: 42, width: 42, margin: [6, 0, 0, 0] },
      ],
    } as unknown as ReturnType<Extract<Footer, (...args: never[]) => unknown>>;
  };
}

function evidenceFiles(evidence: ReportEvidence, date: Date) {
  const rawType = evidence.raw.mediaType ?? rawMediaType(evidence.raw.fileName);
  const json = new TextEncoder().encode(evidenceJson(evidence.data));
  return {
    raw: {
      src: `data:${rawType};base64,${toBase64(evidence.raw.bytes)}`,
      name: evidence.raw.fileName,
      type: rawType,
      relationship: 'Source',
      description: 'Raw record as read from the instrument',
      creationDate: date,
      modifiedDate: date,
    },
    data: {
      src: `data:application/json;base64,${toBase64(json)}`,
      name: evidenceDataFileName,
      type: 'application/json',
      relationship: 'Data',
      description: 'Inputs and results of the report',
      creationDate: date,
      modifiedDate: date,
    },
  };
}

type Info = TDocumentDefinitions['info'];

/**
 * pdfkit copies the document info into the XMP packet without escaping it, so a value with `&`,
 * `<` or `>` would make the metadata invalid XML. The title is required: those characters become
 * their full-width look-alikes there. Author, subject and keywords are optional: a value that
 * would need escaping is left out of the metadata (it is still printed on the pages).
 */
function xmpSafeInfo(info: Info): Info {
  if (!info) return info;
  const unsafe = /[&<>]/;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(info)) {
    if (typeof value !== 'string') out[key] = value;
    else if (key === 'title') out[key] = value.replace(/&/g, '＆').replace(/</g, '＜').replace(/>/g, '＞');
    else if (!unsafe.test(value)) out[key] = value;
  }
  return out as Info;
}
