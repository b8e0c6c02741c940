import { useQuery } from '@tanstack/react-query';
import {
  AlertTriangle,
  ChartColumn,
  LoaderCircle,
  RefreshCw,
  RotateCcw,
  Target,
  UserCog,
  WandSparkles,
} from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { ADVISOR_TEXTS, customAdvisorText, PERSONAL_ADVISOR_NOTE } from '~/content/advisor';
import {
  ADVISOR_DIMENSION_LABELS,
  ADVISOR_MIN_GROUP_SAMPLE,
  advisorApplyStrategy,
  advisorBetCounts,
  PERSONAL_ADVISOR_MIN_SETTLED_BETS,
  personalStrategy,
  type TAdvisorRace,
  type TPersonalStrategy,
} from '~/domain/advisor';
import type { TBet } from '~/domain/bets.contract';
import { formatPence, formatSignedPence } from '~/domain/money';
import { ADVISOR_STYLES, type TAdvisorStyle, type TAdvisorText, type TStrategyId } from '~/domain/strategies';
import { TIER_DISPLAY_NAMES } from '~/domain/tiers';
import type { TTipOrLocked } from '~/domain/tip.contract';
import { Badge } from '~/web/components/ui/badge';
import { Button } from '~/web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '~/web/components/ui/card';
import { Label } from '~/web/components/ui/label';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/web/components/ui/tabs';
import { useBalance } from '~/web/lib/api/get-balance';
import { todaysTipsQueryOptions } from '~/web/lib/api/get-todays-tips';
import { cn, FOCUS_RING } from '~/web/lib/cn';
import { useAdvisorBets } from '../api/get-bets';

/** Spec 2 section 4: the advisor is busy for 2 seconds before the strategy shows. */
export const ADVISOR_GENERATING_MS = 2000;
/** The most a custom request may hold. */
export const ADVISOR_REQUEST_MAX = 500;

const STYLE_NAMES: Record<TAdvisorStyle, string> = {
  standard: 'Standard',
  conservative: 'Conservative',
  aggressive: 'Aggressive',
  trends: 'Trends',
  custom: 'Custom',
};

const STYLE_SUMMARIES: Record<Exclude<TAdvisorStyle, 'custom'>, string> = {
  standard: 'A balanced plan: a few well-researched bets a day, at level stakes of 2-3% of your bankroll.',
  conservative: 'Protect the bankroll first: fewer bets, stakes of 1-2% and simple bet types.',
  aggressive: 'More selections and longer prices, with every stake still inside the 10% limits.',
  trends: 'Use the trends of past renewals, or of your own record, to shortlist big-field races.',
};

const INFO_CARDS: ReadonlyArray<{ title: string; icon: ReactNode; text: string }> = [
  {
    title: 'Data Analysis',
    icon: <ChartColumn aria-hidden="true" className="size-5 text-brand-600" />,
    text: `For ${TIER_DISPLAY_NAMES.Lifetime} members with ${PERSONAL_ADVISOR_MIN_SETTLED_BETS} or more settled bets, the advisor works out strike rate, profit and ROI from your own tracked bets, by bet type, odds band and course; everyone else gets set guidance for the chosen style.`,
  },
  {
    title: 'Adaptive Learning',
    icon: <RefreshCw aria-hidden="true" className="size-5 text-brand-600" />,
    text: 'No model is trained on your data: the strategy is worked out again from your settled bets each time you generate it, so it changes as your record grows.',
  },
  {
    title: 'Personalization',
    icon: <UserCog aria-hidden="true" className="size-5 text-brand-600" />,
    text: 'The style you pick, and the words in a custom request, set the advice and the stake sizes; every plan keeps to at most 10% of your bankroll a bet and a day.',
  },
];

type TResult = {
  style: TAdvisorStyle;
  request: string;
  personal: TPersonalStrategy | null;
  canned: TAdvisorText;
  /** Under a non-personal strategy: what would make it personal. */
  note: string | null;
};

type TLatest = {
  isLifetime: boolean;
  bets: TBet[] | undefined;
  betsFailed: boolean;
  tips: TTipOrLocked[] | undefined;
  bankrollPence: number | undefined;
};

