import { type ComponentType, type ReactNode, useEffect, useRef, useState } from 'react';

// Floating UI (menus, tooltips) is ≈ 20 KB gzip the sign-in page would carry for its two header
// controls. A Deferred control shows its plain fallback (same look, same name) and loads the real
// component when a pointer or the focus reaches it, or at a click, which then opens it
// (docs/web-quality.md, "First load").

/** What the loaded component receives besides its props: true when a click asked for it. */
export interface DeferredExtra {
  openAtOnce: boolean;
}

type Loader<P> = () => Promise<ComponentType<P & DeferredExtra>>;

// Loaded components by loader (module-level loaders), so a remount shows them at once.
const loadedBy = new Map<Loader<never>, ComponentType<never>>();

export function Deferred<P extends object>({
  load,
  fallback,
  props,
}: {
  load: Loader<P>;
  fallback: ReactNode;
  props: P;
}) {
  const [Loaded, setLoaded] = useState(
    () => loadedBy.get(load as Loader<never>) as ComponentType<P & DeferredExtra> | undefined,
  );
  const [openAtOnce, setOpenAtOnce] = useState(false);
  const wrapper = useRef<HTMLSpanElement>(null);
  const hadFocus = useRef(false);

  const start = () => {
    if (Loaded) return;
    void load().then((component) => {
      loadedBy.set(load as Loader<never>, component as ComponentType<never>);
      hadFocus.current = wrapper.current?.contains(document.activeElement) ?? false;
      setLoaded(() => component);
    });
  };

  const askToOpen = () => {
    if (Loaded) return;
    setOpenAtOnce(true);
    start();
  };

  // The fallback's button is replaced: the focus stays on the control (keyboard users).
  useEffect(() => {
    if (!Loaded || !hadFocus.current || openAtOnce) return;
    hadFocus.current = false;
    wrapper.current?.querySelector<HTMLElement>('button, [tabindex]')?.focus();
  }, [Loaded, openAtOnce]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: listens to the control inside (events bubble); no box, no role of its own.
    <span
      ref={wrapper}
      style={{ display: 'contents' }}
      onPointerEnter={start}
      onFocus={start}
      // The press, not only the click: when the component arrives between the button's press and
      // its release, the browser sends no click (the pressed button was replaced), and the press
      // alone must still open it (seen as a language menu that did not open in a browser test).
      onPointerDownCapture={askToOpen}
      onClickCapture={askToOpen}
    >
      {Loaded ? <Loaded {...props} openAtOnce={openAtOnce} /> : fallback}
    </span>
  );
}
