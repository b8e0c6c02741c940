import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import type { ReactNode } from 'react';

export type TCheckTone = 'good' | 'warn' | 'info';

const TONE_ICON = {
  good: <CircleCheck aria-hidden="true" className="size-5 text-won" />,
  warn: <CircleAlert aria-hidden="true" className="size-5 text-gold-700" />,
  info: <Info aria-hidden="true" className="size-5 text-muted" />,
} as const;

type TCheckRowProps = {
  label: string;
  value: ReactNode;
  tone: TCheckTone;
  note?: ReactNode;
};

/**
 * One fact in the connection report: a term, its value and a tone icon.
 * NOTE: a <dl> may only hold <div>s of <dt>/<dd> directly, so the icon lives inside the <dt>.
 */
export const CheckRow = ({ label, value, tone, note }: TCheckRowProps) => (
  <div className="border-line border-b py-4 last:border-b-0 sm:grid sm:grid-cols-[14rem_1fr] sm:gap-4">
    <dt className="flex items-start gap-3 font-medium text-muted text-sm">
      <span className="shrink-0">{TONE_ICON[tone]}</span>
      {label}
    </dt>
    <dd className="mt-1 min-w-0 pl-8 sm:mt-0 sm:pl-0">
      <div className="break-words font-semibold text-ink">{value}</div>
      {note ? <p className="mt-1 text-muted text-sm">{note}</p> : null}
    </dd>
  </div>
);
