import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LINK_CLASSES } from '~/web/lib/cn';

// A markdown link `[text](target)`: bounded so a long reply cannot make the search slow.
const MARKDOWN_LINK = /\[([^[\]\n]{1,200})\]\(([^()\s]{1,500})\)/g;

/**
 * One of our own screens: a path starting with a single `/`. `//host` and `/\host` are other sites to a browser, and a
 * target with spaces or control characters never matches the pattern above.
 */
export const isInternalPath = (target: string): boolean =>
  /^\/(?![/\\])/.test(target) && !target.includes('\\');

/**
 * A reply as text: never HTML. A markdown link to one of our screens becomes a router link (`onNavigate` runs when it
 * is followed); any other link stays as the plain text it was written as. Line breaks are kept.
 */
export const MessageText = ({ text, onNavigate }: { text: string; onNavigate?: () => void }) => {
  const parts: ReactNode[] = [];
  let from = 0;
  for (const match of text.matchAll(MARKDOWN_LINK)) {
    const [whole, label, target] = match as unknown as [string, string, string];
    if (!isInternalPath(target)) continue;
    if (match.index > from) parts.push(text.slice(from, match.index));
    parts.push(
      <Link key={match.index} to={target} onClick={onNavigate} className={LINK_CLASSES}>
        {label}
      </Link>,
    );
    from = match.index + whole.length;
  }
  if (from < text.length) parts.push(text.slice(from));
  return <span className="whitespace-pre-wrap [overflow-wrap:anywhere]">{parts}</span>;
};
