import { Calculator } from 'lucide-react';
import type { TGuideExample } from '~/domain/betting-guide';
import { cn } from '~/web/lib/cn';

export type THeadingLevel = 3 | 4 | 5;

/** A worked example: its title as a heading and the workings as numbered steps, figures in tabular numerals. */
export const WorkedExample = ({
  example,
  level,
  className,
}: {
  example: TGuideExample;
  level: THeadingLevel;
  className?: string;
}) => {
  const Heading = `h${level}` as const;
  return (
    <div className={cn('overflow-hidden rounded-card border border-line bg-card shadow-card', className)}>
      <div className="flex items-center gap-2 border-line border-b bg-brand-50 px-4 py-3">
        <Calculator aria-hidden="true" className="size-4 shrink-0 text-brand" />
        <Heading className="font-bold text-brand">
          <span className="font-semibold text-muted">Worked example:</span>{' '}
          <span className="tabular">{example.title}</span>
        </Heading>
      </div>
      <ol className="tabular divide-y divide-line text-ink text-sm">
        {example.lines.map((line, index) => (
          <li key={line} className="flex gap-3 px-4 py-2.5">
            <span
              aria-hidden="true"
              className="mt-0.5 inline-flex size-5 shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand text-xs"
            >
              {index + 1}
            </span>
            <span>{line}</span>
          </li>
        ))}
      </ol>
    </div>
  );
};
