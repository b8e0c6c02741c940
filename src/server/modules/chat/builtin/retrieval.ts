import MiniSearch from 'minisearch';
import { BETTING_GUIDE } from '~/content/betting-guide';
import { loadAllLessons } from '~/content/learn';
import { PLAN_FAQ } from '~/content/plans';
import { STRATEGIES } from '~/content/strategies';
import type { TLesson } from '~/domain/learn';
import { moduleOfLesson } from '~/domain/learn';
import { isAdvancedStrategyId } from '~/domain/strategies';
import { GLOSSARY } from './glossary';
import { excerpt, link } from './reply-text';

/**
 * Search over our own content: the betting guide, every lesson section, the strategy guides, the plans FAQ and a
 * short glossary of slang. The best match's opening sentences are the answer, with a link to where it comes from.
 */

type TDoc = {
  id: string;
  title: string;
  heading: string;
  keywords: string;
  text: string;
  /** What a match answers with, when not `text` (a strategy library guide answers with its card). */
  answer?: string;
  label: string;
  href: `/${string}`;
};

const STOP_WORDS = new Set(
  `a an the is are was be been do does did what whats wot wat which who how hows why when where can could would
  should will i im me my you your u ur we our it its of in on at to for from and or with about this that these
  those there please pls plz tell explain mean means meaning define definition term called know any some just
  mate bud pal hi hey thanks cheers ok okay if get got vs versus one like really actually bit explained explanation
  meant understand difference between time today tomorrow yesterday tonight now much many have has got`.split(
    /\s+/,
  ),
);

/** Words too common in racing to show what a question is about on their own ("what time is the first race"). */
const GENERIC = new Set(
  'race races racing horse horses first last bet bets betting work works good best day days people run runs running'.split(
    ' ',
  ),
);

/** Bettors' spellings of the terms the content uses. */
const SYNONYMS: ReadonlyArray<[RegExp, string]> = [
  [/\b(each[\s-]?way|eachway|e\/w|ew)\b/g, 'each way'],
  [/\bacc?as?\b|\baccumulators?\b/g, 'accumulator'],
  [/\bh\/?caps?\b/g, 'handicap'],
  [/\blucky\s?(15|31|63)\b/g, 'lucky $1'],
  [/\bsuper\s?yankee\b/g, 'canadian'],
  // "on" is a stop word, so odds-on is searched as one word (the glossary lists it as oddson).
  [/\bodds[\s-]on\b/g, 'oddson'],
  [/\bnon[\s-]?runners?\b/g, 'non-runner'],
  [/\bfavs?\b/g, 'favourite'],
  [/\bfavorite\b/g, 'favourite'],
];

const tokenize = MiniSearch.getDefault('tokenize') as (text: string) => string[];

const processTerm = (term: string): string | null => {
  const word = term.toLowerCase();
  return word.length < 2 || STOP_WORDS.has(word) ? null : word;
};

const SEARCH_OPTIONS = {
  boost: { title: 3, keywords: 3, heading: 2, text: 1 },
  // Typos in longer words only: one letter off a short word is usually another word ("old" is not "gold").
  fuzzy: (term: string) => (term.length >= 6 ? 0.2 : false),
  prefix: (term: string) => term.length >= 4,
  weights: { fuzzy: 0.3, prefix: 0.4 },
};

const GUIDE = { label: 'Simple Betting Guide', href: '/tools/betting-guide' } as const;

const guideDocs = (): TDoc[] => [
  {
    id: 'guide:odds',
    title: 'Odds formats',
    heading: 'fractional decimal american odds',
    keywords: 'odds how odds work price',
    text: BETTING_GUIDE.oddsFormats.intro,
    ...GUIDE,
  },
  ...BETTING_GUIDE.oddsFormats.formats.map<TDoc>((format) => ({
    id: `guide:format:${format.name}`,
    title: `${format.name} odds`,
    heading: '',
    keywords: '',
    text: format.explanation,
    ...GUIDE,
  })),
  ...BETTING_GUIDE.betTypes.map<TDoc>((bet) => ({
    id: `guide:bet:${bet.id}`,
    title: bet.name,
    heading: 'bet type',
    keywords: bet.id.replace(/-/g, ' '),
    text: bet.description,
    ...GUIDE,
  })),
  ...BETTING_GUIDE.quickTips.map<TDoc>((tip, index) => ({
    id: `guide:tip:${index}`,
    title: tip.title,
    heading: 'quick tips',
    keywords: '',
    text: tip.text,
    ...GUIDE,
  })),
  {
    id: 'guide:rule4',
    title: 'Rule 4',
    heading: 'deductions withdrawn horse',
    keywords: 'rule 4 deduction',
    text: BETTING_GUIDE.rule4.explanation,
    ...GUIDE,
  },
  {
    id: 'guide:dead-heat',
    title: 'Dead heats',
    heading: 'tie photo finish',
    keywords: 'dead heat',
    text: BETTING_GUIDE.deadHeats.explanation,
    ...GUIDE,
  },
];

