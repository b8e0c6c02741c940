import type { ReactNode } from 'react';
import { useSyncExternalStore } from 'react';
import type { ToastActionElement, ToastProps } from './toast';

/** Spec 1 section 9: one toast at a time; a dismissed toast is removed after 1000000 ms. */
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 1_000_000;
/** Spec 1 section 9: shown for 5000 ms; swiping 50 px to the right dismisses it. */
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_DIRECTION = 'right';
export const TOAST_SWIPE_THRESHOLD_PX = 50;

export type ToasterToast = Omit<ToastProps, 'title'> & {
  id: string;
  title?: ReactNode;
  description?: ReactNode;
  action?: ToastActionElement;
};

type ToastState = { toasts: ToasterToast[] };

// NOTE: a module-level store (the shadcn/ui pattern) so `toast()` works outside React, e.g. in mutations.
let state: ToastState = { toasts: [] };
const listeners = new Set<() => void>();
const removeTimeouts = new Map<string, ReturnType<typeof setTimeout>>();
let count = 0;

const setState = (next: ToastState) => {
  state = next;
  for (const listener of listeners) listener();
};

const scheduleRemoval = (id: string) => {
  if (removeTimeouts.has(id)) return;
  const timeout = setTimeout(() => {
    removeTimeouts.delete(id);
    setState({ toasts: state.toasts.filter((item) => item.id !== id) });
  }, TOAST_REMOVE_DELAY);
  removeTimeouts.set(id, timeout);
};

/** Closes one toast, or every toast when no id is given; it is removed TOAST_REMOVE_DELAY later. */
export const dismiss = (toastId?: string) => {
  for (const item of state.toasts) if (!toastId || item.id === toastId) scheduleRemoval(item.id);
  setState({
    toasts: state.toasts.map((item) => (!toastId || item.id === toastId ? { ...item, open: false } : item)),
  });
};

type ToastInput = Omit<ToasterToast, 'id'>;

export const toast = (props: ToastInput) => {
  count = (count + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(count);
  const update = (next: ToastInput) =>
    setState({ toasts: state.toasts.map((item) => (item.id === id ? { ...item, ...next } : item)) });
  const newToast: ToasterToast = {
    ...props,
    id,
    open: true,
    onOpenChange: (open) => {
      if (!open) dismiss(id);
    },
  };
  setState({ toasts: [newToast, ...state.toasts].slice(0, TOAST_LIMIT) });
  return { id, dismiss: () => dismiss(id), update };
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const getSnapshot = () => state;

export const useToast = () => {
  const current = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return { toasts: current.toasts, toast, dismiss };
};
