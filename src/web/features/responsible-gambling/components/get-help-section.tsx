import { LifeBuoy, Mail } from 'lucide-react';
import { HELPLINES } from '~/domain/site';
import { PageSection } from '~/web/components/page-section';
import { Skeleton } from '~/web/components/ui/skeleton';
import { useSiteInfo } from '~/web/lib/api/get-site-info';
import { cn, FOCUS_RING } from '~/web/lib/cn';
import { HelplineCard, type THelpline } from './helpline-card';

const { nationalGamblingHelpline, gamcare, gamstop, gamblersAnonymous, samaritans } = HELPLINES;

const HELPLINE_CARDS: THelpline[] = [
  {
    ...nationalGamblingHelpline,
    description: `Run by ${nationalGamblingHelpline.runBy}: free, confidential advice and support for anyone worried about their own or someone else’s gambling.`,
    topics: [
      'Your own betting, or the betting of someone close to you',
      'Money worries and debt linked to gambling',
      'Blocking software, self-exclusion and local treatment',
    ],
    isFeatured: true,
  },
  {
    ...gamcare,
    description: 'Information, advice and free counselling, by phone, online chat or face to face.',
  },
  {
    ...gamstop,
    description:
      'Free self-exclusion from all gambling websites and apps licensed in Great Britain, in one step.',
  },
  {
    ...gamblersAnonymous,
    description: 'Local and online meetings with people who understand, sharing how they stopped gambling.',
  },
  {
    ...samaritans,
    hours: '24 hours a day, 365 days a year',
    description: 'If you are struggling to cope or feel overwhelmed, someone will listen, day or night.',
  },
];

const SupportContact = () => {
  const { data, isPending } = useSiteInfo();
  if (isPending) return <Skeleton className="h-5 w-72 max-w-full" />;
  if (!data?.supportEmail) return null;
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-ink">
      <Mail aria-hidden="true" className="size-4 text-brand" />
      <span>Contact our support team at</span>
      <a
        href={`mailto:${data.supportEmail}`}
        className={cn(
          'break-words rounded-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand',
          FOCUS_RING,
        )}
      >
        {data.supportEmail}
      </a>
    </p>
  );
};

export const GetHelpSection = () => (
  <PageSection
    id="get-help"
    title="Get help now"
    icon={LifeBuoy}
    intro="If gambling is causing you or someone close to you harm, free and confidential help is available. You do not have to wait until things get worse."
  >
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {HELPLINE_CARDS.map((helpline) => (
        <li
          key={helpline.name}
          className={helpline.isFeatured ? 'sm:col-span-2 lg:col-span-1 lg:row-span-2' : undefined}
        >
          <HelplineCard {...helpline} />
        </li>
      ))}
    </ul>
    <div className="mt-5 rounded-card border border-line bg-card p-4">
      <SupportContact />
    </div>
  </PageSection>
);
