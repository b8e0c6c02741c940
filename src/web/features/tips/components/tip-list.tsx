import type { TTip } from '~/domain/tip.contract';
import { useTrackedEntries } from '~/web/lib/api/get-tracked-entries';
import { TipCard } from './tip-card';

/** One column on a phone, a grid of cards from tablet width; each card knows if its bet is on the slip or tracked. */
export const TipList = ({ tips }: { tips: readonly TTip[] }) => {
  const entryIds = tips.map((tip) => tip.raceEntryId);
  const tracked = useTrackedEntries(entryIds);
  return (
    <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
      {tips.map((tip) => (
        <li key={tip.id} className="flex flex-col [&>*]:flex-1">
          <TipCard tip={tip} isTracked={tracked.has(tip.raceEntryId)} />
        </li>
      ))}
    </ul>
  );
};
