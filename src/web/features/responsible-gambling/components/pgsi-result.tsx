import { Phone } from 'lucide-react';
import { PGSI_BANDS, PGSI_MAX_SCORE, type TPgsiBand } from '~/domain/pgsi';
import { HELPLINES } from '~/domain/site';
import { buttonClasses } from '~/web/components/ui/button';
import { cn } from '~/web/lib/cn';
import { PGSI_ADVICE } from './pgsi-advice';

const BAND_TONES: Record<TPgsiBand, { card: string; badge: string }> = {
  'non-problem': { card: 'border-won', badge: 'bg-won-50 text-won' },
  'low-risk': { card: 'border-placed', badge: 'bg-placed-50 text-placed' },
  'moderate-risk': { card: 'border-gold-600', badge: 'bg-gold-50 text-gold-700' },
  problem: { card: 'border-lost', badge: 'bg-lost-50 text-lost' },
};

const helpline = HELPLINES.nationalGamblingHelpline;

type TPgsiResultProps = { score: number; band: TPgsiBand };

/** The score, its published band and what to do next. */
export const PgsiResult = ({ score, band }: TPgsiResultProps) => {
  const { name, meaning } = PGSI_BANDS[band];
  const advice = PGSI_ADVICE[band];
  const tone = BAND_TONES[band];
  return (
    <section
      aria-labelledby="pgsi-result-title"
      className={cn('rounded-card border border-l-4 bg-card p-5 shadow-card sm:p-6', tone.card)}
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h3 id="pgsi-result-title" className="font-bold text-ink text-xl">
          Your score: <span className="tabular">{score}</span> out of{' '}
          <span className="tabular">{PGSI_MAX_SCORE}</span>
        </h3>
        <p className={cn('self-start rounded-full px-3 py-1 font-bold text-sm sm:self-auto', tone.badge)}>
          {name}
        </p>
      </div>
      <p className="mt-2 text-muted text-sm">{meaning}</p>
      <p className="mt-4 font-semibold text-ink">{advice.lead}</p>
      {band === 'problem' ? (
        <a
          href={`tel:${helpline.phone.replace(/\s+/g, '')}`}
          className={cn(buttonClasses('gold', 'lg'), 'mt-4')}
        >
          <Phone aria-hidden="true" />
          <span>
            Call <span className="tabular">{helpline.phone}</span> now
          </span>
        </a>
      ) : null}
      <ul className="mt-4 list-disc space-y-2 pl-5 text-ink marker:text-brand-600">{advice.steps}</ul>
    </section>
  );
};
