import { CircleCheck } from 'lucide-react';
import { RESPONSIBLE_GAMBLING_LINE } from '~/domain/site';

const BENEFITS = [
  'Free racing tips every day',
  'Every bet tracked, from open to settled',
  'Stake limits and time-outs you control',
  'Upgrade any time; no auto-renewal',
] as const;

/** The brand panel beside the form on wide screens. */
export const AuthAside = () => (
  <aside className="relative hidden overflow-hidden bg-brand p-10 text-white lg:flex lg:flex-col">
    <div
      aria-hidden="true"
      className="absolute -right-28 -bottom-28 size-80 rounded-full border-[24px] border-brand-700/70"
    />
    <p className="relative font-extrabold text-2xl tracking-tight">
      Race<span className="text-gold">Pro</span>
    </p>
    <p className="relative mt-6 font-bold text-3xl leading-tight">Your racing day, organised.</p>
    <p className="relative mt-3 text-brand-100">
      Tips, your bets and the tools to size every stake sensibly.
    </p>
    <ul className="relative mt-8 space-y-3">
      {BENEFITS.map((benefit) => (
        <li key={benefit} className="flex items-center gap-2.5">
          <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-gold" />
          {benefit}
        </li>
      ))}
    </ul>
    <p className="relative mt-auto pt-10 text-brand-100 text-sm">{RESPONSIBLE_GAMBLING_LINE}</p>
  </aside>
);
