// A matchMedia for jsdom that evaluates min-width/max-width queries against a settable width.
type Listener = (event: MediaQueryListEvent) => void;

let width = 1366;
const lists = new Set<{ query: string; listeners: Set<Listener>; last: boolean }>();

export function evaluateQuery(query: string, viewportWidth: number): boolean {
  const parts = [...query.matchAll(/\((min|max)-width:\s*(\d+(?:\.\d+)?)(px|em)\)/g)];
  if (parts.length === 0) return false;
  return parts.every(([, kind, value, unit]) => {
    const px = Number(value) * (unit === 'em' ? 16 : 1);
    return kind === 'min' ? viewportWidth >= px : viewportWidth <= px;
  });
}

export function setViewportWidth(next: number) {
  width = next;
  for (const entry of lists) {
    const matches = evaluateQuery(entry.query, width);
    if (matches === entry.last) continue;
    entry.last = matches;
    for (const listener of entry.listeners) listener({ matches, media: entry.query } as MediaQueryListEvent);
  }
}

window.matchMedia = (query: string): MediaQueryList => {
  const entry = { query, listeners: new Set<Listener>(), last: evaluateQuery(query, width) };
  lists.add(entry);
  return {
    get matches() {
      return evaluateQuery(query, width);
    },
    media: query,
    onchange: null,
    addEventListener: (_type: string, listener: Listener) => entry.listeners.add(listener),
    removeEventListener: (_type: string, listener: Listener) => entry.listeners.delete(listener),
    addListener: (listener: Listener) => entry.listeners.add(listener),
    removeListener: (listener: Listener) => entry.listeners.delete(listener),
    dispatchEvent: () => false,
  } as unknown as MediaQueryList;
};
