import { useEffect, useRef } from 'react';
import { advisorRecordStatus } from '~/domain/advisor-outcome';
import type { TStrategyId } from '~/domain/strategies';
import { useAdvisorRecord } from '../api/get-advisor-record';
import { usePersonalAdvice } from '../api/get-personal-advice';
import { AdvisorInfoCards } from './advisor-info-cards';
import { AdvisorResult } from './advisor-result';
import { AdvisorStyleForm } from './advisor-style-form';
import { useAdvisorGeneration } from './use-advisor-generation';

/**
 * The AI Strategy Advisor (spec 2, AI Recommendations tab): a style, then Generate AI Strategy, busy for 2 seconds,
 * then the strategy with Reset and Apply to Today's Races. A signed-in Lifetime member's strategy is worked out by the
 * server from their own tracked bets (POST /api/advisor/personal, Lifetime only); before generating they read how
 * many settled bets it will count (GET /api/advisor/record). Everyone else gets the set guidance for the style
 * (src/content/advisor) and a line on what would make it personal, and their screen reads nothing.
 */
export const AiAdvisor = ({ onApply }: { onApply: (strategyId: TStrategyId) => void }) => {
  const { enabled: isLifetime, query: recordQuery } = useAdvisorRecord();
  const personalAdvice = usePersonalAdvice();
  const advisor = useAdvisorGeneration({ isLifetime, requestAdvice: personalAdvice.mutateAsync });
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
        recordStatus={isLifetime ? advisorRecordStatus(recordQuery.data, recordQuery.isError) : null}
        isPersonal={isLifetime}
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
