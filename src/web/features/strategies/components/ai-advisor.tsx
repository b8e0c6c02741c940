import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { advisorRecordStatus } from '~/domain/advisor-outcome';
import type { TStrategyId } from '~/domain/strategies';
import { useBalance } from '~/web/lib/api/get-balance';
import { todaysTipsQueryOptions } from '~/web/lib/api/get-todays-tips';
import { useAdvisorBets } from '../api/get-bets';
import { AdvisorInfoCards } from './advisor-info-cards';
import { AdvisorResult } from './advisor-result';
import { AdvisorStyleForm } from './advisor-style-form';
import { useAdvisorGeneration } from './use-advisor-generation';

/**
 * The AI Strategy Advisor (spec 2, AI Recommendations tab): a style, then Generate AI Strategy, busy for 2 seconds,
 * then the strategy with Reset and Apply to Today's Races. A signed-in Lifetime member with enough settled bets gets
 * a strategy worked out from their own record (src/domain/advisor-outcome); everyone else gets the canned text for
 * the style (src/content/advisor) and a line on what would make it personal. Only a Lifetime member's screen reads
 * anything (their own bets, today's tips and their bankroll), and the custom request never leaves the device.
 */
export const AiAdvisor = ({ onApply }: { onApply: (strategyId: TStrategyId) => void }) => {
  const { enabled: isLifetime, query: betsQuery } = useAdvisorBets();
  // A Lifetime member's personal strategy uses today's races and their bankroll (spec 2: the strategies page reads
  // the bets and today's races); nobody else's advice needs them, so only they fetch.
  const tipsQuery = useQuery({ ...todaysTipsQueryOptions(), enabled: isLifetime });
  const balanceQuery = useBalance({ enabled: isLifetime });
  const advisor = useAdvisorGeneration({
    isLifetime,
    bets: betsQuery.data,
    isBetsFailed: betsQuery.isError,
    tips: tipsQuery.data,
    bankrollPence: balanceQuery.data?.bankrollPence,
  });
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const generateButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (advisor.result) resultHeading.current?.focus();
  }, [advisor.result]);

  const reset = () => {
    advisor.reset();
    generateButton.current?.focus();
  };

  return (
    <div className="space-y-6">
      <AdvisorStyleForm
        style={advisor.style}
        request={advisor.request}
        isGenerating={advisor.isGenerating}
        canGenerate={advisor.canGenerate}
        recordStatus={isLifetime ? advisorRecordStatus(betsQuery.data, betsQuery.isError) : null}
        generateButtonRef={generateButton}
        onStyleChange={advisor.changeStyle}
        onRequestChange={advisor.setRequest}
        onGenerate={advisor.generate}
      />
      {advisor.result ? (
        <AdvisorResult result={advisor.result} headingRef={resultHeading} onReset={reset} onApply={onApply} />
      ) : null}
      <AdvisorInfoCards />
    </div>
  );
};
