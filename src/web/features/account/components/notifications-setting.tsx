import { useEffect, useId, useState } from 'react';
import { ServerErrorAlert } from '~/web/components/ui/server-error-alert';
import { cn, FOCUS_RING } from '~/web/lib/cn';
import {
  browserPushHost,
  PUSH_SUPPORT_TEXT,
  pushFailureText,
  readPushState,
  type TPushHost,
  type TPushSupport,
  turnPushOff,
  turnPushOn,
} from '~/web/lib/push/push-notifications';

/**
 * "Notifications on this device": a switch that asks the browser's permission and subscribes this device to the
 * account's push alerts (or stops them), and says why it cannot where push is not available here.
 */
export const NotificationsSetting = ({ host = browserPushHost() }: { host?: TPushHost }) => {
  const [state, setState] = useState<{ support: TPushSupport; isOn: boolean } | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const labelId = useId();
  const noteId = useId();

  // biome-ignore lint/correctness/useExhaustiveDependencies: the browser is read once, when the card opens.
  useEffect(() => {
    let isLive = true;
    void readPushState(host)
      .catch(() => ({ support: 'unsupported' as const, isOn: false }))
      .then((read) => {
        if (isLive) setState(read);
      });
    return () => {
      isLive = false;
    };
  }, []);

  const onToggle = async () => {
    if (!state) return;
    setIsBusy(true);
    setFailure(null);
    try {
      if (state.isOn) {
        await turnPushOff(host);
        setState({ support: 'ready', isOn: false });
      } else {
        const outcome = await turnPushOn(host);
        setState(
          outcome === 'denied'
            ? { support: 'denied', isOn: false }
            : { support: 'ready', isOn: outcome === 'on' },
        );
      }
    } catch (error) {
      setFailure(pushFailureText(error));
    } finally {
      setIsBusy(false);
    }
  };

  const isOn = state?.isOn === true;
  const support = state?.support;
  const note = support && support !== 'ready' ? PUSH_SUPPORT_TEXT[support] : null;
  return (
    <div className="space-y-3">
      <div className="flex items-center justify-between gap-4">
        <div>
          <p id={labelId} className="font-semibold text-ink">
            Notifications on this device
          </p>
          <p className="text-muted text-sm">
            {isOn ? 'On: this device shows RacePro alerts.' : 'Off: this device shows no RacePro alerts.'}
          </p>
        </div>
        <button
          type="button"
          role="switch"
          aria-checked={isOn}
          aria-labelledby={labelId}
          aria-describedby={note ? noteId : undefined}
          aria-busy={isBusy}
          disabled={support !== 'ready' || isBusy}
          onClick={onToggle}
          className={cn(
            'relative inline-flex h-8 w-14 shrink-0 items-center rounded-full border-2 border-transparent transition-colors disabled:cursor-not-allowed disabled:opacity-50',
            isOn ? 'bg-brand' : 'bg-muted',
            FOCUS_RING,
          )}
        >
          <span
            aria-hidden="true"
            className={cn(
              'inline-block size-7 rounded-full bg-white shadow-card transition-transform motion-reduce:transition-none',
              isOn ? 'translate-x-6' : 'translate-x-0',
            )}
          />
        </button>
      </div>
      {note ? (
        <p id={noteId} className="text-muted text-sm">
          {note}
        </p>
      ) : null}
      <ServerErrorAlert message={failure} />
    </div>
  );
};