/** Today's races still to run, from the tips list (locked tips show their race too). */
const racesOf = (tips: readonly TTipOrLocked[], now: number): TAdvisorRace[] =>
  tips
    .filter((tip) => (tip.locked || tip.result === null) && Date.parse(tip.startsAt) > now)
    .map((tip) => ({ racecourse: tip.racecourse, time: tip.time, raceType: tip.race.type }));

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

const personalNote = (latest: TLatest): string => {
  if (!latest.isLifetime) return PERSONAL_ADVISOR_NOTE;
  if (latest.betsFailed)
    return `${PERSONAL_ADVISOR_NOTE} Your bets could not be loaded just now, so this is the general strategy: try again later.`;
  if (!latest.bets)
    return `${PERSONAL_ADVISOR_NOTE} Your bets were still loading, so this is the general strategy: generate again in a moment.`;
  const { settled } = advisorBetCounts(latest.bets);
  const needed = PERSONAL_ADVISOR_MIN_SETTLED_BETS - settled;
  return `${PERSONAL_ADVISOR_NOTE} You have ${plural(settled, 'settled bet')} tracked (void bets do not count): ${plural(needed, 'more settled bet')} and this strategy is built from your own record.`;
};

/** For a Lifetime member, before generating: whether the strategy will be built from their record. */
const recordStatus = (bets: readonly TBet[] | undefined, failed: boolean): string => {
  if (failed) return 'Your bets could not be loaded just now, so the strategy will be the general one.';
  if (!bets) return 'Reading your settled bets…';
  const { settled } = advisorBetCounts(bets);
  return settled >= PERSONAL_ADVISOR_MIN_SETTLED_BETS
    ? `Your strategy will be built from your ${plural(settled, 'settled bet')}.`
    : `You have ${plural(settled, 'settled bet')} tracked; the advisor needs ${PERSONAL_ADVISOR_MIN_SETTLED_BETS} for a strategy built from your own record.`;
};

const buildResult = (style: TAdvisorStyle, request: string, latest: TLatest): TResult => {
  const canned = style === 'custom' ? customAdvisorText(request) : ADVISOR_TEXTS[style];
  const personal =
    latest.isLifetime && latest.bets
      ? personalStrategy({
          bets: latest.bets,
          style,
          customRequest: request,
          todaysRaces: latest.tips ? racesOf(latest.tips, Date.now()) : undefined,
          bankrollPounds: latest.bankrollPence === undefined ? undefined : latest.bankrollPence / 100,
        })
      : null;
  return { style, request, personal, canned, note: personal ? null : personalNote(latest) };
};

