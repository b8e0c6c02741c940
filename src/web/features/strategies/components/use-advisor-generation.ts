import { useEffect, useRef, useState } from 'react';
import { ADVISOR_TEXTS, customAdvisorText, PERSONAL_ADVISOR_NOTE } from '~/content/advisor';
import type { TPersonalStrategy } from '~/domain/advisor';
import type { TPersonalAdviceBody } from '~/domain/advisor.contract';
import {
  ADVISOR_GENERATING_MS,
  ADVISOR_UNAVAILABLE_NOTE,
  canGenerateAdvice,
  type TAdvisorOutcome,
} from '~/domain/advisor-outcome';
import { ADVISOR_STYLES, type TAdvisorStyle, type TAdvisorText } from '~/domain/strategies';

/** A generated strategy: built from the member's bets, or the canned text for the style with a note. */
export type TAdvisorResult = {
  style: TAdvisorStyle;
  request: string;
  personal: TPersonalStrategy | null;
  canned: TAdvisorText;
  /** Under a non-personal strategy: what would make it personal. */
  note: string | null;
};

/** Everyone but a Lifetime member: the set guidance, with the note alone. */
const GENERAL: TAdvisorOutcome = { personal: null, noteDetail: null };
/** A Lifetime member whose strategy the server could not build just now. */
const UNAVAILABLE: TAdvisorOutcome = { personal: null, noteDetail: ADVISOR_UNAVAILABLE_NOTE };

const resultOf = (style: TAdvisorStyle, request: string, outcome: TAdvisorOutcome): TAdvisorResult => {
  const canned = style === 'custom' ? customAdvisorText(request) : ADVISOR_TEXTS[style];
  const note = outcome.personal
    ? null
    : outcome.noteDetail
      ? `${PERSONAL_ADVISOR_NOTE} ${outcome.noteDetail}`
      : PERSONAL_ADVISOR_NOTE;
  return { style, request, personal: outcome.personal, canned, note };
};

/**
 * The advisor's states: idle, generating for at least ADVISOR_GENERATING_MS (spec 2), then the result; Reset or
 * another style goes back to idle. A Lifetime member's strategy comes from the server (`requestAdvice`, POST
 * /api/advisor/personal), asked when Generate is pressed; the result shows once both the 2 seconds and the answer are
 * in. Everyone else gets the set guidance for the style, worked out here.
 */
export const useAdvisorGeneration = ({
  isLifetime,
  requestAdvice,
}: {
  isLifetime: boolean;
  requestAdvice: (body: TPersonalAdviceBody) => Promise<TAdvisorOutcome>;
}) => {
  const [style, setStyle] = useState<TAdvisorStyle>('standard');
  const [request, setRequest] = useState('');
  const [isGenerating, setIsGenerating] = useState(false);
  const [result, setResult] = useState<TAdvisorResult | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // Each Generate is a run; Reset, another style or a newer run makes an older run's answer stale.
  const run = useRef(0);

  const stopTimer = () => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  };
  useEffect(
    () => () => {
      run.current += 1;
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );

  const canGenerate = !isGenerating && canGenerateAdvice(style, request);

  const generate = () => {
    if (!canGenerate) return;
    stopTimer();
    run.current += 1;
    const thisRun = run.current;
    setResult(null);
    setIsGenerating(true);
    const chosen = { style, request };
    let outcome: TAdvisorOutcome | undefined = isLifetime ? undefined : GENERAL;
    let isTimeUp = false;
    const finish = () => {
      if (run.current !== thisRun || !isTimeUp || outcome === undefined) return;
      setIsGenerating(false);
      setResult(resultOf(chosen.style, chosen.request, outcome));
    };
    if (isLifetime)
      requestAdvice(chosen.style === 'custom' ? chosen : { style: chosen.style })
        .catch(() => UNAVAILABLE)
        .then((answer) => {
          outcome = answer;
          finish();
        });
    timer.current = setTimeout(() => {
      timer.current = null;
      isTimeUp = true;
      finish();
    }, ADVISOR_GENERATING_MS);
  };

  const reset = () => {
    run.current += 1;
    stopTimer();
    setIsGenerating(false);
    setResult(null);
  };

  const changeStyle = (value: string) => {
    const chosen = ADVISOR_STYLES.find((candidate) => candidate === value);
    if (!chosen) return;
    reset();
    setStyle(chosen);
  };

  return { style, request, setRequest, isGenerating, canGenerate, result, generate, reset, changeStyle };
};
