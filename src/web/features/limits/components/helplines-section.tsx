import { ExternalLink, LifeBuoy, Phone } from 'lucide-react';
import { HELPLINES } from '~/domain/site';
import { SettingsSection } from '~/web/components/ui/settings-section';
import { cn, FOCUS_RING } from '~/web/lib/cn';

const LINK_CLASSES = cn(
  'inline-flex min-h-11 items-center gap-1.5 rounded-md font-semibold text-brand-700 underline underline-offset-2 hover:text-brand',
  FOCUS_RING,
);

const telHref = (phone: string): string => `tel:${phone.replace(/\s+/g, '')}`;

type THelpline = { name: string; url: string; phone?: string; hours?: string; runBy?: string };
// NOTE: no separate GamCare card here: GamCare runs the National Gambling Helpline, whose card names it and links to it
// (the same number and site twice would read as two services).
const LINES: THelpline[] = Object.values(HELPLINES).filter((line) => line.name !== HELPLINES.gamcare.name);

/** "Free, 24 hours a day, 7 days a week. Run by GamCare.": when a line is open and who runs it, if known. */
const aboutOf = (line: THelpline): string =>
  [line.hours ? `Free, ${line.hours}.` : '', line.runBy ? `Run by ${line.runBy}.` : '']
    .filter(Boolean)
    .join(' ');

/** Free, confidential help, always on this page (signed in or not). */
export const HelplinesSection = () => (
  <SettingsSection
    id="helplines"
    title="Get free, confidential help"
    icon={LifeBuoy}
    intro="If gambling is causing you or someone close to you harm, talk to someone today."
  >
    <ul className="grid gap-3 sm:grid-cols-2">
      {LINES.map((line) => (
        <li key={line.name} className="rounded-lg border border-line p-4">
          <p className="font-bold text-ink">{line.name}</p>
          {aboutOf(line) ? <p className="text-muted text-sm">{aboutOf(line)}</p> : null}
          <div className="mt-1 flex flex-wrap gap-x-4">
            {line.phone ? (
              <a href={telHref(line.phone)} className={LINK_CLASSES}>
                <Phone aria-hidden="true" className="size-4" />
                <span>
                  Call <span className="tabular">{line.phone}</span>
                </span>
              </a>
            ) : null}
            <a href={line.url} target="_blank" rel="noopener noreferrer" className={LINK_CLASSES}>
              Visit {new URL(line.url).hostname.replace(/^www\./, '')}
              <ExternalLink aria-hidden="true" className="size-3.5" />
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </div>
        </li>
      ))}
    </ul>
  </SettingsSection>
);
