import { describe, expect, it } from 'vitest';
import type { TLesson, TLessonBlock } from '~/domain/learn';
import { formatPence } from '~/domain/money';
import { standardPlaceTerms } from '~/domain/place-terms';
import { rule4Deduction } from '~/domain/rule4';
import { settleBet, type TDeadHeat } from '~/domain/settlement';
import { loadAllLessons, loadLesson } from './index';

/** Facts in the lessons' text (not their quizzes) that issue 33's outside check found wrong. */

const blockText = (block: TLessonBlock): string => {
  if (block.kind === 'heading' || block.kind === 'paragraph') return block.text;
  if (block.kind === 'example') return [block.title, ...block.lines].join('\n');
  return block.items.join('\n');
};

/** The blocks under a heading, up to the next heading (the key points box ends a section too). */
const sectionOf = (lesson: TLesson, heading: string): string => {
  const start = lesson.content.findIndex((b) => b.kind === 'heading' && b.text === heading);
  if (start < 0) throw new Error(`No section "${heading}" in ${lesson.id}`);
  const rest = lesson.content.slice(start + 1);
  const end = rest.findIndex((b) => b.kind === 'heading' || b.kind === 'keyPoints');
  return (end < 0 ? rest : rest.slice(0, end)).map(blockText).join('\n');
};

/** The lesson's text, without its quiz. */
const bodyOf = (lesson: TLesson): string => lesson.content.map(blockText).join('\n');

const keyPointsOf = (lesson: TLesson): readonly string[] =>
  lesson.content.flatMap((b) => (b.kind === 'keyPoints' ? b.items : []));

const sentencesOf = (text: string): string[] => text.split(/(?<=[.!?])\s+|\n/).filter(Boolean);

describe('dead heats (Advanced Betting Concepts)', async () => {
  const lesson = await loadLesson('advanced-betting-concepts');
  const section = sectionOf(lesson, 'Dead heats');
  // £10 each way at 10/1 in a 10-runner non-handicap: 3 places at 1/5, so the place part is priced at 2/1.
  const terms = standardPlaceTerms(10, false);
  const placeReturn = (deadHeat: TDeadHeat) =>
    settleBet({
      type: 'Place',
      stakePence: 1000,
      odds: { num: 10, den: 1 },
      terms,
      outcome: { result: 'Placed', deadHeat },
    }).returnPence;

  it('pays a tie for a place on the places left from the tied position, as settlement does', () => {
    // Two tied for 2nd of 3 places paid: both 2nd and 3rd are paid, so the full place return.
    expect(placeReturn({ horses: 2, position: 2 })).toBe(3000);
    expect(section).toMatch(
      new RegExp(`[Tt]wo horses ti\\w+ for 2nd[^.]*full[^.]*${formatPence(3000).replace('.', '\\.')}`),
    );
    // Three tied for 2nd share the two places left: two thirds of the stake is paid.
    expect(section).toMatch(
      new RegExp(
        `[Tt]hree[^.]*for 2nd[^.]*two thirds[^.]*${formatPence(placeReturn({ horses: 3, position: 2 })).replace('.', '\\.')}`,
      ),
    );
    // Two tied for 3rd, the last place paid: half.
    expect(section).toMatch(
      new RegExp(
        `3rd[^.]*half[^.]*${formatPence(placeReturn({ horses: 2, position: 3 })).replace('.', '\\.')}`,
      ),
    );
  });

  it('does not say every dead heat divides the stake by the number of horses tied', () => {
    for (const sentence of sentencesOf(`${section}\n${keyPointsOf(lesson).join('\n')}`))
      if (/divided by the number of horses/.test(sentence)) expect(sentence).toMatch(/first|win/);
  });
});

describe('the starting price', async () => {
  const lessons = await loadAllLessons();
  const paragraphsOf = (lesson: TLesson) =>
    lesson.content.flatMap((b) => (b.kind === 'paragraph' ? [b.text] : []));

  it('is compiled mainly from off-course bookmakers’ prices, as Reading the Betting Market says (SPRC, March 2021)', async () => {
    const marketReading = paragraphsOf(await loadLesson('market-reading')).find((p) => p.includes('SP'));
    const inefficiencies = paragraphsOf(await loadLesson('market-inefficiencies')).find((p) =>
      p.includes('starting price (SP)'),
    );
    for (const paragraph of [marketReading, inefficiencies]) {
      expect(paragraph).toMatch(/off-course bookmakers/);
      expect(paragraph).not.toMatch(/bookmakers at the racecourse/);
    }
  });

  it('is never said to be compiled from on-course prices today', () => {
    for (const lesson of lessons)
      for (const sentence of sentencesOf(bodyOf(lesson)))
        if (/(starting price|\bSP\b)[^.]*\b(compiled|worked out|returned) (mainly )?from\b/.test(sentence))
          expect(sentence, lesson.id).toContain('off-course');
  });
});

describe('headgear on a racecard', async () => {
  const readingForm = await loadLesson('reading-form');
  const equipment = await loadLesson('equipment');

  it('sits after the name or beside the weight, depending on the card', () => {
    for (const lesson of [readingForm, equipment]) {
      const placed = sentencesOf(bodyOf(lesson)).filter(
        (s) => /headgear|equipment|small letters/i.test(s) && /\bnames?\b/.test(s),
      );
      expect(placed.length, lesson.id).toBeGreaterThan(0);
      for (const sentence of placed) expect(sentence, lesson.id).toMatch(/weight/);
    }
  });
});

describe('the Rule 4 rows a lesson quotes', async () => {
  const lesson = await loadLesson('bookmaker-management');
  const rows = lesson.content.flatMap((b) =>
    b.kind === 'list' ? b.items.filter((item) => /in the pound/.test(item)) : [],
  );

  it('agree with the one Tattersalls table in src/domain (rule4.ts) at both ends of every row quoted', () => {
    expect(rows.length).toBeGreaterThan(3);
    for (const item of rows) {
      const [, from, to, pence] =
        /(\d+\/\d+|Evens)(?: to (\d+\/\d+))?(?: or shorter)?: (\d+)p in the pound/.exec(item) ?? [];
      expect(from, item).toBeDefined();
      const price = (text: string) => {
        if (text === 'Evens') return { num: 1, den: 1 };
        const [num, den] = text.split('/').map(Number) as [number, number];
        return { num, den };
      };
      for (const end of [from, to].filter((p): p is string => p !== undefined))
        expect(rule4Deduction(price(end)), `${item} (${end})`).toBe(Number(pence));
    }
  });
});
