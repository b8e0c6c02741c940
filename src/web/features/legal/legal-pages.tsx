import { ExternalLink } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { Link } from 'react-router';
import {
  COOKIES_PAGE,
  LEGAL_LAST_UPDATED,
  LEGAL_LAST_UPDATED_ISO,
  PRIVACY_PAGE,
  STORED_ITEMS,
  TERMS_PAGE,
  type TLegalLink,
  type TLegalPage,
  type TLegalSection,
} from '~/content/legal';
import { Skeleton } from '~/web/components/ui/skeleton';
import { useSiteInfo } from '~/web/lib/api/get-site-info';
import { LINK_CLASSES } from '~/web/lib/cn';

const WHO_WE_ARE_ID = 'who-we-are';

const LegalLink = ({ link }: { link: TLegalLink }) =>
  link.href.startsWith('/') ? (
    <Link to={link.href} className={LINK_CLASSES}>
      {link.label}
    </Link>
  ) : (
    <a
      href={link.href}
      target="_blank"
      rel="noopener noreferrer"
      className={`inline-flex items-center gap-1 ${LINK_CLASSES}`}
    >
      {link.label}
      <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );

const SectionShell = ({ id, title, children }: { id: string; title: string; children: ReactNode }) => (
  <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-24 space-y-3">
    <h2 id={`${id}-title`} className="font-bold text-ink text-xl tracking-tight">
      {title}
    </h2>
    {children}
  </section>
);

const Section = ({ section, extra }: { section: TLegalSection; extra?: ReactNode }) => (
  <SectionShell id={section.id} title={section.title}>
    {section.paragraphs?.map((text) => (
      <p key={text}>{text}</p>
    ))}
    {section.items ? (
      <ul className="list-disc space-y-2 pl-5">
        {section.items.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
    ) : null}
    {section.after?.map((text) => (
      <p key={text}>{text}</p>
    ))}
    {extra}
    {section.links ? (
      <ul className="flex flex-wrap gap-x-6 gap-y-2">
        {section.links.map((link) => (
          <li key={link.href}>
            <LegalLink link={link} />
          </li>
        ))}
      </ul>
    ) : null}
  </SectionShell>
);

/** Who sells the plans and how to reach them: the server's configuration (GET /api/site). */
const WhoWeAre = ({ title, text }: { title: string; text: string }) => {
  const { data, isPending } = useSiteInfo();
  const trader = data?.trader;
  return (
    <SectionShell id={WHO_WE_ARE_ID} title={title}>
      <p>{text}</p>
      {trader ? (
        <address className="rounded-card border border-line bg-card p-4 not-italic">
          <p className="font-semibold text-ink">{trader.name}</p>
          <p>{trader.address}</p>
          <p className="mt-2">
            E-mail:{' '}
            <a href={`mailto:${trader.email}`} className={`break-words ${LINK_CLASSES}`}>
              {trader.email}
            </a>
          </p>
        </address>
      ) : isPending ? (
        <div className="space-y-2 rounded-card border border-line bg-card p-4">
          <span className="sr-only">Loading our contact details…</span>
          <Skeleton className="h-5 w-48 max-w-full" />
          <Skeleton className="h-5 w-72 max-w-full" />
        </div>
      ) : (
        <p role="alert">Our contact details could not be loaded. Please reload the page.</p>
      )}
    </SectionShell>
  );
};

const LegalPageView = ({ page, extras = {} }: { page: TLegalPage; extras?: Record<string, ReactNode> }) => {
  useEffect(() => {
    document.title = page.documentTitle;
  }, [page.documentTitle]);

  const contents = [{ id: WHO_WE_ARE_ID, title: page.whoWeAreTitle }, ...page.sections];
  return (
    <article className="mx-auto max-w-3xl space-y-10 text-ink leading-relaxed">
      <header className="space-y-3">
        <h1 className="font-bold text-3xl text-brand tracking-tight sm:text-4xl">{page.title}</h1>
        <p className="text-muted text-sm">
          Last updated: <time dateTime={LEGAL_LAST_UPDATED_ISO}>{LEGAL_LAST_UPDATED}</time>
        </p>
        <p className="text-lg">{page.intro}</p>
        <nav aria-label="On this page" className="rounded-card border border-line bg-card p-4">
          <p className="font-semibold text-sm">On this page</p>
          <ul className="mt-2 grid gap-1 text-sm sm:grid-cols-2">
            {contents.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className={`inline-flex min-h-9 items-center ${LINK_CLASSES}`}>
                  {section.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <WhoWeAre title={page.whoWeAreTitle} text={page.whoWeAreText} />
      {page.sections.map((section) => (
        <Section key={section.id} section={section} extra={extras[section.id]} />
      ))}
    </article>
  );
};

/** The cookies page's list: one card per cookie or storage key (a table would not fit a 375 px phone). */
const StoredItems = () => (
  <ul className="space-y-4">
    {STORED_ITEMS.map((item) => (
      <li key={item.name} className="rounded-card border border-line bg-card p-4">
        <h3 className="break-words font-bold font-mono text-base text-ink">{item.name}</h3>
        <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[10rem_1fr]">
          <dt className="font-semibold">Type</dt>
          <dd>{item.kind}</dd>
          <dt className="font-semibold">When it is set</dt>
          <dd>{item.setWhen}</dd>
          <dt className="font-semibold">What it is for</dt>
          <dd>{item.purpose}</dd>
          <dt className="font-semibold">How long it lasts</dt>
          <dd>{item.lifetime}</dd>
        </dl>
      </li>
    ))}
  </ul>
);

export const PrivacyPage = () => <LegalPageView page={PRIVACY_PAGE} />;

export const TermsPage = () => <LegalPageView page={TERMS_PAGE} />;

export const CookiesPage = () => (
  <LegalPageView page={COOKIES_PAGE} extras={{ 'device-storage': <StoredItems /> }} />
);
