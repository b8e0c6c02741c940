import { type ComponentType, type ReactNode, useEffect, useState } from 'react';

type TIdleHandle = { cancel: () => void };

/** Runs `task` when the browser is idle after the first paint (at most `timeoutMs` later), or soon where it cannot say. */
export const afterIdle = (task: () => void, timeoutMs = 2000): TIdleHandle => {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: timeoutMs });
    return { cancel: () => window.cancelIdleCallback(id) };
  }
  const id = window.setTimeout(task, 200);
  return { cancel: () => window.clearTimeout(id) };
};

/**
 * A shell component loaded after the first paint, so its code (menus, dialogs, the toaster) is not part of the first
 * load of every screen. Until it arrives the `fallback` renders: usually a button that looks the same, whose
 * `activate` loads it at once and opens it (`defaultOpen`) for someone who clicked before the idle time came.
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
      const handle = afterIdle(() => {
        void start().then((component) => {
          if (isLive) setComponent(() => component);
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
