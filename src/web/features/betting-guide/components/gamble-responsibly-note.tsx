import { ShieldCheck } from 'lucide-react';
import { HELPLINES, RESPONSIBLE_GAMBLING_LINE } from '~/domain/site';
import { cn, LINK_CLASSES } from '~/web/lib/cn';

const helpline = HELPLINES.nationalGamblingHelpline;

export const GambleResponsiblyNote = () => (
  <aside
    aria-labelledby="gamble-responsibly-title"
    className="flex gap-4 rounded-card border border-gold-600/40 bg-gold-50 p-5"
  >
    <ShieldCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-brand" />
    <div className="text-ink text-sm">
      <h2 id="gamble-responsibly-title" className="font-bold text-base">
        {RESPONSIBLE_GAMBLING_LINE}
      </h2>
      <p className="mt-1">
        Knowing how a bet is settled does not make it more likely to win. Most bets lose, and no guide, tip or
        tool can promise a profit. Only bet what you can afford to lose, set your limits before you start, and
        stop when it stops being fun.
      </p>
      <p className="mt-2">
        Free, confidential support: {helpline.name},{' '}
        <a href={`tel:${helpline.phone.replace(/\s+/g, '')}`} className={cn(LINK_CLASSES, 'tabular')}>
          {helpline.phone}
        </a>
        , {helpline.hours}.
      </p>
    </div>
  </aside>
);
