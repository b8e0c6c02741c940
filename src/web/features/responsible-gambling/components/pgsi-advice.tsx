import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { TPgsiBand } from '~/domain/pgsi';
import { HELPLINES } from '~/domain/site';
import { LINK_CLASSES } from '~/web/lib/cn';
import { ExternalLink } from './external-link';

/*
 * Facts in this advice and where they come from:
 * - The National Gambling Helpline is free and open 24 hours a day, 7 days a week, run by GamCare:
 *   https://www.gamcare.org.uk/get-support/talk-to-us-now/ (its number and hours come from HELPLINES).
 * - GAMSTOP is free and blocks online gambling sites and apps licensed in Great Britain, not betting shops:
 *   https://www.gamstop.co.uk/
 * - The NHS runs specialist gambling clinics: https://www.nhs.uk/live-well/addiction-support/gambling-addiction/
 * - Time-outs (24 hours, 7 days, 30 days) and self-exclusion (6 months or more) are in /settings/account (DESIGN.md,
 *   GET/PUT /api/user/limits).
 */
const helpline = HELPLINES.nationalGamblingHelpline;
const NHS_GAMBLING_URL = 'https://www.nhs.uk/live-well/addiction-support/gambling-addiction/';

const AccountLink = ({ children }: { children: ReactNode }) => (
  <Link to="/settings/account" className={LINK_CLASSES}>
    {children}
  </Link>
);

const HelplineCall = () => (
  <>
    call the {helpline.name} free on{' '}
    <a href={`tel:${helpline.phone.replace(/\s+/g, '')}`} className={LINK_CLASSES}>
      <span className="tabular">{helpline.phone}</span>
    </a>
    , {helpline.hours}. It is run by <ExternalLink href={HELPLINES.gamcare.url}>GamCare</ExternalLink>
  </>
);

const Gamstop = () => (
  <>
    Register with <ExternalLink href={HELPLINES.gamstop.url}>GAMSTOP</ExternalLink> to block yourself, for
    free, from online gambling sites and apps licensed in Great Britain.
  </>
);

/** What to do next, for each band: the lead line, then the steps as list items. */
export const PGSI_ADVICE: Record<TPgsiBand, { lead: string; steps: ReactNode }> = {
  'non-problem': {
    lead: 'Your answers show no problems from gambling. Keep it that way: keep it fun.',
    steps: (
      <>
        <li>Set a budget before you bet, bet only what you can afford to lose, and never chase losses.</li>
        <li>
          Stake limits, time-outs and self-exclusion are in <AccountLink>your account</AccountLink> whenever
          you want them.
        </li>
      </>
    ),
  },
  'low-risk': {
    lead: 'A few things are starting to show. Now is the easy time to put some guard rails in place.',
    steps: (
      <>
        <li>
          Set a per-bet and a daily stake limit in <AccountLink>your account</AccountLink>: RacePro refuses to
          record a bet that breaks one.
        </li>
        <li>
          Turn on the reality check in <AccountLink>your account</AccountLink>, so you notice how long you
          have been betting.
        </li>
        <li>Take this check again in a few weeks and see whether your score has changed.</li>
      </>
    ),
  },
  'moderate-risk': {
    lead: 'Gambling is having some negative effects on you. It is worth acting now, before it grows.',
    steps: (
      <>
        <li>
          Set stake limits and take a break: a time-out of 24 hours, 7 days or 30 days in{' '}
          <AccountLink>your account</AccountLink>.
        </li>
        <li>
          Talk to someone: <HelplineCall />.
        </li>
        <li>
          <Gamstop />
        </li>
      </>
    ),
  },
  problem: {
    lead: 'Your answers suggest gambling is harming you and may be out of your control. You do not have to deal with this alone.',
    steps: (
      <>
        <li>
          Please talk to someone now: <HelplineCall />.
        </li>
        <li>
          <Gamstop />
        </li>
        <li>
          Self-exclude from RacePro for 6 months or more in <AccountLink>your account</AccountLink>.
        </li>
        <li>
          Meet people who have been there at{' '}
          <ExternalLink href={HELPLINES.gamblersAnonymous.url}>Gamblers Anonymous</ExternalLink>, locally or
          online.
        </li>
        <li>
          The NHS runs specialist <ExternalLink href={NHS_GAMBLING_URL}>gambling clinics</ExternalLink>{' '}
          offering free treatment.
        </li>
      </>
    ),
  },
};
