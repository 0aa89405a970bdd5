/**
 * Whether the incremental update that added a signature is one a reader finds: every object of it
 * a dictionary that closes where the object ends, a signature field (`/FT /Sig`) whose value is the
 * signature dictionary, listed in its page's `/Annots` and in the `/Fields` of the AcroForm (the
 * one the catalog points to, when the update rewrites the catalog). A page dictionary closed too early (what a wrong Buffer polyfill made @signpdf write)
 * leaves `/Annots` outside it and readers see no signature at all, though the CMS verifies.
 * Only the plain objects of our own signing are read (no object streams).
 */
export function signatureUpdateIsComplete(update: string): boolean {
  const objects = new Map<string, string>();
  for (const match of update.matchAll(/(\d+)\s+0\s+obj\b([\s\S]*?)\bendobj/g)) {
    const [, number = '', body = ''] = match;
    const dictionary = body.split(/\bstream\b/)[0]?.trim() ?? '';
    if (!closesAtEnd(dictionary)) return false;
    objects.set(number, stripStrings(dictionary));
  }
  const ref = (text: string, key: string) => new RegExp(`${key}\\s+(\\d+)\\s+0\\s+R`).exec(text)?.[1];
  const listed = (text: string | undefined, key: string, number: string) =>
    new RegExp(`${key}\\s*\\[[^\\]]*\\b${number}\\s+0\\s+R`).test(text ?? '');
  // The catalog is rewritten when the file had no AcroForm yet; a second signature rewrites the
  // AcroForm alone (the catalog already points to it).
  const catalog = [...objects.values()].find((o) => /\/Type\s*\/Catalog\b/.test(o));
  const formRef = catalog ? ref(catalog, '/AcroForm') : undefined;
  const forms = [...objects].filter(
    ([n, o]) => /\/Type\s*\/AcroForm\b/.test(o) && (formRef === undefined || formRef === n),
  );
  for (const [number, widget] of objects) {
    if (!/\/FT\s*\/Sig\b/.test(widget)) continue;
    const value = objects.get(ref(widget, '/V') ?? '');
    const page = objects.get(ref(widget, '/P') ?? '');
    if (
      value &&
      /\/Type\s*\/Sig\b/.test(value) &&
      listed(page, '/Annots', number) &&
      forms.some(([, form]) => listed(form, '/Fields', number))
    ) {
      return true;
    }
  }
  return false;
}

/** The text without its literal `( … )` and hex `< … >` strings (their bytes are not syntax). */
function stripStrings(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '(') {
      let depth = 1;
      for (i++; i < text.length && depth > 0; i++) {
        if (text[i] === '\\') i++;
        else if (text[i] === '(') depth++;
        else if (text[i] === ')') depth--;
      }
      i--;
      out += '()';
    } else if (c === '<' && text[i + 1] !== '<') {
      const end = text.indexOf('>', i);
      if (end < 0) return `${out}<`;
      i = end;
      out += '<>';
    } else if (c === '<' || (c === '>' && text[i + 1] === '>')) {
      out += `${c}${c}`;
      i++;
    } else {
      out += c;
    }
  }
  return out;
}

/** A dictionary (`<< … >>`) whose outermost brackets close at its very end. */
function closesAtEnd(dictionary: string): boolean {
  const text = stripStrings(dictionary);
  if (!text.startsWith('<<')) return true; // not a dictionary (a number, an array): nothing to close
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    if (text.startsWith('<<', i)) {
      depth++;
      i++;
    } else if (text.startsWith('>>', i)) {
      depth--;
      i++;
      if (depth === 0) return text.slice(i + 1).trim() === '';
      if (depth < 0) return false;
    }
  }
  return false;
}
