import { Check, Phone } from 'lucide-react';
import { cn, FOCUS_RING } from '~/web/lib/cn';
import { ExternalLink } from './external-link';

export type THelpline = {
  name: string;
  description: string;
  url: string;
  phone?: string;
  hours?: string;
  /** What callers can talk about; shown on the featured card. */
  topics?: readonly string[];
  isFeatured?: boolean;
};

const telHref = (phone: string): string => `tel:${phone.replace(/\s+/g, '')}`;
const siteLabel = (url: string): string => new URL(url).hostname.replace(/^www\./, '');

export const HelplineCard = ({
  name,
  description,
  url,
  phone,
  hours,
  topics,
  isFeatured = false,
}: THelpline) => (
  <article
    className={
      isFeatured
        ? 'flex h-full flex-col rounded-card bg-brand p-5 text-white shadow-card [--focus-ring:var(--color-gold)]'
        : 'flex h-full flex-col rounded-card border border-line bg-card p-5 shadow-card'
    }
  >
    <h3 className={isFeatured ? 'font-bold text-lg' : 'font-bold text-ink text-lg'}>{name}</h3>
    <p className={isFeatured ? 'mt-1 text-brand-100 text-sm' : 'mt-1 text-muted text-sm'}>{description}</p>
    {topics ? (
      <ul className="mt-4 space-y-2 text-sm">
        {topics.map((topic) => (
          <li key={topic} className="flex items-start gap-2">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold" />
            {topic}
          </li>
        ))}
      </ul>
    ) : null}
    <div className="mt-auto flex flex-col gap-3 pt-4">
      {phone ? (
        <a
          href={telHref(phone)}
          className={cn(
            'inline-flex min-h-11 items-center gap-2 self-start rounded-md px-3 py-2 font-bold',
            isFeatured ? 'bg-gold text-ink hover:bg-gold-100' : 'bg-brand-50 text-brand hover:bg-brand-100',
            FOCUS_RING,
          )}
        >
          <Phone aria-hidden="true" className="size-4" />
          <span>
            Call <span className="tabular">{phone}</span>
          </span>
        </a>
      ) : null}
      {hours ? (
        <p className={isFeatured ? 'text-sm text-white' : 'text-muted text-sm'}>Free, {hours}.</p>
      ) : null}
      <ExternalLink href={url} tone={isFeatured ? 'inverse' : 'default'}>
        Visit {siteLabel(url)}
      </ExternalLink>
    </div>
  </article>
);