const GroupsTable = ({ strategy }: { strategy: TPersonalStrategy }) => {
  const captionId = useId();
  return (
    <section
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus so the keyboard can scroll it (WCAG 2.1.1).
      tabIndex={0}
      aria-labelledby={captionId}
      className={cn(
        'mt-4 overflow-x-auto rounded-lg border border-line focus-visible:outline-offset-2',
        FOCUS_RING,
      )}
    >
      <table className="w-full min-w-[36rem] text-left text-sm">
        <caption id={captionId} className="px-3 pt-3 pb-2 text-left font-semibold text-ink">
          Your settled bets by group (groups under {ADVISOR_MIN_GROUP_SAMPLE} bets are not used for advice)
        </caption>
        <thead className="bg-brand-50 text-ink">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              Group
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              Bets
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              Winners
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              Strike rate
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              Staked
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              Profit
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              ROI
            </th>
          </tr>
        </thead>
        <tbody>
          {strategy.groups.map((group) => (
            <tr key={`${group.dimension}:${group.key}`} className="border-t border-line">
              <th scope="row" className="px-3 py-2 font-normal">
                <span className="text-muted">{ADVISOR_DIMENSION_LABELS[group.dimension]}: </span>
                <span className="font-semibold text-ink">{group.label}</span>
                {group.isReliable ? null : <span className="text-muted"> (small sample)</span>}
              </th>
              <td className="px-3 py-2 text-right tabular-nums">{group.bets}</td>
              <td className="px-3 py-2 text-right tabular-nums">{group.winners}</td>
              <td className="px-3 py-2 text-right tabular-nums">{group.strikeRate}</td>
              <td className="px-3 py-2 text-right tabular-nums">{formatPence(group.stakedPence)}</td>
              <td className="px-3 py-2 text-right tabular-nums">{formatSignedPence(group.profitPence)}</td>
              <td className="px-3 py-2 text-right tabular-nums">{group.roi}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
};

const Points = ({ points }: { points: readonly string[] }) => (
  <ul className="mt-2 list-disc space-y-1.5 pl-5 text-ink">
    {points.map((point) => (
      <li key={point}>{point}</li>
    ))}
  </ul>
);

/**
 * The AI Strategy Advisor (spec 2, AI Recommendations tab): a style, then Generate AI Strategy, busy for 2 seconds,
 * then the strategy with Reset and Apply to Today's Races. A signed-in Lifetime member with enough settled bets gets
 * a strategy worked out from their own record (src/domain/advisor); everyone else gets the canned text for the style
 * (src/content/advisor) and a line on what would make it personal. Only a Lifetime member's screen reads anything
 * (their own bets, today's tips and their bankroll), and the custom request never leaves the device.
 */
export const AiAdvisor = ({ onApply }: { onApply: (strategyId: TStrategyId) => void }) => {
  const { enabled: isLifetime, query: betsQuery } = useAdvisorBets();
  // A Lifetime member's personal strategy uses today's races and their bankroll (spec 2: the strategies page reads
  // the bets and today's races); nobody else's advice needs them, so only they fetch.
  const tipsQuery = useQuery({ ...todaysTipsQueryOptions(), enabled: isLifetime });
  const balanceQuery = useBalance({ enabled: isLifetime });

  const [style, setStyle] = useState<TAdvisorStyle>('standard');
  const [request, setRequest] = useState('');
  const [isGenerating, setIsGenerating] = useState(false);
  const [result, setResult] = useState<TResult | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const generateButton = useRef<HTMLButtonElement>(null);
  const requestId = useId();
  const hintId = useId();
  const warningId = useId();

  // The timer reads what is known when it fires (the bets may still be loading when Generate is pressed).
  const now: TLatest = {
    isLifetime,
    bets: betsQuery.data,
    betsFailed: betsQuery.isError,
    tips: tipsQuery.data,
    bankrollPence: balanceQuery.data?.bankrollPence,
  };
  const latest = useRef(now);
  latest.current = now;

  const stopTimer = () => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  };
  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );
  useEffect(() => {
    if (result) resultHeading.current?.focus();
  }, [result]);

  const isBlank = style === 'custom' && request.trim() === '';

  const generate = () => {
    if (isGenerating || isBlank) return;
    stopTimer();
    setResult(null);
    setIsGenerating(true);
    const chosen = { style, request };
    timer.current = setTimeout(() => {
      timer.current = null;
      setIsGenerating(false);
      setResult(buildResult(chosen.style, chosen.request, latest.current));
    }, ADVISOR_GENERATING_MS);
  };

  const reset = () => {
    stopTimer();
    setIsGenerating(false);
    setResult(null);
    generateButton.current?.focus();
  };

  const changeStyle = (value: string) => {
    stopTimer();
    setIsGenerating(false);
    setResult(null);
    setStyle(value as TAdvisorStyle);
  };

  const text: TAdvisorText | null = result ? (result.personal ?? result.canned) : null;

  return (
    <div className="space-y-6">
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <WandSparkles aria-hidden="true" className="size-5 text-brand-600" />
            AI Strategy Advisor
          </CardTitle>
          <p className="text-muted text-sm">
            Choose a style and generate a betting strategy. Every plan stays within the bankroll guidance: at
            most 10% of your bankroll a bet and a day.
          </p>
        </CardHeader>
        <CardContent>
          <Tabs value={style} onValueChange={changeStyle}>
            <TabsList aria-label="Strategy style" className="flex-wrap! sm:flex-nowrap!">
              {ADVISOR_STYLES.map((value) => (
                <TabsTrigger key={value} value={value} className="basis-[30%] sm:basis-auto">
                  {STYLE_NAMES[value]}
                </TabsTrigger>
              ))}
            </TabsList>
            {ADVISOR_STYLES.map((value) =>
              value === 'custom' ? (
                <TabsContent key={value} value={value} className="space-y-4">
                  <div className="space-y-1.5">
                    <Label htmlFor={requestId}>Describe the strategy you want</Label>
                    <textarea
                      id={requestId}
                      rows={4}
                      maxLength={ADVISOR_REQUEST_MAX}
                      value={request}
                      onChange={(event) => setRequest(event.target.value.slice(0, ADVISOR_REQUEST_MAX))}
                      aria-describedby={`${hintId} ${warningId}`}
                      placeholder="For example: each-way value bets with low risk, for the long term"
                      className={cn(
                        'block w-full rounded-lg border border-muted/70 bg-card px-3 py-2 text-base text-ink',
                        'placeholder:text-muted',
                        FOCUS_RING,
                        'focus-visible:outline-offset-1',
                      )}
                    />
                    <p id={hintId} className="text-muted text-sm">
                      {request.length}/{ADVISOR_REQUEST_MAX} characters. Your request stays on this device.
                    </p>
                  </div>
                  <div
                    id={warningId}
                    className="flex items-start gap-2 rounded-lg border border-gold/60 bg-gold-50 p-4 text-ink"
                  >
                    <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gold-700" />
                    <div>
                      <p className="font-semibold">Be Specific</p>
                      <p className="mt-1 text-sm">
                        The advisor follows set guidance, not a conversation: it looks for the words value,
                        low risk, long term, each-way and profit in your request. Mention the ones that matter
                        to you.
                      </p>
                    </div>
                  </div>
                </TabsContent>
              ) : (
                <TabsContent key={value} value={value}>
                  <p className="text-ink">{STYLE_SUMMARIES[value]}</p>
                </TabsContent>
              ),
            )}
          </Tabs>

          <div className="mt-5">
            <Button ref={generateButton} onClick={generate} disabled={isGenerating || isBlank}>
              {isGenerating ? (
                <LoaderCircle aria-hidden="true" className="motion-safe:animate-spin" />
              ) : (
                <WandSparkles aria-hidden="true" />
              )}
              {isGenerating ? 'Generating Strategy...' : 'Generate AI Strategy'}
            </Button>
            {isLifetime ? (
              <p role="status" className="mt-3 text-muted text-sm">
                {recordStatus(betsQuery.data, betsQuery.isError)}
              </p>
            ) : null}
          </div>
        </CardContent>
      </Card>

      {result && text ? (
        <Card>
          <section aria-labelledby={`${requestId}-result`} className="p-5 sm:p-6">
            <div className="flex flex-wrap items-center gap-2">
              <h3
                id={`${requestId}-result`}
                ref={resultHeading}
                tabIndex={-1}
                className={cn('text-lg font-semibold text-brand', FOCUS_RING)}
              >
                Strategy Generated
              </h3>
              <Badge variant={result.personal ? 'gold' : 'neutral'}>
                {result.personal ? 'Built from your bets' : 'General guidance'}
              </Badge>
            </div>
            <h4 className="mt-3 text-base font-semibold text-ink">{text.title}</h4>
            <div className="mt-2 space-y-2 text-ink">
              {text.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
            {result.personal ? (
              <>
                {result.personal.sections.map((section) => (
                  <div key={section.heading} className="mt-4">
                    <h5 className="font-semibold text-ink">{section.heading}</h5>
                    <Points points={section.points} />
                  </div>
                ))}
                <GroupsTable strategy={result.personal} />
              </>
            ) : (
              <Points points={text.points} />
            )}
            {result.note ? (
              <p className="mt-4 flex items-start gap-2 rounded-lg bg-brand-50 p-3 text-ink text-sm">
                <Target aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
                <span>{result.note}</span>
              </p>
            ) : null}
            <div className="mt-5 flex flex-wrap gap-3">
              <Button variant="outline" onClick={reset}>
                <RotateCcw aria-hidden="true" />
                Reset
              </Button>
              <Button onClick={() => onApply(advisorApplyStrategy(result.style, result.request))}>
                Apply to Today's Races
              </Button>
            </div>
          </section>
        </Card>
      ) : null}

      <ul className="grid gap-4 md:grid-cols-3">
        {INFO_CARDS.map((card) => (
          <li key={card.title}>
            <Card className="h-full">
              <CardHeader>
                <CardTitle as="h3" className="flex items-center gap-2 text-base">
                  {card.icon}
                  {card.title}
                </CardTitle>
              </CardHeader>
              <CardContent>
                <p className="text-muted text-sm">{card.text}</p>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
};
