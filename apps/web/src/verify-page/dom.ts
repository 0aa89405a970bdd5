// The few DOM helpers of the verify page (no framework: its JS budget is 100 KB gzip, React DOM
// alone is half of it). Text goes in as text nodes, never as HTML.

export type Child = Node | string | null | undefined | false;

/** `<tag attr=value …>children</tag>`; attributes with an undefined value are left out. */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string | undefined> = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value !== undefined) element.setAttribute(name, value);
  }
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    element.append(child);
  }
  return element;
}

/** Replaces the element's children. */
export function fill(element: Element, ...children: Child[]): void {
  element.replaceChildren(
    ...children.filter((c): c is Node | string => c !== null && c !== undefined && c !== false),
  );
}
