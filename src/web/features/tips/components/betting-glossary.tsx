const TERMS = [
  {
    term: 'Odds',
    meaning:
      'How much you win compared with your stake. 5/2 means you win £5 for every £2 you bet, and you get your stake back too. Evens (1/1) doubles your money.',
  },
  // Settled as src/domain/settlement.ts settles tracked bets: a non-runner is void and the stake comes back; a dead
  // heat for first pays the stake divided by the number tied at full odds (Betfair Sportsbook help, "Dead Heat in
  // Horse Racing"; the Simple Betting Guide's dead-heat section).
  {
    term: 'Win',
    meaning:
      'A bet that your horse finishes first. If it finishes anywhere else the bet loses. If it does not run, your stake is returned; if it dead-heats for first, part of the stake is paid at full odds.',
  },
  {
    term: 'Each way',
    meaning:
      'Two bets in one: a win bet and a place bet, each for your stake, so it costs double. The place half pays a fraction of the odds if the horse finishes in the places.',
  },
  { term: 'Stake', meaning: 'The money you bet. Only stake what you can afford to lose.' },
] as const;

/** The four words a beginner meets first. */
export const BettingGlossary = () => (
  <section
    aria-labelledby="glossary-title"
    className="rounded-card border border-line bg-brand-50 p-5 sm:p-6"
  >
    <h2 id="glossary-title" className="font-bold text-ink text-xl">
      Racing words in plain English
    </h2>
    <dl className="mt-4 grid gap-4 sm:grid-cols-2">
      {TERMS.map(({ term, meaning }) => (
        <div key={term}>
          <dt className="font-semibold text-brand">{term}</dt>
          <dd className="mt-1 text-ink/90 text-sm">{meaning}</dd>
        </div>
      ))}
    </dl>
  </section>
);
