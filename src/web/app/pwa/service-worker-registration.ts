import { useSyncExternalStore } from 'react';
import { SERVICE_WORKER_URL, SKIP_WAITING_MESSAGE } from '~/web/sw/protocol';

/**
 * The app's side of the service worker (src/web/sw): it registers the worker once the page is in use or has been quiet
 * a while (production builds only: src/web/app/main.tsx), and notices a new version waiting, for the "New version:
 * reload" prompt (update-prompt.tsx). A new worker never takes over by itself: it waits until the member taps the prompt, or until
 * every tab of the site has closed, so the next visit runs it.
 */

type TWorker = Pick<ServiceWorker, 'state' | 'postMessage' | 'addEventListener'>;
export type TRegistration = {
  waiting: TWorker | null;
  installing: TWorker | null;
  addEventListener: (type: 'updatefound', listener: () => void) => void;
};
export type TWorkerContainer = {
  controller: unknown;
  register: (url: string, options: RegistrationOptions) => Promise<TRegistration>;
  addEventListener: (
    type: 'controllerchange',
    listener: () => void,
    options?: AddEventListenerOptions,
  ) => void;
};

let waiting: TWorker | null = null;
/** The page's worker container and how it reloads, as registerServiceWorker was given them. */
let page: { container: TWorkerContainer; reload: () => void } | null = null;
const listeners = new Set<() => void>();

const setWaiting = (worker: TWorker | null) => {
  waiting = worker;
  for (const listener of listeners) listener();
};

/** Whether a new version is installed and waiting to take over. */
export const useIsUpdateWaiting = (): boolean =>
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => waiting !== null,
    () => false,
  );

/**
 * Calls `onWaiting` with a new version once it has installed, now or later. Only while a worker already runs the page
 * (`controller`): the first worker a browser installs is not an update, and takes charge without a prompt.
 */
export const watchForUpdate = (
  registration: TRegistration,
  container: Pick<TWorkerContainer, 'controller'>,
  onWaiting: (worker: TWorker) => void,
) => {
  if (registration.waiting && container.controller) onWaiting(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && container.controller) onWaiting(installing);
    });
  });
};

/** Registers the worker at the site's root and watches for new versions; nothing where browsers have no workers. */
export const registerServiceWorker = async (
  container: TWorkerContainer | undefined = navigator.serviceWorker,
  reload: () => void = () => window.location.reload(),
): Promise<TRegistration | null> => {
  if (!container) return null;
  page = { container, reload };
  const registration = await container.register(SERVICE_WORKER_URL, { scope: '/' });
  watchForUpdate(registration, container, setWaiting);
  return registration;
};

/** "New version: reload": the waiting worker takes over, and the page reloads once it has. */
export const applyUpdate = () => {
  const worker = waiting;
  if (!worker || !page) return;
  page.container.addEventListener('controllerchange', page.reload, { once: true });
  worker.postMessage(SKIP_WAITING_MESSAGE);
};

/** Forgets the registration and any waiting worker (tests). */
export const resetServiceWorkerState = () => {
  page = null;
  setWaiting(null);
};
