import { useEffect, useRef, useState } from 'react';
import { ADVISOR_TEXTS, customAdvisorText, PERSONAL_ADVISOR_NOTE } from '~/content/advisor';
import type { TPersonalStrategy } from '~/domain/advisor';
import {
  ADVISOR_GENERATING_MS,
  advisorOutcome,
  canGenerateAdvice,
  type TAdvisorSources,
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

const resultOf = (style: TAdvisorStyle, request: string, sources: TAdvisorSources): TAdvisorResult => {
  const { personal, noteDetail } = advisorOutcome(style, request, sources, Date.now());
  const canned = style === 'custom' ? customAdvisorText(request) : ADVISOR_TEXTS[style];
  const note = personal
    ? null
    : noteDetail
      ? `${PERSONAL_ADVISOR_NOTE} ${noteDetail}`
      : PERSONAL_ADVISOR_NOTE;
  return { style, request, personal, canned, note };
};

/**
 * The advisor's states: idle, generating for ADVISOR_GENERATING_MS (spec 2), then the result; Reset or another style
 * goes back to idle. `sources` is what the screen has read; the timer uses what is known when it fires (the bets may
 * still be loading when Generate is pressed).
 */
export const useAdvisorGeneration = (sources: TAdvisorSources) => {
  const [style, setStyle] = useState<TAdvisorStyle>('standard');
  const [request, setRequest] = useState('');
  const [isGenerating, setIsGenerating] = useState(false);
  const [result, setResult] = useState<TAdvisorResult | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef(sources);
  latest.current = sources;

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

  const canGenerate = !isGenerating && canGenerateAdvice(style, request);

  const generate = () => {
    if (!canGenerate) return;
    stopTimer();
    setResult(null);
    setIsGenerating(true);
    const chosen = { style, request };
    timer.current = setTimeout(() => {
      timer.current = null;
      setIsGenerating(false);
      setResult(resultOf(chosen.style, chosen.request, latest.current));
    }, ADVISOR_GENERATING_MS);
  };

  const reset = () => {
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
