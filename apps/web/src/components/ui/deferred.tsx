import { type ComponentType, type ReactNode, useEffect, useRef, useState } from 'react';

// Floating UI (menus, tooltips) is ≈ 20 KB gzip the sign-in page would carry for its two header
// controls. A Deferred control shows its plain fallback (same look, same name) and loads the real
// component when a pointer or the focus reaches it, or at a click, which then opens it
// (docs/web-quality.md, "First load").

/** What the loaded component receives besides its props: true when a press or click asked for it. */
export interface DeferredExtra {
  openAtOnce: boolean;
}

type Loader<P> = () => Promise<ComponentType<P & DeferredExtra>>;

// Loaded components by loader (module-level loaders), so a remount shows them at once.
const loadedBy = new Map<Loader<never>, ComponentType<never>>();

/** Events that end a press: the click (after the control's own handlers ran), or a cancelled one. */
const pressEnds = ['click', 'pointercancel'] as const;

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
  // The component arrived while the fallback was pressed: it waits for the press to end.
  const pressing = useRef(false);
  const waiting = useRef<ComponentType<P & DeferredExtra> | undefined>(undefined);
  const endPress = useRef<() => void>(() => {});

  const show = (component: ComponentType<P & DeferredExtra>) => {
    hadFocus.current = wrapper.current?.contains(document.activeElement) ?? false;
    setLoaded(() => component);
  };

  const start = () => {
    if (Loaded) return;
    void load().then((component) => {
      loadedBy.set(load as Loader<never>, component as ComponentType<never>);
      if (pressing.current) waiting.current = component;
      else show(component);
    });
  };

  const askToOpen = () => {
    if (Loaded) return;
    setOpenAtOnce(true);
    start();
  };

  // Swapping the fallback for the loaded component replaces the pressed button: the browser then
  // sends its release to no control and no click follows, so the press would be lost (a theme
  // switch that did not switch, a menu that did not open). Until the press ends the fallback
  // stays; the document hears the click after the control's own handlers ran.
  const press = (event: React.PointerEvent) => {
    askToOpen();
    if (Loaded || pressing.current || event.button !== 0) return;
    pressing.current = true;
    const end = () => {
      for (const type of pressEnds) document.removeEventListener(type, end);
      endPress.current = () => {};
      pressing.current = false;
      const component = waiting.current;
      waiting.current = undefined;
      if (component) show(component);
    };
    for (const type of pressEnds) document.addEventListener(type, end);
    endPress.current = () => {
      for (const type of pressEnds) document.removeEventListener(type, end);
    };
  };
  useEffect(() => () => endPress.current(), []);

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
      onPointerDownCapture={press}
      onClickCapture={askToOpen}
    >
      {Loaded ? <Loaded {...props} openAtOnce={openAtOnce} /> : fallback}
    </span>
  );
}
