import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { RESPONSIBLE_GAMBLING_LINE } from '~/domain/site';
import { PageHeader } from '~/web/components/ui/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/web/components/ui/tabs';
import { useViewer } from '~/web/lib/api/use-viewer';
import { useDeviceBetResults } from '~/web/lib/use-device-bet-results';
import type { TBetListKind } from './api/get-bets';
import { AddManualBetButton } from './components/add-manual-bet-button';
import { BetListPanel } from './components/bet-list-panel';
import { BetSummarySection } from './components/bet-summary-section';
import { DeviceBetsNote } from './components/device-bets-note';
import { OfflineNote } from './components/offline-note';

const TABS = [
  { value: 'open', label: 'Open' },
  { value: 'settled', label: 'Settled' },
] as const satisfies ReadonlyArray<{ value: TBetListKind; label: string }>;

const isTab = (value: string | null): value is TBetListKind => TABS.some((tab) => tab.value === value);

/** My Bets (/bets and /my-bets): the account's bets merged with this device's, Open and Settled. */
export const MyBetsPage = () => {
  const [searchParams, setSearchParams] = useSearchParams();
  const rawTab = searchParams.get('tab');
  const tab: TBetListKind = isTab(rawTab) ? rawTab : 'open';
  const viewer = useViewer();
  const { tier, isSignedIn } = viewer;
  const tracksInAccount = isSignedIn && viewer.tracking.where === 'account';
  // The shell settles this device's bets once the visitor first touches the page; My Bets shows them settled at once.
  useDeviceBetResults();

  useEffect(() => {
    document.title = 'My Bets | RacePro';
  }, []);

  const onTabChange = (value: string) => {
    if (isTab(value)) setSearchParams(value === 'open' ? {} : { tab: value }, { replace: true });
  };

  return (
    <div className="space-y-8">
      {/* The safer-gambling line sits in the header, not under the list: the list grows as the bets arrive and the
          line under it would jump. */}
      <PageHeader
        title="My Bets"
        description={
          <>
            Every bet you record, tracked to its result. RacePro is a tracker: we never take stakes.
            <span className="mt-1 block text-xs">
              {RESPONSIBLE_GAMBLING_LINE} Only stake what you can afford to lose.
            </span>
          </>
        }
      />
      <OfflineNote tracksInAccount={tracksInAccount} />
      {viewer.isKnown && !tracksInAccount ? <DeviceBetsNote isSignedIn={isSignedIn} /> : null}

      <section aria-labelledby="bet-list-title" className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="bet-list-title" className="sr-only">
            Your bets
          </h2>
          {tracksInAccount ? <AddManualBetButton /> : null}
        </div>
        <Tabs value={tab} onValueChange={onTabChange}>
          <TabsList aria-label="Show bets">
            {TABS.map(({ value, label }) => (
              <TabsTrigger key={value} value={value}>
                {label}
              </TabsTrigger>
            ))}
          </TabsList>
          {TABS.map(({ value }) => (
            <TabsContent key={value} value={value}>
              <BetListPanel kind={value} />
            </TabsContent>
          ))}
        </Tabs>
      </section>

      {/* The list comes first: it is what a bettor opens My Bets for; the record follows. */}
      {isSignedIn ? (
        <BetSummarySection isStarter={tier === 'Starter'} tracksInAccount={tracksInAccount} />
      ) : null}
    </div>
  );
};
