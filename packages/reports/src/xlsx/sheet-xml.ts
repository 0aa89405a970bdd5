/** A cell value: text, a number, a yes/no, or empty. */
export type XlsxCell = string | number | boolean | null;

/**
 * Text for an XML text node or attribute: the five special characters escaped and the control
 * characters XML 1.0 forbids (below U+0020 except tab, LF, CR; lone surrogates; U+FFFE/U+FFFF)
 * dropped, since one of them would make the whole part unreadable.
 */
export function xmlText(value: string): string {
  let clean = '';
  // Iterating a string yields whole code points; a lone surrogate comes alone and is dropped.
  for (const char of value) {
    const code = char.codePointAt(0) as number;
    const control = code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d;
    const surrogate = code >= 0xd800 && code <= 0xdfff;
    if (!control && !surrogate && code !== 0xfffe && code !== 0xffff) clean += char;
  }
  return (
    clean
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      // A parser turns a literal CR into LF (XML 1.0 §2.11); the reference keeps it.
      .replace(/\r/g, '&#13;')
  );
}

/** Column letters of a zero-based index: 0 → A, 25 → Z, 26 → AA. */
export function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

/** Style indexes of styles.xml (`cellXfs`). */
export const styles = { normal: 0, quotePrefix: 1, header: 2 } as const;

/**
 * A spreadsheet treats typed input starting with `=`, `+`, `-`, `@`, tab or CR as a formula. An
 * inline string cell is never evaluated, but the `quotePrefix` style also keeps it text when a user
 * edits the cell — the XLSX form of the CSV's leading apostrophe, without changing the value.
 */
const formulaLike = /^[=+\-@\t\r]/;

function cellXml(ref: string, value: XlsxCell, style?: number): string {
  if (value === null || value === '') return '';
  if (typeof value === 'number') {
    return Number.isFinite(value) ? `<c r="${ref}"><v>${value}</v></c>` : '';
  }
  if (typeof value === 'boolean') return `<c r="${ref}" t="b"><v>${value ? 1 : 0}</v></c>`;
  const s = style ?? (formulaLike.test(value) ? styles.quotePrefix : styles.normal);
  const styleAttribute = s === styles.normal ? '' : ` s="${s}"`;
  return `<c r="${ref}" t="inlineStr"${styleAttribute}><is><t xml:space="preserve">${xmlText(value)}</t></is></c>`;
}

/** One `<row>` (1-based `rowNumber`). */
export function rowXml(rowNumber: number, cells: readonly XlsxCell[], style?: number): string {
  return `<row r="${rowNumber}">${cells.map((cell, i) => cellXml(`${columnName(i)}${rowNumber}`, cell, style)).join('')}</row>`;
}
