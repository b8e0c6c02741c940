import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
// NOTE: registered before cleanup's hook below, so its check runs after cleanup (hooks run in reverse order): an
// unmount's warnings count too.
import './console-guard';

// NOTE: the 2-core machines run several suites at once; the 1 s default wait for findBy/waitFor flakes under load.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
});

// NOTE: jsdom lacks these; Radix primitives and the back-to-top/scroll code call them.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as unknown as MediaQueryList;
}
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
