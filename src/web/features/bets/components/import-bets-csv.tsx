import { Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { MAX_IMPORT_BYTES } from '~/domain/bet-figures.contract';
import { buttonClasses } from '~/web/components/ui/button';
import { cn } from '~/web/lib/cn';
import { type TImportCsvAnswer, useImportBetsCsv } from '../api/import-bets-csv';

/** A file's text (FileReader: every browser, and the test DOM). */
const readText = (file: File): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(file);
  });

/** "Import CSV": a file exported from My Bets (or written in its columns) taken back; every problem listed by row. */
export const ImportBetsCsv = () => {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const mutation = useImportBetsCsv();
  const [answer, setAnswer] = useState<TImportCsvAnswer | null>(null);

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setAnswer(null);
    if (file.size > MAX_IMPORT_BYTES) {
      setAnswer({ error: 'The file is larger than 1 MB: import it in parts.', errors: [] });
    } else {
      setAnswer(await mutation.mutateAsync(await readText(file)));
    }
    if (input.current) input.current.value = '';
  };

  return (
    <div className="contents">
      <label
        htmlFor={id}
        className={cn(
          buttonClasses('outline', 'sm'),
          'cursor-pointer focus-within:outline-2 focus-within:outline-[color:var(--focus-ring,var(--color-brand-600))] focus-within:outline-offset-2',
        )}
      >
        <Upload aria-hidden="true" />
        {mutation.isPending ? 'Importing...' : 'Import CSV'}
        <input
          ref={input}
          id={id}
          type="file"
          accept=".csv,text/csv"
          className="sr-only"
          disabled={mutation.isPending}
          onChange={(event) => void onFile(event.target.files?.[0])}
        />
      </label>
      {answer ? (
        'imported' in answer ? (
          <p role="status" className="w-full text-sm text-won">
            Imported {answer.imported} {answer.imported === 1 ? 'bet' : 'bets'}.
          </p>
        ) : (
          <div role="alert" className="w-full rounded-card border border-lost/40 bg-card p-3 text-sm">
            <p className="font-semibold text-lost">{answer.error}</p>
            {answer.errors.length > 0 ? (
              <ul className="mt-2 list-disc space-y-1 pl-5 text-ink">
                {answer.errors.map((error) => (
                  <li key={error}>{error}</li>
                ))}
              </ul>
            ) : null}
          </div>
        )
      ) : null}
    </div>
  );
};
