import { ExternalLink as ExternalLinkIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn, FOCUS_RING } from '~/web/lib/cn';

type TExternalLinkProps = {
  href: string;
  children: ReactNode;
  /** `inverse` for links on the brand green. */
  tone?: 'default' | 'inverse';
};

const TONE_CLASSES = {
  default: 'text-brand-700 hover:text-brand',
  inverse: 'text-white hover:text-gold-100',
} as const;

/** A link to another site: opens in a new tab, says so to screen readers, and never exposes this window. */
export const ExternalLink = ({ href, children, tone = 'default' }: TExternalLinkProps) => (
  <a
    href={href}
    target="_blank"
    rel="noopener noreferrer"
    className={cn(
      'inline-flex items-center gap-1 self-start rounded-sm font-medium underline underline-offset-2',
      TONE_CLASSES[tone],
      FOCUS_RING,
    )}
  >
    {children}
    <ExternalLinkIcon aria-hidden="true" className="size-3.5 shrink-0" />
    <span className="sr-only"> (opens in a new tab)</span>
  </a>
);
