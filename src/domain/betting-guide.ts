/** The Simple Betting Guide's content shape (spec 2 "Simple Betting Guide"); the text lives in src/content. */
export type TGuideExample = { title: string; lines: readonly string[] };

export type TGuideBetType = {
  /** A stable id for the accordion item. */
  id: string;
  name: string;
  /** What it is, in one or two sentences. */
  description: string;
  /** Bets in it (a Yankee is 11); omitted for a single. */
  bets?: number;
  /** Selections it needs. */
  selections?: number;
  /** True when `selections` is a minimum: an accumulator is 4 or more. */
  selectionsOrMore?: boolean;
  example: TGuideExample;
};

export type TBettingGuide = {
  oddsFormats: {
    intro: string;
    formats: ReadonlyArray<{
      name: 'Fractional' | 'Decimal' | 'American';
      example: string;
      explanation: string;
    }>;
    /** The spec's example: £10 at 5/1 returns £60. */
    example: TGuideExample;
  };
  betTypes: readonly TGuideBetType[];
  quickTips: ReadonlyArray<{ title: string; text: string }>;
  rule4: {
    explanation: string;
    /** Rows of the Tattersalls Rule 4(c) scale: the withdrawn horse's price and the deduction in pence in the pound. */
    scale: ReadonlyArray<{ prices: string; pence: number }>;
    /** A note under the scale. */
    scaleNote: string;
    example: TGuideExample;
  };
  deadHeats: { explanation: string; example: TGuideExample };
};
