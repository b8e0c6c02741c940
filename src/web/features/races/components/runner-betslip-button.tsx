import { Check, Plus } from 'lucide-react';
import { useState } from 'react';
import { breakLabel } from '~/domain/breaks';
import type { TRaceDetail, TRaceRunner } from '~/domain/races.contract';
import { TrackAgainPrompt } from '~/web/components/track-again-prompt';
import { Button } from '~/web/components/ui/button';
import { betslipTypeOf, DEFAULT_TIP_STAKE } from '~/web/lib/add-tip-to-betslip';
import { useActiveBreak } from '~/web/lib/api/use-active-break';
import { addItem, type TBetslipItem, useBetslip } from '~/web/lib/betslip-store';
import { useNow } from '~/web/lib/use-now';

/**
 * The slip line for a runner, as a tip's button makes it: the runner, its race and day; the tip's price and bet type
 * when the caller sees a tip on it, else a Win with the price left for the member to type. The race's each-way terms
 * are filled in from the entry by the slip (useFillItemTerms).
 */
export const runnerSlipItem = (race: TRaceDetail, runner: TRaceRunner): TBetslipItem => {
  const tip = runner.tips[0];
  return {
    raceEntryId: runner.id,
    raceId: race.id,
    horse: runner.horse,
    race: race.time,
    track: race.racecourse,
    raceDate: race.date,
    odds: tip?.odds ?? '',
    type: tip ? betslipTypeOf(tip) : 'Win',
    stake: DEFAULT_TIP_STAKE,
  };
};

const CLASSES = 'min-h-9 px-2.5';

/**
 * Issue 36: any declared runner of a full-field race can go on the slip before the off. A non-runner, or anything
 * during a break, is refused by the server, so the button says why instead; a runner the member already tracks asks
 * first.
 */
export const RunnerBetslipButton = ({
  race,
  runner,
  isTracked,
}: {
  race: TRaceDetail;
  runner: TRaceRunner;
  isTracked: boolean;
}) => {
  const { items } = useBetslip();
  const brk = useActiveBreak();
  const now = useNow();
  const [isAsking, setIsAsking] = useState(false);
  if (runner.nonRunner) {
    return (
      <Button size="sm" variant="outline" disabled className={CLASSES}>
        Non-runner<span className="sr-only">: {runner.horse} cannot be added to the betslip</span>
      </Button>
    );
  }
  if (brk) {
    return (
      <Button size="sm" variant="outline" disabled className={CLASSES}>
        {breakLabel(brk, new Date(now))}
        <span className="sr-only">: {runner.horse} cannot be added to the betslip</span>
      </Button>
    );
  }
  const isInBetslip = items.some((item) => item.raceEntryId === runner.id);
  const add = () => addItem(runnerSlipItem(race, runner));
  return (
    <>
      <Button
        size="sm"
        variant={isInBetslip ? 'outline' : 'primary'}
        className={CLASSES}
        onClick={() => (isTracked && !isInBetslip ? setIsAsking(true) : add())}
      >
        {isInBetslip ? <Check aria-hidden="true" /> : <Plus aria-hidden="true" />}
        {isInBetslip ? (
          <>
            In betslip<span className="sr-only">: {runner.horse}</span>
          </>
        ) : (
          <>
            Add <span className="sr-only">{runner.horse} to betslip</span>
          </>
        )}
      </Button>
      <TrackAgainPrompt horse={runner.horse} isOpen={isAsking} onOpenChange={setIsAsking} onConfirm={add} />
    </>
  );
};
