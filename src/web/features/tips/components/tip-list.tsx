import type { TTip } from '~/domain/tip.contract';
import { useTrackedEntries } from '~/web/lib/api/get-tracked-entries';
import { useBetslip } from '~/web/lib/betslip-store';
import { TipCard } from './tip-card';

/** One column on a phone, a grid of cards from tablet width; each card knows if its bet is on the slip or tracked. */
export const TipList = ({ tips }: { tips: readonly TTip[] }) => {
  const { items } = useBetslip();
  const entryIds = tips.map((tip) => tip.raceEntryId);
  const tracked = useTrackedEntries(entryIds);
  const inSlip = new Set(items.map((item) => item.raceEntryId));
  return (
    <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
      {tips.map((tip) => (
        <li key={tip.id} className="flex flex-col [&>*]:flex-1">
          <TipCard
            tip={tip}
            isInBetslip={inSlip.has(tip.raceEntryId)}
            isTracked={tracked.has(tip.raceEntryId)}
          />
        </li>
      ))}
    </ul>
  );
};
