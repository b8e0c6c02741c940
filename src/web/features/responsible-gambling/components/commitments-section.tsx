import { Baby, BadgeCheck, ShieldCheck } from 'lucide-react';
import { RESPONSIBLE_GAMBLING_LINE } from '~/domain/site';
import { PageSection } from '~/web/components/page-section';

const COMMITMENTS = [
  {
    title: 'We never take bets',
    text: 'RacePro publishes tips and keeps a record of the bets you choose to track. We are not a bookmaker: we never take stakes, hold your money or place bets for you.',
  },
  {
    title: 'We never promise profits',
    text: 'No tip, plan or strategy guarantees a profit. Past results are a record of what happened, never a promise of what will.',
  },
  {
    title: 'Safer gambling is built in',
    text: `Stake limits, time-outs and self-exclusion sit in your account, helpline numbers are on every page, and "${RESPONSIBLE_GAMBLING_LINE}" appears beside our results.`,
  },
  {
    title: 'Adults only',
    text: 'RacePro is for people aged 18 and over. We do not market to under-18s.',
  },
] as const;

export const UnderEighteensSection = () => (
  <PageSection id="under-18s" title="Under 18s" icon={Baby}>
    <div className="max-w-3xl space-y-3 text-ink">
      <p>
        RacePro is strictly for adults aged 18 and over. In the UK it is illegal for anyone under 18 to open a
        betting account or bet with a bookmaker.
      </p>
      <p className="text-muted">
        If you share a computer, tablet or phone with young people, use the parental controls on your device
        and broadband to block gambling sites, and keep your betting accounts and passwords private.
      </p>
    </div>
  </PageSection>
);

export const CommitmentsSection = () => (
  <PageSection id="commitments" title="Our commitments" icon={ShieldCheck}>
    <ul className="grid gap-4 sm:grid-cols-2">
      {COMMITMENTS.map((commitment) => (
        <li key={commitment.title} className="flex gap-3 rounded-card border border-line bg-card p-5">
          <BadgeCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-won" />
          <div>
            <h3 className="font-bold text-ink">{commitment.title}</h3>
            <p className="mt-1 text-muted text-sm">{commitment.text}</p>
          </div>
        </li>
      ))}
    </ul>
  </PageSection>
);
