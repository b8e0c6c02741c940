import type { TTipOrLocked } from '~/domain/tip.contract';
import { LockedTipCard } from './locked-tip-card';
import { TipCard } from './tip-card';

/** One column on a phone, a grid of cards from tablet width. */
export const TipList = ({ tips }: { tips: readonly TTipOrLocked[] }) => (
  <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
    {tips.map((tip) => (
      <li key={tip.id} className="flex flex-col [&>*]:flex-1">
        {tip.locked ? <LockedTipCard tip={tip} /> : <TipCard tip={tip} />}
      </li>
    ))}
  </ul>
);
