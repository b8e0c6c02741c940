import { Coffee } from 'lucide-react';
import { Link } from 'react-router';
import { breakNotice, type TActiveBreak } from '~/domain/breaks';
import { HELPLINES } from '~/domain/site';

const helpline = HELPLINES.nationalGamblingHelpline;

/**
 * What a member on a time-out or self-exclusion sees where selections would be (issue 32): when the break ends, that
 * results and their bets stay readable, the helpline and GAMSTOP. Calm, not alarming: they chose this.
 */
export const BreakNotice = ({ brk, headingLevel = 2 }: { brk: TActiveBreak; headingLevel?: 2 | 3 }) => {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section
      aria-labelledby="break-notice-title"
      className="flex items-start gap-3 rounded-card border-2 border-brand-100 bg-brand-50 p-5"
    >
      <Coffee aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-brand-700" />
      <div className="space-y-3">
        <Heading id="break-notice-title" className="font-bold text-ink text-lg">
          {brk.kind === 'self-exclusion' ? 'You are self-excluded' : 'You are taking a break'}
        </Heading>
        <p className="text-ink">{breakNotice(brk)}</p>
        <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
          <li>
            <a
              className="font-semibold text-brand-700 underline"
              href={`tel:${helpline.phone.replaceAll(' ', '')}`}
            >
              Call {helpline.phone}
            </a>
          </li>
          <li>
            <a
              className="font-semibold text-brand-700 underline"
              href={HELPLINES.gamstop.url}
              target="_blank"
              rel="noopener noreferrer"
            >
              GAMSTOP<span className="sr-only"> (opens in a new tab)</span>
            </a>
          </li>
          <li>
            <Link className="font-semibold text-brand-700 underline" to="/settings/account">
              Your safer gambling settings
            </Link>
          </li>
        </ul>
      </div>
    </section>
  );
};
