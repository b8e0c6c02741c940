import { LockKeyhole, TriangleAlert } from 'lucide-react';
import { PGSI_SOURCE } from '~/domain/pgsi';
import { PageSection } from '~/web/components/page-section';
import { ExternalLink } from './external-link';
import { PgsiQuiz } from './pgsi-quiz';

export const SelfAssessmentSection = () => (
  <PageSection
    id="signs"
    title="Signs of a problem"
    icon={TriangleAlert}
    intro={
      <p>
        Gambling problems can creep up slowly. These nine questions are the Problem Gambling Severity Index
        (PGSI), the check used in Great Britain's gambling surveys. Answer honestly about the last 12 months
        to see where you stand: it is a screening check, not a diagnosis.
      </p>
    }
  >
    <p className="mb-5 flex items-start gap-3 rounded-card bg-brand-50 p-4 text-ink">
      <LockKeyhole aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand" />
      <span>
        <strong>Your answers stay on this device; nothing is sent to us.</strong> They are forgotten when you
        leave or reload this page.
      </span>
    </p>
    <PgsiQuiz />
    <p className="mt-5 text-muted text-sm">
      Source: {PGSI_SOURCE.citation}. Questions and scoring as the Gambling Commission uses them:{' '}
      <ExternalLink href={PGSI_SOURCE.url}>Problem gambling screens</ExternalLink>
    </p>
  </PageSection>
);