/** One document per lesson section: the text under a heading (or the opening, before the first heading). */
const lessonDocs = (lesson: TLesson): TDoc[] => {
  const moduleId = moduleOfLesson(lesson.id);
  const href = `/learn/${moduleId}/${lesson.id}` as const;
  const sections: Array<{ heading: string; texts: string[] }> = [{ heading: '', texts: [] }];
  for (const block of lesson.content) {
    if (block.kind === 'heading') sections.push({ heading: block.text, texts: [] });
    else if (block.kind === 'paragraph') sections.at(-1)!.texts.push(block.text);
    else if (block.kind === 'list' || block.kind === 'keyPoints') sections.at(-1)!.texts.push(...block.items);
  }
  return sections
    .filter((section) => section.texts.length > 0)
    .map((section, index) => ({
      id: `lesson:${lesson.id}:${index}`,
      title: lesson.title,
      heading: section.heading,
      keywords: '',
      text: section.texts.join(' '),
      label: lesson.title,
      href,
    }));
};

const strategyDocs = (): TDoc[] =>
  Object.values(STRATEGIES).map((strategy) => ({
    id: `strategy:${strategy.id}`,
    title: strategy.title,
    heading: 'strategy',
    keywords: strategy.id,
    text: `${strategy.summary} ${strategy.steps.join(' ')}`,
    // NOTE: a library guide is found by all its words but answered from its card only: the assistant answers
    // everyone alike, and the steps are what GET /api/strategies/:id keeps for Monthly and Lifetime members.
    ...(isAdvancedStrategyId(strategy.id) ? { answer: strategy.summary } : {}),
    label: 'Betting Strategies',
    href: '/strategies',
  }));

const faqDocs = (): TDoc[] =>
  PLAN_FAQ.map((item, index) => ({
    id: `faq:${index}`,
    title: item.question,
    heading: 'plans subscription',
    keywords: '',
    text: item.answer,
    label: 'Plans',
    href: '/subscription',
  }));

const glossaryDocs = (): TDoc[] =>
  GLOSSARY.map((entry) => ({
    id: `glossary:${entry.term}`,
    title: entry.term,
    heading: '',
    keywords: entry.aliases,
    text: entry.text,
    label: entry.label,
    href: entry.href,
  }));

const buildIndex = async (): Promise<MiniSearch<TDoc>> => {
  const lessons = await loadAllLessons();
  const index = new MiniSearch<TDoc>({
    fields: ['title', 'heading', 'keywords', 'text'],
    storeFields: ['title', 'heading', 'text', 'answer', 'label', 'href'],
    processTerm,
    searchOptions: SEARCH_OPTIONS,
  });
  index.addAll([
    ...guideDocs(),
    ...glossaryDocs(),
    ...faqDocs(),
    ...strategyDocs(),
    ...lessons.flatMap(lessonDocs),
  ]);
  return index;
};

// Built once, on the first question that needs it; a failed build is retried on the next.
let indexPromise: Promise<MiniSearch<TDoc>> | null = null;
const getIndex = (): Promise<MiniSearch<TDoc>> => {
  indexPromise ??= buildIndex().catch((error: unknown) => {
    indexPromise = null;
    throw error;
  });
  return indexPromise;
};

/**
 * A match counts when it scores at least this and finds every word of a one- or two-word question, or three in four
 * of a longer one, generic racing words left out of both counts; otherwise it is a coincidence ("order me a pizza" finds "order" in
 * a lesson) and the honest answer is "I can't answer that". Tuned on the questions in the tests.
 */
const MIN_SCORE = 5;
const matchedEnough = (matched: number, asked: number) => matched / asked >= (asked <= 2 ? 1 : 0.75);

export type TSearchHit = {
  doc: Pick<TDoc, 'title' | 'heading' | 'text' | 'answer' | 'label' | 'href'>;
  score: number;
  /** The words of the document the question matched. */
  matched: string[];
};

const queryOf = (text: string): string =>
  SYNONYMS.reduce((out, [pattern, replacement]) => out.replace(pattern, replacement), text);

export const search = async (text: string): Promise<TSearchHit | null> => {
  const query = queryOf(text);
  const terms = tokenize(query)
    .map((term) => processTerm(term))
    .filter((term) => term !== null);
  // What the question is about: its words less the generic racing ones ("best" in "the best staking plan").
  const topic = new Set(terms.filter((term) => !GENERIC.has(term)));
  if (topic.size === 0) return null;
  const [best] = (await getIndex()).search(query);
  if (
    !best ||
    best.score < MIN_SCORE ||
    !matchedEnough(best.queryTerms.filter((term) => topic.has(term)).length, topic.size)
  )
    return null;
  return { doc: best as unknown as TSearchHit['doc'], score: best.score, matched: best.terms };
};

/** The answer from our content, or null when nothing matches well enough. */
export const retrievalReply = async (text: string): Promise<string | null> => {
  const hit = await search(text);
  if (!hit) return null;
  const answer = excerpt(hit.doc.answer ?? hit.doc.text, hit.matched);
  if (!answer) return null;
  return `${answer}\nMore in ${link(hit.doc.label, hit.doc.href)}.`;
};
