import { Percent } from 'lucide-react';
import { BETTING_GUIDE } from '~/content/betting-guide';
import { PageSection } from '~/web/components/page-section';
import { WorkedExample } from './worked-example';

const { oddsFormats } = BETTING_GUIDE;

export const OddsFormatsSection = () => (
  <PageSection id="odds-formats" title="Odds formats" icon={Percent} intro={<p>{oddsFormats.intro}</p>}>
    <ul className="grid gap-4 sm:grid-cols-3">
      {oddsFormats.formats.map((format) => (
        <li
          key={format.name}
          className="flex flex-col rounded-card border border-line bg-card p-5 shadow-card"
        >
          <h3 className="font-semibold text-muted text-sm uppercase tracking-wide">{format.name}</h3>
          <span className="tabular mt-1 block font-bold text-3xl text-brand">{format.example}</span>
          <p className="mt-2 text-ink text-sm">{format.explanation}</p>
        </li>
      ))}
    </ul>
    <WorkedExample example={oddsFormats.example} level={3} className="mt-5" />
  </PageSection>
);
