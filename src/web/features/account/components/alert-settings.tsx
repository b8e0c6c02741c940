import { useState } from 'react';
import {
  ALERT_KINDS,
  ALERT_LABELS,
  DEFAULT_ALERT_PREFERENCES,
  type TAlertKind,
  type TAlertPreferences,
} from '~/domain/alerts.contract';
import { FieldError } from '~/web/components/ui/field-error';
import { Skeleton } from '~/web/components/ui/skeleton';
import { ApiError } from '~/web/lib/api-client';
import { useAlerts, usePutAlerts } from '../api/alerts';

/** What each alert is, under its name. */
const ALERT_HINTS: Record<TAlertKind, string> = {
  tipsOut: 'When new tips your plan can see are published (at most once an hour).',
  nonRunner: 'When a horse you backed, or a tip you can see, is withdrawn.',
  betSettled: 'When a bet in your account is settled, with what it returns.',
  morningDigest: 'At 9am UK time: the day’s tips on your plan and your open bets.',
};

const CHANNELS = [
  { key: 'push', label: 'Push' },
  { key: 'email', label: 'E-mail' },
] as const;

/**
 * The account screen's "Alerts": a push and an e-mail switch per alert, each saved at once with PUT /api/alerts.
 * Push reaches the devices where notifications are on; e-mail goes to the account's confirmed address.
 */
export const AlertSettings = ({ isEmailVerified }: { isEmailVerified: boolean }) => {
  const alerts = useAlerts();
  const save = usePutAlerts();
  // NOTE: the choice shows at once, in the click's own render (as the statement e-mail switch does); the saved answer
  // replaces it when the request settles.
  const [choice, setChoice] = useState<TAlertPreferences | null>(null);
  const saved = alerts.data ?? DEFAULT_ALERT_PREFERENCES;
  const shown = choice ?? saved;

  if (alerts.isPending)
    return (
      <div role="status" aria-label="Loading your alerts">
        <Skeleton className="h-48 w-full" />
      </div>
    );
  if (alerts.isError)
    return (
      <FieldError id="alerts-error">Your alerts could not be loaded. Please try again later.</FieldError>
    );

  const onToggle = (kind: TAlertKind, channel: 'push' | 'email', isOn: boolean) => {
    const next = { ...shown, [kind]: { ...shown[kind], [channel]: isOn } };
    setChoice(next);
    save.mutate(next, { onSettled: () => setChoice(null) });
  };
  const error = save.isError
    ? save.error instanceof ApiError
      ? save.error.userMessage
      : 'Your alerts could not be saved. Please try again.'
    : undefined;

  return (
    <div className="space-y-4">
      <ul className="divide-y divide-line rounded-lg border border-line">
        {ALERT_KINDS.map((kind) => (
          <li key={kind} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
            <div>
              <p id={`alert-${kind}-name`} className="font-semibold text-ink">
                {ALERT_LABELS[kind]}
              </p>
              <p id={`alert-${kind}-hint`} className="text-muted text-sm">
                {ALERT_HINTS[kind]}
              </p>
            </div>
            <div className="flex shrink-0 gap-6">
              {CHANNELS.map(({ key, label }) => {
                const id = `alert-${kind}-${key}`;
                return (
                  <div key={key} className="flex items-center gap-2">
                    <input
                      id={id}
                      type="checkbox"
                      role="switch"
                      className="size-5 accent-brand"
                      checked={shown[kind][key]}
                      aria-checked={shown[kind][key]}
                      aria-describedby={`alert-${kind}-hint`}
                      disabled={save.isPending}
                      onChange={(event) => onToggle(kind, key, event.target.checked)}
                    />
                    <label htmlFor={id} className="font-semibold text-ink text-sm">
                      <span className="sr-only">{ALERT_LABELS[kind]} by </span>
                      {label}
                    </label>
                  </div>
                );
              })}
            </div>
          </li>
        ))}
      </ul>
      <FieldError id="alerts-save-error">{error}</FieldError>
      <p role="status" className="text-muted text-xs">
        {save.isSuccess ? 'Saved: your alerts are updated.' : ''}
      </p>
      <p className="text-muted text-sm">
        Push goes to the devices where you turned on notifications. E-mail alerts go to your e-mail address
        {isEmailVerified ? '' : ' once you confirm it'}, and every one has a link to stop it. Nothing is sent
        while you are taking a break or self-excluded.
      </p>
    </div>
  );
};
