/** Deepest nesting of arrays and objects a JSON body may have (docs/reliability.md). */
export const maxJsonDepth = 64;

/**
 * Deepest nesting of `[` and `{` in JSON text, scanning once without recursion (strings skipped),
 * stopping as soon as `limit` is passed. Recursive code down the line (validation, jsonb) could
 * overflow the stack on a body nested thousands deep.
 */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c /* \ */) i++;
      else if (char === 0x22 /* " */) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b /* [ */ || char === 0x7b /* { */) {
      if (++depth > limit) return true;
    } else if (char === 0x5d /* ] */ || char === 0x7d /* } */) depth--;
  }
  return false;
}
