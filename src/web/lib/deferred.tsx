import { type ComponentType, type ReactNode, startTransition, useEffect, useState } from 'react';

type THandle = { cancel: () => void };

/** The first signs that someone is about to use the page: a touch, a press, a key, a pointer or wheel moving. */
const INTENT_EVENTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'wheel', 'scroll'] as const;

/** With no sign of use, the shell's extras load anyway once the page has been quiet this long. */
export const QUIET_LOAD_MS = 10_000;

/**
 * Runs `task` once: at the first sign that the visitor is using the page, or after `quietMs` when the browser is
 * idle. A phone reading its first screen spends no main thread on menus and dialogs nobody has reached for yet.
 */
export const onIntentOrQuiet = (task: () => void, quietMs = QUIET_LOAD_MS): THandle => {
  let isDone = false;
  let idleId: number | undefined;
  const options = { capture: true, passive: true } as const;
  const cancel = () => {
    isDone = true;
    for (const type of INTENT_EVENTS) window.removeEventListener(type, run, options);
    window.clearTimeout(timer);
    if (idleId !== undefined && typeof window.cancelIdleCallback === 'function')
      window.cancelIdleCallback(idleId);
  };
  function run() {
    if (isDone) return;
    cancel();
    task();
  }
  for (const type of INTENT_EVENTS) window.addEventListener(type, run, options);
  const timer = window.setTimeout(() => {
    if (typeof window.requestIdleCallback === 'function')
      idleId = window.requestIdleCallback(run, { timeout: 2000 });
    else run();
  }, quietMs);
  return { cancel };
};

/**
 * A shell component whose code (menus, dialogs, the toaster) is not part of the first load of any screen: it loads at
 * the visitor's first touch, key or pointer move (or after a quiet spell). Until it arrives the `fallback` renders:
 * usually a button that looks the same, whose `activate` loads it at once and opens it (`defaultOpen`).
 */
export const deferredComponent = <P extends { defaultOpen?: boolean }>(
  load: () => Promise<ComponentType<P>>,
) => {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const start = () => {
    pending ??= load().then((component) => {
      loaded = component;
      return component;
    });
    return pending;
  };

  const Deferred = ({
    fallback,
    ...props
  }: Omit<P, 'defaultOpen'> & { fallback?: (activate: () => void) => ReactNode }) => {
    const [Component, setComponent] = useState<ComponentType<P> | null>(() => loaded);
    const [isActivated, setIsActivated] = useState(false);
    useEffect(() => {
      if (Component) return;
      let isLive = true;
      const handle = onIntentOrQuiet(() => {
        void start().then((component) => {
          // A transition, so mounting it yields to the browser instead of holding the main thread.
          if (isLive) startTransition(() => setComponent(() => component));
        });
      });
      return () => {
        isLive = false;
        handle.cancel();
      };
    }, [Component]);
    const activate = () => {
      setIsActivated(true);
      void start().then((component) => setComponent(() => component));
    };
    if (!Component) return <>{fallback?.(activate) ?? null}</>;
    return <Component {...(props as unknown as P)} defaultOpen={isActivated} />;
  };
  return Object.assign(Deferred, { preload: start });
};
