import { Ban, CheckCheck, Pencil } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { ukInstant } from '~/domain/uk-time';
import { Button } from '~/web/components/ui/button';
import { useNow } from '~/web/lib/use-now';
import type { TBetView } from '../bet-view';
import { formatRaceTime } from '../format';
import type { TBetAction } from './bet-action-dialog';

// The dialog and its forms (with the zod schemas they check with) load when one is first opened: My Bets' first load
// stays within its budget.
const BetActionDialog = lazy(() =>
  import('./bet-action-dialog').then((module) => ({ default: module.BetActionDialog })),
);

/** What the member may do with an account bet now (issue 36); the server checks each again. */
export const betActionsOf = (bet: TBetView, nowMs: number): TBetAction[] => {
  const isOpen = bet.status === 'Open';
  const canCorrect = isOpen && bet.editableUntil !== null && Date.parse(bet.editableUntil) > nowMs;
  const isOff =
    bet.kind === 'manual' && ukInstant(bet.raceDate, formatRaceTime(bet.raceTime)).getTime() <= nowMs;
  return [
    ...(canCorrect ? (['correct'] as const) : []),
    ...(isOpen && isOff ? (['settle'] as const) : []),
    ...(bet.status === 'Void' ? [] : (['void'] as const)),
  ];
};

const LABELS = {
  correct: { text: 'Correct this bet', Icon: Pencil },
  settle: { text: 'Settle this bet', Icon: CheckCheck },
  void: { text: 'Void this bet', Icon: Ban },
} as const;

/** The card's buttons: correct (until the off), settle (a bet typed in by hand, after its off), void (not yet void). */
export const BetActions = ({ bet }: { bet: TBetView }) => {
  const now = useNow();
  const [open, setOpen] = useState<TBetAction | null>(null);
  const actions = betActionsOf(bet, now);
  if (bet.accountId === null || actions.length === 0) return null;
  const accountId = bet.accountId;
  const done = () => setOpen(null);
  return (
    <div className="mt-3 flex flex-wrap gap-2 border-line border-t pt-3">
      {actions.map((action) => {
        const { text, Icon } = LABELS[action];
        return (
          <Button
            key={action}
            size="sm"
            variant={action === 'void' ? 'ghost' : 'outline'}
            onClick={() => setOpen(action)}
          >
            <Icon aria-hidden="true" />
            {text}
            <span className="sr-only">: {bet.horse}</span>
          </Button>
        );
      })}
      {open === null ? null : (
        <Suspense fallback={null}>
          <BetActionDialog action={open} bet={bet} accountId={accountId} onClose={done} />
        </Suspense>
      )}
    </div>
  );
};
