import { Phone, ShieldCheck } from 'lucide-react';
import { HELPLINES, RESPONSIBLE_GAMBLING_LINE } from '~/domain/site';
import { cn, FOCUS_RING } from '~/web/lib/cn';

const helpline = HELPLINES.nationalGamblingHelpline;

const ON_THIS_PAGE = [
  { href: '#get-help', label: 'Get help now' },
  { href: '#signs', label: 'Signs of a problem' },
  { href: '#tools', label: 'Tools to stay in control' },
  { href: '#bankroll', label: 'Bankroll management' },
  { href: '#under-18s', label: 'Under 18s' },
  { href: '#commitments', label: 'Our commitments' },
] as const;

export const ResponsibleGamblingHero = () => (
  <header className="relative overflow-hidden rounded-card bg-brand text-white shadow-card [--focus-ring:var(--color-gold)]">
    <div
      aria-hidden="true"
      className="pointer-events-none absolute -top-24 -right-24 size-72 rounded-full bg-brand-600/40 blur-2xl"
    />
    <div className="relative grid gap-8 p-6 sm:p-10 lg:grid-cols-[1fr_18rem]">
      <div>
        <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 font-semibold text-gold-100 text-sm">
          <ShieldCheck aria-hidden="true" className="size-4" />
          {RESPONSIBLE_GAMBLING_LINE}
        </p>
        <h1 className="mt-4 font-bold text-3xl tracking-tight sm:text-4xl">Responsible Gambling</h1>
        <p className="mt-4 max-w-2xl text-brand-100 text-lg">
          RacePro is for adults aged 18 and over. Betting should be fun: a small part of enjoying the racing,
          never a way to make money or to solve money worries. Only bet what you can afford to lose, and stop
          when it stops being fun.
        </p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-center">
          <a
            href={`tel:${helpline.phone.replace(/\s+/g, '')}`}
            className={cn(
              'inline-flex min-h-12 shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-lg bg-gold px-5 py-3 font-bold text-ink shadow-card hover:bg-gold-100',
              FOCUS_RING,
            )}
          >
            <Phone aria-hidden="true" className="size-5" />
            <span>
              Call <span className="tabular">{helpline.phone}</span>
            </span>
          </a>
          <p className="text-brand-100 text-sm">
            {helpline.name}: free and confidential, {helpline.hours}.
          </p>
        </div>
      </div>
      <nav aria-label="On this page" className="rounded-lg bg-white/10 p-4 lg:self-start">
        <p className="font-semibold text-sm text-white">On this page</p>
        <ul className="mt-2 grid grid-cols-2 gap-1 lg:grid-cols-1">
          {ON_THIS_PAGE.map((item) => (
            <li key={item.href}>
              <a
                href={item.href}
                className={cn(
                  'block rounded px-2 py-1.5 text-brand-100 text-sm underline-offset-2 hover:bg-white/10 hover:text-white hover:underline',
                  FOCUS_RING,
                )}
              >
                {item.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  </header>
);
