import { LoaderCircle, WandSparkles } from 'lucide-react';
import type { RefObject } from 'react';
import { ADVISOR_STYLES, type TAdvisorStyle } from '~/domain/strategies';
import { Button } from '~/web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '~/web/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/web/components/ui/tabs';
import { AdvisorCustomRequest } from './advisor-custom-request';

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

/** The advisor's questions: a style (or a custom request), then Generate AI Strategy. */
export const AdvisorStyleForm = ({
  style,
  request,
  isGenerating,
  canGenerate,
  recordStatus,
  isPersonal,
  generateButtonRef,
  onStyleChange,
  onRequestChange,
  onGenerate,
}: {
  style: TAdvisorStyle;
  request: string;
  isGenerating: boolean;
  canGenerate: boolean;
  /** For a Lifetime member: whether the strategy will be built from their record; null for everyone else. */
  recordStatus: string | null;
  /** A Lifetime member's strategy is built by the server, so their custom request is sent there. */
  isPersonal: boolean;
  generateButtonRef: RefObject<HTMLButtonElement | null>;
  onStyleChange: (style: string) => void;
  onRequestChange: (request: string) => void;
  onGenerate: () => void;
}) => (
  <Card>
    <CardHeader>
      <CardTitle className="flex items-center gap-2">
        <WandSparkles aria-hidden="true" className="size-5 text-brand-600" />
        AI Strategy Advisor
      </CardTitle>
      <p className="text-muted text-sm">
        Choose a style and generate a betting strategy. Every plan stays within the bankroll guidance: at most
        10% of your bankroll a bet and a day.
      </p>
    </CardHeader>
    <CardContent>
      <Tabs value={style} onValueChange={onStyleChange}>
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
              <AdvisorCustomRequest request={request} isSent={isPersonal} onRequestChange={onRequestChange} />
            </TabsContent>
          ) : (
            <TabsContent key={value} value={value}>
              <p className="text-ink">{STYLE_SUMMARIES[value]}</p>
            </TabsContent>
          ),
        )}
      </Tabs>

      <div className="mt-5">
        <Button ref={generateButtonRef} onClick={onGenerate} disabled={!canGenerate}>
          {isGenerating ? (
            <LoaderCircle aria-hidden="true" className="motion-safe:animate-spin" />
          ) : (
            <WandSparkles aria-hidden="true" />
          )}
          {isGenerating ? 'Generating Strategy...' : 'Generate AI Strategy'}
        </Button>
        {recordStatus === null ? null : (
          <p role="status" className="mt-3 text-muted text-sm">
            {recordStatus}
          </p>
        )}
      </div>
    </CardContent>
  </Card>
);
