import { ArrowRight, Calculator, CircleCheck, ClipboardList, ShieldCheck, Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { RESPONSIBLE_GAMBLING_LINE } from '~/domain/site';
import { Button } from '~/web/components/ui/button';
import { cn, FOCUS_RING } from '~/web/lib/cn';

const HIGHLIGHTS = [
  {
    icon: Trophy,
    title: 'Expert tips',
    text: 'Free and premium selections for UK racing, with the reasoning behind each one.',
  },
  {
    icon: ClipboardList,
    title: 'Track every bet',
    text: 'Open and settled bets, returns and your record in one place.',
  },
  {
    icon: Calculator,
    title: 'Betting tools',
    text: 'Odds and returns calculators, each-way, dutching and hedging.',
  },
  {
    icon: ShieldCheck,
    title: 'Stay in control',
    text: 'Stake limits, time-outs and bankroll guidance built in.',
  },
] as const;

export const HomeHero = () => (
  <section
    aria-labelledby="home-hero-title"
    className="relative overflow-hidden rounded-card bg-brand text-white shadow-card [--focus-ring:var(--color-gold)]"
  >
    {/* Decorative: the rail of a racecourse bend, drawn in CSS so nothing is fetched. */}
    <div aria-hidden="true" className="pointer-events-none absolute inset-0">
      <div className="absolute -right-40 -bottom-56 size-[34rem] rounded-full border-[28px] border-brand-700/60" />
      <div className="absolute -right-20 -bottom-36 size-[24rem] rounded-full border-2 border-gold/30 border-dashed" />
      <div className="absolute -top-32 -left-24 size-80 rounded-full bg-brand-600/30 blur-3xl" />
    </div>

    <div className="relative grid gap-8 p-4 sm:p-8 lg:grid-cols-[1.15fr_1fr] lg:items-center lg:p-10">
      <div>
        <p className="hidden items-center gap-2 rounded-full bg-white/10 px-3 py-1 font-semibold text-gold-100 text-sm sm:inline-flex">
          <span aria-hidden="true" className="size-2 rounded-full bg-gold" />
          UK horse racing, every day
        </p>
        <h1
          id="home-hero-title"
          className="font-bold text-[1.75rem] leading-tight tracking-tight sm:mt-4 sm:text-4xl lg:text-5xl"
        >
          Smarter racing bets, <span className="text-gold">start to finish.</span>
        </h1>
        <p className="mt-4 hidden max-w-xl text-brand-100 text-lg sm:block">
          RacePro brings you expert UK racing tips, tracks every bet you place and gives you the tools to
          weigh up odds and stakes, so you bet with a clear head.
        </p>
        <div className="mt-4 flex flex-wrap gap-2.5 sm:mt-7 sm:gap-3">
          <Button asChild variant="gold" className="px-3.5 sm:min-h-12 sm:px-6 sm:text-base">
            <Link to="/tips">
              See today's tips
              <ArrowRight aria-hidden="true" className="size-5" />
            </Link>
          </Button>
          <Link
            to="/sign-up"
            className={cn(
              'inline-flex min-h-11 items-center justify-center rounded-lg border border-white/70 px-3.5 font-semibold text-sm text-white transition-colors hover:bg-white/10 sm:min-h-12 sm:px-6 sm:text-base',
              FOCUS_RING,
            )}
          >
            Start free
          </Link>
        </div>
        {/* On a phone the status bar above already carries the 18+ line, so the hero leaves room for the tips. */}
        <p className="mt-4 hidden items-center gap-2 text-brand-100 text-sm sm:flex">
          <ShieldCheck aria-hidden="true" className="size-4 text-gold" />
          <span>
            {RESPONSIBLE_GAMBLING_LINE}{' '}
            <Link
              to="/responsible-gambling"
              className={cn('rounded-sm text-white underline underline-offset-2', FOCUS_RING)}
            >
              Get support
            </Link>
          </span>
        </p>
      </div>

      <ul className="hidden grid-cols-2 gap-3 sm:grid">
        {HIGHLIGHTS.map(({ icon: Icon, title, text }) => (
          <li
            key={title}
            className="rounded-lg border border-white/15 bg-white/10 p-3 backdrop-blur-sm sm:p-4"
          >
            <div className="flex items-center gap-2">
              <Icon aria-hidden="true" className="size-5 shrink-0 text-gold" />
              <p className="font-semibold text-sm sm:text-base">{title}</p>
            </div>
            <p className="mt-1.5 hidden text-brand-100 text-sm sm:block">{text}</p>
          </li>
        ))}
      </ul>
    </div>

    <div className="relative hidden border-white/10 border-t bg-brand-800/80 px-8 py-3 sm:block lg:px-10">
      <ul className="flex flex-wrap gap-x-6 gap-y-1 text-brand-100 text-sm">
        {['Free tips every day', 'No card needed to start', 'We never take bets: your money stays yours'].map(
          (item) => (
            <li key={item} className="flex items-center gap-1.5">
              <CircleCheck aria-hidden="true" className="size-4 text-gold" />
              {item}
            </li>
          ),
        )}
      </ul>
    </div>
  </section>
);
