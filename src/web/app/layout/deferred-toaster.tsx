import { useEffect } from 'react';
import { useToast } from '~/web/components/ui/use-toast';
import { deferredComponent } from '~/web/lib/deferred';

// The toaster (Radix Toast) is not part of any screen's first load. It lives inside the router so a toast's action
// can be a link (the placing toast's "View my bets").
const LazyToaster = deferredComponent(() =>
  import('~/web/components/ui/toaster').then((module) => module.Toaster),
);

/** Until the toaster has loaded: a toast raised meanwhile loads it at once, so it shows within a second. */
const LoadOnToast = ({ activate }: { activate: () => void }) => {
  const hasToast = useToast().toasts.some((item) => item.open);
  useEffect(() => {
    if (hasToast) activate();
  }, [hasToast, activate]);
  return null;
};

/**
 * The toaster, loaded at the visitor's first touch or after a quiet spell like the shell's other extras, or at once
 * when a toast is raised before then (a toast raised by a screen's first request used to wait up to 10 s).
 */
export const DeferredToaster = () => (
  <LazyToaster fallback={(activate) => <LoadOnToast activate={activate} />} />
);
