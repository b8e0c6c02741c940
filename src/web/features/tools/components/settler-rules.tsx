import { useId } from 'react';

/** How the settler applies UK rules: the rules in words, with one worked figure each. */
export const SettlerRules = () => {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-line p-3 text-sm sm:p-4">
      <h3 id={headingId} className="font-bold text-brand">
        How the settler applies UK rules
      </h3>
      <ul className="mt-2 list-disc space-y-1.5 pl-5 text-ink">
        <li>
          <strong>Non-runner:</strong> void. A single returns its stake; in a multiple the line carries on at
          1/1 without it, so a double with a non-runner becomes a single on the other horse.
        </li>
        <li>
          <strong>Dead heat:</strong> the stake is divided by the number of horses tied and paid at full odds:
          £10 at 5/1 in a two-way dead heat returns £30.
        </li>
        <li>
          <strong>Rule 4:</strong> the deduction comes off the winnings, never the stake: £10 at 4/1 with 20p
          in the pound returns £42 (£40 winnings less £8, plus the £10 stake).
        </li>
        <li>
          <strong>Each way:</strong> every line becomes a win line and a place line of the same stake, so the
          total stake doubles. The place line pays at the place terms when every horse in it wins or places; 1
          place means win only.
        </li>
      </ul>
    </section>
  );
};
