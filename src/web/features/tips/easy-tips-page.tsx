import { BookOpen, LifeBuoy } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { formatPence } from '~/domain/money';
import { orderByNextRace } from '~/domain/race-clock';
import { RELEASE_WINDOW, RESPONSIBLE_GAMBLING_LINE } from '~/domain/site';
import type { TTip } from '~/domain/tip.contract';
import { BreakNotice } from '~/web/components/break-notice';
import { buttonClasses } from '~/web/components/ui/button';
import { PageHeader } from '~/web/components/ui/page-header';
import { useTrackedEntries } from '~/web/lib/api/get-tracked-entries';
import { useActiveBreak } from '~/web/lib/api/use-active-break';
import { useTips } from './api/get-tips';
import { BettingGlossary } from './components/betting-glossary';
import { EasyTipCard } from './components/easy-tip-card';
import { NoFilteredTips } from './components/tips-empty';
import { TipsError } from './components/tips-error';
import { TipsSkeleton } from './components/tips-skeleton';
import { EXAMPLE_STAKE_PENCE } from './easy-tip-text';

const EasyTipsList = () => {
  const query = useTips('free');
  const brk = useActiveBreak();
  const tracked = useTrackedEntries(
    (query.data ?? []).filter((tip): tip is TTip => !tip.locked).map((tip) => tip.raceEntryId),
  );
  if (query.data === undefined) {
    if (query.isError)
      return <TipsError onRetry={() => void query.refetch()} isRetrying={query.isFetching} />;
    return <TipsSkeleton count={2} />;
  }
  // NOTE: the free list never holds locked tips; the guard keeps the types honest.
  const free = query.data.filter((tip): tip is TTip => !tip.locked);
  // During a break the server holds back every tip not yet run: the notice says why, the results stay.
  const notice = brk ? <BreakNotice brk={brk} headingLevel={3} /> : null;
  if (free.length === 0) return notice ?? <NoFilteredTips filter="Free" />;
  const { upcoming, results } = orderByNextRace(free);
  return (
    <>
      {notice}
      <ul className="grid gap-4 md:grid-cols-2">
        {[...upcoming, ...results].map((tip) => (
          <li key={tip.id}>
            <EasyTipCard tip={tip} isTracked={tracked.has(tip.raceEntryId)} />
          </li>
        ))}
      </ul>
    </>
  );
};

export const EasyTipsPage = () => {
  useEffect(() => {
    document.title = 'Easy Tips | RacePro';
  }, []);

  return (
    <div className="space-y-10">
      <PageHeader
        title="Easy Tips"
        description={`Today's free tips in plain words: what we think will happen and what a ${formatPence(EXAMPLE_STAKE_PENCE)} bet would pay. New tips are published daily ${RELEASE_WINDOW}.`}
      />

      <section aria-labelledby="easy-tips-title" className="space-y-4">
        <h2 id="easy-tips-title" className="font-bold text-2xl text-ink tracking-tight">
          Today's free tips, explained
        </h2>
        <EasyTipsList />
        <p className="text-muted text-xs">
          {RESPONSIBLE_GAMBLING_LINE} Examples show what a bet would pay if it wins; bets can and do lose, so
          only stake what you can afford to lose.
        </p>
      </section>

      <BettingGlossary />

      <section aria-labelledby="easy-next-title">
        <h2 id="easy-next-title" className="font-bold text-ink text-xl">
          Want to know more?
        </h2>
        <div className="mt-4 flex flex-col gap-3 sm:flex-row">
          <Link to="/betting-guide" className={buttonClasses('primary')}>
            <BookOpen aria-hidden="true" />
            Read the betting guide
          </Link>
          <Link to="/responsible-gambling" className={buttonClasses('outline')}>
            <LifeBuoy aria-hidden="true" />
            Responsible gambling
          </Link>
        </div>
      </section>
    </div>
  );
};
