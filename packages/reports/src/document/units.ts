// Units typeset as the print expects: m/s^1,75 (or m/s^1.75) with the exponent as a superscript.
import type { Content } from 'pdfmake/interfaces';

const power = /m\/s\^(1[,.]75)/g;

/** The text as pdfmake runs: every "m/s^1,75" becomes "m/s" and a superscript "1,75". */
export function typesetUnits(text: string): string | Array<string | { text: string; sup: true }> {
  if (!text.includes('^')) return text;
  const runs: Array<string | { text: string; sup: true }> = [];
  let last = 0;
  for (const m of text.matchAll(power)) {
    runs.push(text.slice(last, m.index), 'm/s', { text: m[1] as string, sup: true });
    last = (m.index ?? 0) + m[0].length;
  }
  runs.push(text.slice(last));
  return runs.filter((r) => r !== '');
}

/** A text node with its units typeset. */
export const unitText = (text: string, style: Record<string, unknown> = {}): Content =>
  ({ ...style, text: typesetUnits(text) }) as Content;
