import { Phone, TriangleAlert } from 'lucide-react';
import { HELPLINES } from '~/domain/site';
import { PageSection } from '~/web/components/page-section';
import { cn, FOCUS_RING } from '~/web/lib/cn';

const WARNING_SIGNS = [
  'Spending more money or time on betting than you meant to, or can afford',
  'Chasing losses: betting again, or staking more, to win back what you lost',
  'Borrowing money, using credit or selling things to fund betting',
  'Betting to escape worries, stress, loneliness or boredom',
  'Hiding your betting, or lying about it to family and friends',
  'Feeling anxious, irritable or guilty when you think about betting',
  'Needing bigger stakes to get the same excitement',
  'Letting betting get in the way of work, study, sleep or the people you care about',
] as const;

const helpline = HELPLINES.nationalGamblingHelpline;

export const WarningSignsSection = () => (
  <PageSection
    id="signs"
    title="Signs of a problem"
    icon={TriangleAlert}
    intro="Gambling problems can creep up slowly. Be honest with yourself: do any of these sound familiar?"
  >
    <ul className="grid gap-3 sm:grid-cols-2">
      {WARNING_SIGNS.map((sign) => (
        <li key={sign} className="flex items-start gap-3 rounded-card border border-line bg-card p-4">
          <span
            aria-hidden="true"
            className="mt-0.5 inline-flex size-5 shrink-0 items-center justify-center rounded border-2 border-gold-600"
          />
          <span className="text-ink">{sign}</span>
        </li>
      ))}
    </ul>
    <p className="mt-5 flex items-start gap-3 rounded-card bg-gold-50 p-4 text-ink">
      <Phone aria-hidden="true" className="mt-1 size-4 shrink-0 text-gold-700" />
      <span>
        If even one of these applies, talk to someone today: call the {helpline.name} free on{' '}
        <a
          href={`tel:${helpline.phone.replace(/\s+/g, '')}`}
          className={cn('rounded-sm font-bold text-brand-700 underline underline-offset-2', FOCUS_RING)}
        >
          <span className="tabular">{helpline.phone}</span>
        </a>
        , {helpline.hours}.
      </span>
    </p>
  </PageSection>
);
