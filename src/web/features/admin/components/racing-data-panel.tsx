import { type ChangeEvent, useId, useState } from 'react';
import { MAX_IMPORT_BYTES } from '~/domain/racing-data.contract';
import {
  type TImportKind,
  type TImportProblem,
  type TRacecardsSummary,
  type TResultsSummary,
  ZImportRefusal,
} from '~/domain/racing-data-import.contract';
import { formatUkNumericDateTime } from '~/domain/uk-date-format';
import { Badge } from '~/web/components/ui/badge';
import { CONTROL_CLASSES } from '~/web/components/ui/input';
import { Skeleton } from '~/web/components/ui/skeleton';
import { ApiError } from '~/web/lib/api-client';
import { writeErrorMessage } from '~/web/lib/api-errors';
import { useImportRacingDataFile, useRacingDataImports } from '../api/racing-data';
import { RacingFeedSection } from './racing-feed-section';

type TSummary = TRacecardsSummary | TResultsSummary;
type TOutcome =
  | { state: 'done'; summary: TSummary }
  | { state: 'refused'; message: string; problems: TImportProblem[] }
  | { state: 'failed'; message: string };

/** The file's text (FileReader: every browser, and jsdom in the tests). */
const readText = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(file);
  });

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** What an import did, in one line: "2 races added, 1 updated, 0 unchanged; 17 runners added, ...". */
export const summaryLine = (summary: TSummary): string => {
  if (summary.kind === 'racecards') {
    const { races, runners } = summary;
    return `${plural(races.added, 'race')} added, ${races.updated} updated, ${races.unchanged} unchanged; ${plural(runners.added, 'runner')} added, ${runners.updated} updated, ${runners.withdrawn} withdrawn`;
  }
  const { results, unknownRaceIds } = summary;
  return `${plural(results.recorded, 'result')} recorded, ${results.corrected} corrected, ${results.unchanged} unchanged${unknownRaceIds.length > 0 ? `; ${plural(unknownRaceIds.length, 'race')} not on our cards (${unknownRaceIds.join(', ')})` : ''}`;
};

const refusalOf = (error: unknown): TOutcome => {
  if (error instanceof ApiError && error.status === 400) {
    try {
      const refusal = ZImportRefusal.safeParse(JSON.parse(error.bodyText));
      if (refusal.success)
        return { state: 'refused', message: refusal.data.error, problems: refusal.data.problems };
    } catch {
      // not the import's refusal: fall through
    }
  }
  return { state: 'failed', message: writeErrorMessage(error) };
};

const Lines = ({ title, lines }: { title: string; lines: string[] }) =>
  lines.length === 0 ? null : (
    <div className="mt-3">
      <h4 className="font-semibold text-sm">{title}</h4>
      <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm">
        {lines.map((line, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: lines can repeat and never reorder.
          <li key={i}>{line}</li>
        ))}
      </ul>
    </div>
  );

