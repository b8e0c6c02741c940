import { useCallback, useEffect, useRef, useState } from 'react';
import type { TCreateTipBody } from '~/domain/tip-authoring.contract';
import { toast } from '~/web/components/ui/use-toast';
import { useSubmitTip } from '~/web/lib/api/create-tip';
import { clearPendingTip, readPendingTip, savePendingTip, type TPendingTip, toTipBody } from './pending-tip';
import { classifySubmitFailure } from './submit-failure';

export type TKeepResult = 'saved' | 'occupied' | 'failed';

/**
 * DESIGN.md "Honest failure": a tip the server did not take stays on this device and is sent again on
 * the next visit of the page and whenever the browser comes back online. The key is cleared only after
 * the server has taken it.
 */
export const usePendingTip = ({ canSend }: { canSend: boolean }) => {
  const [pending, setPending] = useState<TPendingTip | null>(readPendingTip);
  const [problem, setProblem] = useState<string | null>(null);
  const { mutateAsync, isPending: isSending } = useSubmitTip();
  const isSendingRef = useRef(false);
  const hasTriedOnVisitRef = useRef(false);

  const send = useCallback(async () => {
    const stored = readPendingTip();
    setPending(stored);
    if (!stored || isSendingRef.current) return;
    isSendingRef.current = true;
    try {
      await mutateAsync(toTipBody(stored));
      clearPendingTip();
      setPending(null);
      setProblem(null);
      toast({
        title: 'Saved tip published',
        description: `${stored.horseName} (${stored.raceTime} ${stored.racecourse}) is now on the server.`,
      });
    } catch (error) {
      const failure = classifySubmitFailure(error);
      if (failure.kind === 'needs-admin') setProblem('Sign in as an administrator to publish it.');
      else if (failure.kind === 'refused') setProblem(`The server refused it: ${failure.message}`);
      else setProblem(null);
    } finally {
      isSendingRef.current = false;
    }
  }, [mutateAsync]);

  useEffect(() => {
    if (!canSend || hasTriedOnVisitRef.current) return;
    hasTriedOnVisitRef.current = true;
    if (readPendingTip()) void send();
  }, [canSend, send]);

  useEffect(() => {
    const onOnline = () => void send();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [send]);

  /** Keeps a tip the server did not take; never overwrites one still waiting. */
  const keep = (body: TCreateTipBody): TKeepResult => {
    if (readPendingTip()) return 'occupied';
    const saved = savePendingTip(body);
    if (!saved) return 'failed';
    setPending(saved);
    setProblem(null);
    return 'saved';
  };

  const discard = () => {
    clearPendingTip();
    setPending(null);
    setProblem(null);
  };

  return { pending, problem, isSending, send, keep, discard };
};
