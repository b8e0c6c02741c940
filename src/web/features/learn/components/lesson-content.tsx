import { Calculator, Lightbulb } from 'lucide-react';
import type { TLessonBlock } from '~/domain/learn';

/** A lesson's text from its typed blocks: headings, paragraphs, lists, worked examples and the key points box. */
export const LessonContent = ({ blocks }: { blocks: readonly TLessonBlock[] }) => (
  <div className="space-y-4 text-[1.0625rem] leading-relaxed text-ink">
    {blocks.map((block, index) => {
      const key = `${block.kind}-${index}`;
      switch (block.kind) {
        case 'heading':
          return (
            <h2 key={key} className="pt-4 font-bold text-brand text-xl tracking-tight">
              {block.text}
            </h2>
          );
        case 'paragraph':
          return <p key={key}>{block.text}</p>;
        case 'list': {
          const List = block.ordered ? 'ol' : 'ul';
          return (
            <List
              key={key}
              className={
                block.ordered
                  ? 'list-decimal space-y-1.5 pl-6 marker:font-semibold marker:text-brand'
                  : 'list-disc space-y-1.5 pl-6 marker:text-brand-600'
              }
            >
              {block.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </List>
          );
        }
        case 'example':
          return (
            <figure key={key} className="overflow-hidden rounded-card border border-line bg-card shadow-card">
              <figcaption className="flex items-start gap-2 border-line border-b bg-brand-50 px-4 py-3 font-semibold text-brand">
                <Calculator aria-hidden="true" className="mt-1 size-4 shrink-0" />
                <span>{block.title}</span>
              </figcaption>
              <ol className="space-y-2 px-4 py-3 text-base tabular-nums">
                {block.lines.map((line, step) => (
                  <li key={line} className="flex gap-3">
                    <span
                      aria-hidden="true"
                      className="mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand text-xs"
                    >
                      {step + 1}
                    </span>
                    <span>{line}</span>
                  </li>
                ))}
              </ol>
            </figure>
          );
        default:
          return (
            <aside
              key={key}
              aria-labelledby={`key-points-${index}`}
              className="rounded-card border border-gold/60 bg-gold-50 px-4 py-4 sm:px-5"
            >
              <h2 id={`key-points-${index}`} className="flex items-center gap-2 font-bold text-ink text-lg">
                <Lightbulb aria-hidden="true" className="size-5 text-gold-700" />
                Key points
              </h2>
              <ul className="mt-2 list-disc space-y-1.5 pl-6 text-base marker:text-gold-700">
                {block.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </aside>
          );
      }
    })}
  </div>
);
