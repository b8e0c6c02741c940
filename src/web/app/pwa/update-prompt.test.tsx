import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SERVICE_WORKER_URL, SKIP_WAITING_MESSAGE } from '~/web/sw/protocol';
import { seriousViolations } from '~/web/test/axe';
import {
  registerServiceWorker,
  resetServiceWorkerState,
  type TRegistration,
  type TWorkerContainer,
  watchForUpdate,
} from './service-worker-registration';
import { UpdatePrompt } from './update-prompt';

/** A worker as the browser reports it: its state, and the messages the page sent it. */
class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  readonly messages: unknown[] = [];
  postMessage(message: unknown) {
    this.messages.push(message);
  }
  become(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  waiting: FakeWorker | null = null;
  installing: FakeWorker | null = null;
  /** The browser found a new version and starts installing it. */
  find(worker: FakeWorker) {
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
  }
}

class FakeContainer extends EventTarget {
  readonly registered: Array<{ url: string; options: RegistrationOptions }> = [];
  constructor(
    readonly registration: FakeRegistration,
    public controller: unknown,
  ) {
    super();
  }
  async register(url: string, options: RegistrationOptions) {
    this.registered.push({ url, options });
    return this.registration as unknown as TRegistration;
  }
}

const asContainer = (container: FakeContainer) => container as unknown as TWorkerContainer;

afterEach(() => act(() => resetServiceWorkerState()));

describe('watching for a new version', () => {
  it('reports a worker already waiting when the page has one running', () => {
    const registration = new FakeRegistration();
    registration.waiting = new FakeWorker();
    const onWaiting = vi.fn();
    watchForUpdate(registration as unknown as TRegistration, { controller: {} }, onWaiting);
    expect(onWaiting).toHaveBeenCalledWith(registration.waiting);
  });

  it('reports a new version once it has installed, not while it installs', () => {
    const registration = new FakeRegistration();
    const onWaiting = vi.fn();
    watchForUpdate(registration as unknown as TRegistration, { controller: {} }, onWaiting);
    const worker = new FakeWorker();
    registration.find(worker);
    expect(onWaiting).not.toHaveBeenCalled();
    worker.become('installed');
    expect(onWaiting).toHaveBeenCalledWith(worker);
  });

  it('does not call the first worker a browser installs an update (no worker runs the page yet)', () => {
    const registration = new FakeRegistration();
    registration.waiting = new FakeWorker();
    const onWaiting = vi.fn();
    watchForUpdate(registration as unknown as TRegistration, { controller: null }, onWaiting);
    const worker = new FakeWorker();
    registration.find(worker);
    worker.become('installed');
    expect(onWaiting).not.toHaveBeenCalled();
  });
});

describe('registering the worker', () => {
  it('registers /sw.js for the whole site', async () => {
    const container = new FakeContainer(new FakeRegistration(), null);
    await registerServiceWorker(asContainer(container));
    expect(container.registered).toEqual([{ url: SERVICE_WORKER_URL, options: { scope: '/' } }]);
    expect(SERVICE_WORKER_URL).toBe('/sw.js');
  });

  it('does nothing in a browser without service workers', async () => {
    await expect(registerServiceWorker(undefined)).resolves.toBeNull();
  });
});

describe('UpdatePrompt', () => {
  it('shows "New version: reload" once a new version waits; tapping it lets the worker take over, then reloads', async () => {
    const registration = new FakeRegistration();
    const container = new FakeContainer(registration, {});
    const reload = vi.fn();
    const { container: page } = render(<UpdatePrompt />);
    await act(() => registerServiceWorker(asContainer(container), reload));
    expect(screen.queryByRole('button', { name: 'New version: reload' })).not.toBeInTheDocument();

    const worker = new FakeWorker();
    act(() => {
      registration.find(worker);
      worker.become('installed');
    });
    const button = screen.getByRole('button', { name: 'New version: reload' });
    expect(await seriousViolations(page)).toEqual([]);

    await userEvent.click(button);
    expect(worker.messages).toEqual([SKIP_WAITING_MESSAGE]);
    // The page reloads only once the new worker has taken charge of it.
    expect(reload).not.toHaveBeenCalled();
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  }, 15_000);

  it('shows nothing while the running version is the newest', async () => {
    const registration = new FakeRegistration();
    render(<UpdatePrompt />);
    await act(() => registerServiceWorker(asContainer(new FakeContainer(registration, {}))));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
