// Issue 27 item 8: what a pt-BR screen must never show, checked inside the page. Returns one line
// per finding (kind, then the offending text), empty when the screen reads as Brazilian Portuguese.

export function localeFindings(): string[] {
  const findings: string[] = [];
  const visible = (el: Element) => {
    const r = el.getBoundingClientRect();
    const s = getComputedStyle(el);
    return r.width > 0 && r.height > 0 && s.visibility !== 'hidden' && s.display !== 'none';
  };
  // A decimal point: digits, a point, then one, two or four or more digits (three after a point
  // is pt-BR's thousands grouping, "1.234"), not part of a version, a date or a file name.
  const decimalPoint = /(?<![\w.,/-])\d+\.(\d{1,2}|\d{4,})(?![\w.])/;
  const flag = /(^|\s|\()--[a-z][a-z-]+/;
  const key = /\b[a-z]+:[a-z]+(\.[a-zA-Z0-9]+){1,}\b|\b(web|screens|report|viewer|cli)\.[a-z]+\.[a-zA-Z]+\b/;
  const root = document.getElementById('root') ?? document.body;
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = (node.textContent ?? '').trim();
    const parent = node.parentElement;
    if (!text || !parent || !visible(parent) || parent.closest('svg, code, pre, [data-raw-text]')) continue;
    if (decimalPoint.test(text)) findings.push(`decimal point: ${text.slice(0, 80)}`);
    if (flag.test(text)) findings.push(`flag: ${text.slice(0, 80)}`);
    if (key.test(text) && !/@|https?:/.test(text)) findings.push(`translation key: ${text.slice(0, 80)}`);
    if (text.includes('^')) findings.push(`caret: ${text.slice(0, 80)}`);
  }
  for (const input of root.querySelectorAll<HTMLInputElement>('input:not([type=hidden]), textarea')) {
    if (!visible(input) || input.type === 'date' || input.type === 'email' || input.type === 'url') continue;
    if (decimalPoint.test(input.value)) findings.push(`decimal point in input: ${input.value.slice(0, 40)}`);
  }
  // A placeholder wider than its field is cut ("Buscar por descrição ou arq…"): measured in the
  // field's own font against the room between its paddings (left icon included).
  const canvas = document.createElement('canvas').getContext('2d');
  for (const input of root.querySelectorAll<HTMLInputElement>('input[placeholder], textarea[placeholder]')) {
    if (!canvas || !visible(input) || input.value !== '' || !input.placeholder) continue;
    const s = getComputedStyle(input);
    canvas.font = `${s.fontStyle} ${s.fontWeight} ${s.fontSize} ${s.fontFamily}`;
    const room = input.clientWidth - Number.parseFloat(s.paddingLeft) - Number.parseFloat(s.paddingRight);
    if (canvas.measureText(input.placeholder).width > room + 1)
      findings.push(`placeholder cut: ${input.placeholder.slice(0, 60)}`);
  }
  // A link in the browser's own colour (blue, and purple once visited): the theme's colour was lost.
  // (A visited link's computed colour reads as the unvisited one, so the blue stands for both.)
  for (const link of root.querySelectorAll('a[href]')) {
    if (visible(link) && getComputedStyle(link).color === 'rgb(0, 0, 238)')
      findings.push(`browser link colour: ${(link.textContent ?? '').trim().slice(0, 60)}`);
  }
  const english = /^(Toggle|Close|Open|Show|Hide|Search|Clear|Remove|Select|Next|Previous|Loading|Page)\b/;
  for (const el of root.querySelectorAll('[aria-label]')) {
    const name = el.getAttribute('aria-label') ?? '';
    if (visible(el) && english.test(name)) findings.push(`English accessible name: ${name}`);
  }
  const width = document.documentElement.clientWidth;
  if (document.documentElement.scrollWidth > width)
    findings.push(`sideways overflow: page ${document.documentElement.scrollWidth} > ${width}`);
  const content = document.querySelector('[data-testid="content"]');
  if (content && content.scrollWidth > content.clientWidth + 1)
    findings.push(`sideways overflow: content ${content.scrollWidth} > ${content.clientWidth}`);
  for (const el of root.querySelectorAll('*')) {
    if (!visible(el)) continue;
    const r = el.getBoundingClientRect();
    if (
      r.right > width + 1 &&
      !el.closest('[class*="ScrollArea"], [class*="scroll"], .mantine-Table-scrollContainer')
    ) {
      findings.push(
        `sideways overflow: ${el.tagName.toLowerCase()}.${String(el.className).split(' ')[0]} ends at ${Math.round(r.right)}`,
      );
      break;
    }
  }
  return findings;
}
