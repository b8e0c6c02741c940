import type { TLesson } from '~/domain/learn';
import { formatPence } from '~/domain/money';
import { winReturnPence } from '~/domain/returns';

// Worked example: £10 ante-post at 16/1 in January, against 8/1 non-runner no bet nearer the Festival.
const STAKE = 1000;
const earlyReturn = winReturnPence(STAKE, { num: 16, den: 1 });
const lateReturn = winReturnPence(STAKE, { num: 8, den: 1 });

export const lesson: TLesson = {
  id: 'racing-calendar',
  title: 'The British Racing Calendar',
  summary:
    'Learn when the big British meetings take place through the year, from the Cheltenham Festival and the Grand National to the Derby, Royal Ascot and the King George on Boxing Day.',
  content: [
    {
      kind: 'paragraph',
      text: 'British racing runs in every month of the year, but it has a clear rhythm. Jump racing builds through the winter to its spring festivals, the turf Flat season takes over from spring to autumn, and the all-weather tracks race all year, with their main season in the winter. Knowing the calendar helps you see which races horses are being aimed at, and why form can change with the time of year.',
    },
    { kind: 'heading', text: 'Spring: Cheltenham, Aintree and the Guineas' },
    {
      kind: 'list',
      items: [
        "The Cheltenham Festival, four days in mid-March, is the high point of the Jumps season. The Champion Hurdle is run on the Tuesday, the Queen Mother Champion Chase on the Wednesday, the Stayers' Hurdle on the Thursday and the Cheltenham Gold Cup on the Friday.",
        'The Grand National is run at Aintree in April, on the Saturday of a three-day meeting, over about four and a quarter miles and 30 fences.',
        'The turf Flat season gets going in late March and early April. The first two Classics, the 2,000 Guineas and the 1,000 Guineas, are run over a mile at Newmarket in early May.',
        "The Jumps season's finale is at Sandown at the end of April.",
      ],
    },
    { kind: 'heading', text: 'Summer: the Derby, Royal Ascot and the big festivals' },
    {
      kind: 'list',
      items: [
        'The Derby and the Oaks, both Classics over a mile and a half, are run at Epsom in early June.',
        'Royal Ascot, five days in mid-June, has a Group 1 race every day. Its Gold Cup, over about two and a half miles, is run on the Thursday.',
        'July brings the Eclipse at Sandown and the King George VI and Queen Elizabeth Stakes at Ascot, where the best three-year-olds can take on older horses.',
        "Glorious Goodwood, five days at the end of July and start of August, features the Sussex Stakes and big-field handicaps such as the Stewards' Cup.",
        "York's Ebor Festival in August includes the Juddmonte International and the Ebor, one of Europe's richest Flat handicaps.",
      ],
    },
    { kind: 'heading', text: 'Autumn and winter: the St Leger to Boxing Day' },
    {
      kind: 'list',
      items: [
        'The St Leger at Doncaster in September, over about a mile and three-quarters, is the last of the five Classics and the oldest, first run in 1776.',
        'British Champions Day at Ascot in October brings together the top Flat races of the autumn, though turf Flat racing carries on into November.',
        'The Jumps season builds from October, with big November meetings at Cheltenham and Haydock, to the King George VI Chase at Kempton on Boxing Day, run over three miles.',
        'The all-weather season peaks through the winter and ends with All-Weather Championships Finals Day on Good Friday.',
      ],
    },
    {
      kind: 'example',
      title: 'Worked example: an ante-post bet on the Gold Cup',
      lines: [
        'In January you back a horse at 16/1 for the Cheltenham Gold Cup in March. A bet struck this far ahead is called an ante-post bet.',
        `A ${formatPence(STAKE)} stake returns ${formatPence(earlyReturn)} if the horse wins.`,
        'The risk: with an ordinary ante-post bet, if the horse does not run, through injury or a change of plan, your stake is lost.',
        'Closer to the Festival, many bookmakers offer non-runner no bet terms, which refund your stake if the horse does not run, usually at a shorter price.',
        `If the price is 8/1 by then, the same ${formatPence(STAKE)} returns ${formatPence(lateReturn)}, ${formatPence(earlyReturn - lateReturn)} less than the early price, but your stake is safe if the horse is a non-runner.`,
      ],
    },
    {
      kind: 'keyPoints',
      items: [
        'Mid-March: Cheltenham Festival. April: Grand National. Early May: the Guineas. Early June: the Derby. Mid-June: Royal Ascot.',
        'Late July and August: Glorious Goodwood and the Ebor Festival at York. September: the St Leger.',
        'Boxing Day: the King George VI Chase at Kempton. The all-weather season peaks in winter and ends on Good Friday.',
        'Ante-post prices are bigger, but with an ordinary ante-post bet you lose your stake if the horse does not run.',
      ],
    },
  ],
  questions: [
    {
      question: 'On which day of the Cheltenham Festival is the Gold Cup run?',
      options: ['Tuesday', 'Friday', 'Wednesday', 'Thursday'],
      correctAnswer: 1,
      explanation:
        'The Gold Cup is the highlight of the final day, the Friday. The Champion Hurdle is on the Tuesday.',
    },
    {
      question: 'Where is the St Leger run?',
      options: ['Doncaster', 'Epsom', 'Newmarket', 'York'],
      correctAnswer: 0,
      explanation:
        'The St Leger, the last and oldest Classic, is run at Doncaster in September. The Derby is at Epsom and the Guineas at Newmarket.',
    },
    {
      question: 'Which big race is run at Kempton on Boxing Day?',
      options: ['The Champion Hurdle', 'The Ebor', 'The King George VI Chase', 'The Welsh Grand National'],
      correctAnswer: 2,
      explanation:
        "The King George VI Chase, over three miles, is the highlight of Kempton's Boxing Day card.",
    },
    {
      question: 'Which are the first two Classics of the British Flat season?',
      options: [
        'The Derby and the Oaks',
        'The Eclipse and the King George VI and Queen Elizabeth Stakes',
        'The St Leger and the Ebor',
        'The 2,000 Guineas and the 1,000 Guineas',
      ],
      correctAnswer: 3,
      explanation:
        'The two Guineas at Newmarket in early May come first; the Oaks and Derby follow at Epsom in June.',
    },
    {
      question: 'What normally happens to an ordinary ante-post bet if the horse does not run?',
      options: [
        'The stake is refunded',
        'The stake is lost',
        'The bet moves to the favourite',
        'The bet is settled at starting price',
      ],
      correctAnswer: 1,
      explanation:
        'Ordinary ante-post bets are lost if the horse does not run; only non-runner no bet terms give the stake back.',
    },
    {
      question: 'When is All-Weather Championships Finals Day held?',
      options: ['Good Friday', 'Boxing Day', "New Year's Day", 'The first Saturday in June'],
      correctAnswer: 0,
      explanation: 'Finals Day, the end of the all-weather season, is held on Good Friday.',
    },
  ],
};