const Outcome = ({ outcome }: { outcome: TOutcome }) => {
  if (outcome.state === 'failed')
    return (
      <p role="alert" className="mt-3 text-lost text-sm">
        {outcome.message}
      </p>
    );
  if (outcome.state === 'refused')
    return (
      <div role="alert" className="mt-3 rounded-lg border border-lost/50 p-3">
        <p className="font-semibold text-lost text-sm">{outcome.message}</p>
        {outcome.problems.length > 0 ? (
          <ul className="mt-2 space-y-1 text-sm">
            {outcome.problems.map((problem) => (
              <li key={`${problem.path}:${problem.message}`}>
                <code className="break-all font-mono text-xs">{problem.path || 'file'}</code>:{' '}
                {problem.message}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    );
  const { summary } = outcome;
  return (
    <div role="status" className="mt-3 rounded-lg border border-won/50 p-3">
      <p className="font-semibold text-sm">Imported: {summaryLine(summary)}</p>
      <Lines title="What changed" lines={summary.changes} />
      <Lines title="Notes" lines={summary.notes} />
    </div>
  );
};

const KIND_WORDS: Record<TImportKind, { title: string; hint: string }> = {
  racecards: {
    title: 'Racecards file',
    hint: 'A JSON file { "racecards": [...] }: each race with its whole declared field. Re-importing a changed card updates the runners and withdraws those no longer on it.',
  },
  results: {
    title: 'Results file',
    hint: 'A JSON file { "results": [...] }: every runner\'s position or non-runner with its Rule 4. Results settle the tips and every open bet on the race.',
  },
};

/** One file picker: reads the chosen file in the browser, sends its JSON, and shows what happened. */
const ImportFile = ({ kind }: { kind: TImportKind }) => {
  const id = useId();
  const upload = useImportRacingDataFile();
  const [outcome, setOutcome] = useState<TOutcome | null>(null);
  const words = KIND_WORDS[kind];

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setOutcome(null);
    if (file.size > MAX_IMPORT_BYTES) {
      setOutcome({
        state: 'failed',
        message: `${file.name} is larger than ${MAX_IMPORT_BYTES / 1_000_000} MB: split it into smaller files.`,
      });
      input.value = '';
      return;
    }
    let json: unknown;
    try {
      json = JSON.parse(await readText(file));
    } catch {
      setOutcome({ state: 'failed', message: `${file.name} is not a JSON file: nothing was changed.` });
      input.value = '';
      return;
    }
    try {
      const summary = await upload.mutateAsync({ kind, label: file.name.slice(0, 120), file: json });
      setOutcome({ state: 'done', summary });
    } catch (error) {
      setOutcome(refusalOf(error));
    } finally {
      // The same file can be chosen again (a re-import after fixing the card at the source).
      input.value = '';
    }
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-card border border-line bg-card p-5 shadow-card"
    >
      <h3 id={`${id}-title`} className="font-bold text-brand">
        {words.title}
      </h3>
      <p id={`${id}-hint`} className="text-muted text-sm">
        {words.hint}
      </p>
      <label htmlFor={id} className="mt-3 block font-semibold text-sm">
        Choose the {words.title.toLowerCase()}
      </label>
      <input
        id={id}
        type="file"
        accept=".json,application/json"
        aria-describedby={`${id}-hint`}
        disabled={upload.isPending}
        onChange={(event) => void onChange(event)}
        className={`${CONTROL_CLASSES} mt-1`}
      />
      {upload.isPending ? (
        <p role="status" className="mt-3 text-muted text-sm">
          Importing…
        </p>
      ) : null}
      {outcome ? <Outcome outcome={outcome} /> : null}
    </section>
  );
};

const RecentImports = () => {
  const imports = useRacingDataImports();
  return (
    <section
      aria-labelledby="recent-imports"
      className="rounded-card border border-line bg-card p-5 shadow-card"
    >
      <h3 id="recent-imports" className="font-bold text-brand">
        Recent imports
      </h3>
      {imports.isPending ? (
        <div role="status" aria-label="Loading the recent imports" className="mt-3 space-y-2">
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      ) : !imports.data ? (
        <p role="alert" className="mt-3 text-lost text-sm">
          The recent imports could not be loaded.{' '}
          <button type="button" className="font-semibold underline" onClick={() => void imports.refetch()}>
            Try again
          </button>
        </p>
      ) : imports.data.length === 0 ? (
        <p className="mt-3 text-muted text-sm">No imports yet. Choose a racecards file to start.</p>
      ) : (
        <ul className="mt-3 divide-y divide-line">
          {imports.data.map((record) => (
            <li key={record.id} className="py-2 text-sm">
              <div className="flex flex-wrap items-center gap-2">
                <Badge variant="brand">{record.kind === 'racecards' ? 'Racecards' : 'Results'}</Badge>
                <span className="min-w-0 flex-1 break-all font-semibold">
                  {record.label ?? (record.source === 'feed' ? 'Racing data feed' : 'Demo card')}
                </span>
              </div>
              <p className="mt-1">{summaryLine(record.summary)}</p>
              <p className="text-muted text-xs">
                {formatUkNumericDateTime(record.createdAt)} ·{' '}
                {record.admin ?? (record.source === 'feed' ? 'the feed' : 'the demo card')}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};

/**
 * The admin panel's Racing data tab (issue 35 items 4 and 5): racecards and results files in, The Racing API feed,
 * and the imports' trail.
 */
export const RacingDataPanel = () => (
  <div className="space-y-6">
    <div className="grid gap-6 lg:grid-cols-2">
      <ImportFile kind="racecards" />
      <ImportFile kind="results" />
    </div>
    <RacingFeedSection />
    <RecentImports />
  </div>
);
