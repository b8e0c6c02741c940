import { MAX_IMPORT_BYTES } from './bet-figures.contract';
import { BET_KINDS, BET_PRICE_TYPES, MAX_RETURN_POUNDS, type TBetPriceType } from './bets.contract';
import { BET_SHAPES, SETTLER_BET_TYPES, type TSettlerBetType } from './calculators/bet-types';
import { MAX_STAKE_POUNDS } from './limits.contract';
import { isOddsInRange, parseFractionalOdds, type TOdds } from './odds';
import { BET_STATUSES, BET_TYPES, type TBetStatus, type TBetType } from './settlement';
import { parseUkDateText, ukInstant } from './uk-time';

/**
 * The CSV of a member's bets (GET /api/bets/export.csv) and its way back in (POST /api/bets/import.csv): every field of
 * a bet, one bet a line. An import takes the same columns and stores each line as a bet typed in by hand (kind
 * 'manual'), settled as the file says; the file is checked whole and nothing is stored when any line is wrong.
 */
export const BET_CSV_COLUMNS = [
  'Id',
  'Placed at',
  'Kind',
  'Multiple type',
  'Legs',
  'Course',
  'Race date',
  'Time',
  'Horse',
  'Bet type',
  'Each way',
  'Price taken',
  'Tip price',
  'Price type',
  'SP',
  'Bookmaker',
  'Stake per line',
  'Lines',
  'Total stake',
  'Status',
  'Return',
  'P/L',
  'Void reason',
  'Settled at',
] as const;
export type TBetCsvColumn = (typeof BET_CSV_COLUMNS)[number];
export type TBetCsvRecord = Record<TBetCsvColumn, string>;

export { MAX_IMPORT_BYTES };
/** The most bets one import takes. */
export const MAX_IMPORT_ROWS = 5000;
/** The most problems an import answers with (a wrong file would otherwise list every line). */
export const MAX_IMPORT_ERRORS = 50;

const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * One CSV field. NOTE: text starting with =, +, -, @, a tab or a carriage return runs as a formula in a spreadsheet
 * (OWASP "CSV Injection"): it is prefixed with an apostrophe, which `unguard` takes off again on import. A plain number
 * (a negative P/L) is safe as it is.
 */
export const csvField = (value: string): string => {
  const safe = /^[=+\-@\t\r]/.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

const unguard = (value: string): string => (/^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value);

export const betsCsv = (records: readonly TBetCsvRecord[]): string =>
  `${[
    BET_CSV_COLUMNS.join(','),
    ...records.map((record) => BET_CSV_COLUMNS.map((column) => csvField(record[column])).join(',')),
  ].join('\r\n')}\r\n`;

/** RFC 4180 lines and fields (quotes, doubled quotes, CRLF or LF, a leading byte-order mark); null for an open quote. */
export const parseCsv = (text: string): string[][] | null => {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let isQuoted = false;
  for (let index = 0; index < source.length; index += 1) {
    const char = source[index];
    if (isQuoted) {
      if (char === '"' && source[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') isQuoted = false;
      else field += char;
    } else if (char === '"' && field === '') isQuoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[index + 1] === '\n') index += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (isQuoted) return null;
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  // Blank lines (a trailing newline, a spreadsheet's empty rows) carry no bet.
  return rows.filter((fields) => fields.some((value) => value.trim() !== ''));
};

/** A bet as an imported line describes it, money in pence. */
export type TImportedBet = {
  placedAt: Date | null;
  multipleType: TSettlerBetType | null;
  course: string;
  raceDate: string;
  raceTime: string;
  startsAt: Date;
  horse: string;
  type: TBetType;
  priceType: TBetPriceType;
  /** The price taken; null for an SP bet or a multiple without one. */
  odds: TOdds | null;
  tipOdds: TOdds | null;
  bookmaker: string | null;
  stakePence: number;
  lineCount: number;
  totalStakePence: number;
  status: TBetStatus;
  returnPence: number | null;
  voidReason: string | null;
  settledAt: Date | null;
};

export type TBetsCsvReading = { isValid: true; bets: TImportedBet[] } | { isValid: false; errors: string[] };

const MONEY = /^£?(\d{1,10})(\.\d{1,2})?$/;
const toPence = (text: string): number | null => {
  const match = MONEY.exec(text.replaceAll(',', ''));
  if (!match) return null;
  return Number(match[1]) * 100 + Math.round(Number(match[2] ?? '.00') * 100);
};
const formatMoney = (pence: number): string => (pence / 100).toFixed(2);
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
const MAX_RETURN_PENCE = MAX_RETURN_POUNDS * 100;

const multipleTypeOf = (text: string): TSettlerBetType | null | undefined => {
  if (text === '') return null;
  const lower = text.toLowerCase();
  const type = SETTLER_BET_TYPES.find(
    (key) => key !== 'singles' && (key === lower || BET_SHAPES[key].label.toLowerCase() === lower),
  );
  return type ?? undefined;
};
const oneOf = <T extends string>(values: readonly T[], text: string): T | undefined =>
  values.find((value) => value.toLowerCase() === text.toLowerCase());

/** Reads one line; problems are pushed as they are found (field by field, in the file's order). */
const readLine = (record: TBetCsvRecord, now: Date, problems: string[]): TImportedBet | null => {
  const before = problems.length;
  const field = (column: TBetCsvColumn) => unguard(record[column].trim());
  const text = (column: TBetCsvColumn, label: string, max: number, isRequired: boolean): string | null => {
    const value = field(column);
    if (isRequired && value === '') problems.push(`${label} is required`);
    else if (value.length > max) problems.push(`${label} must be at most ${max} characters`);
    return value === '' ? null : value;
  };
  const instant = (column: TBetCsvColumn, label: string): Date | null => {
    const value = field(column);
    if (value === '') return null;
    const date = ISO_INSTANT.test(value) ? new Date(value) : null;
    if (!date || Number.isNaN(date.getTime())) {
      problems.push(`${label} must be a date and time such as 2026-11-20T14:30:00Z`);
      return null;
    }
    if (date.getTime() > now.getTime()) problems.push(`${label} cannot be in the future`);
    return date;
  };

  const kind = field('Kind');
  if (kind !== '' && !oneOf(BET_KINDS, kind)) problems.push(`kind must be one of ${BET_KINDS.join(', ')}`);
  const placedAt = instant('Placed at', 'placed at');
  const multipleType = multipleTypeOf(field('Multiple type'));
  if (multipleType === undefined)
    problems.push('multiple type must be a multiple such as Double or Lucky 15');
  const course = text('Course', 'course', 60, true);
  const raceDate = parseUkDateText(field('Race date'));
  if (!raceDate) problems.push('race date must be a date such as 2026-11-20');
  const raceTime = field('Time');
  if (!TIME.test(raceTime)) problems.push('time must be the race time such as 14:30');
  const startsAt = raceDate && TIME.test(raceTime) ? ukInstant(raceDate, raceTime) : null;
  if (startsAt && startsAt.getTime() > now.getTime())
    problems.push("the race is not off yet: add a bet on a race still to run with 'Add a bet by hand'");
  const horse =
    text('Horse', 'horse', 60, !multipleType) ?? (multipleType ? BET_SHAPES[multipleType].label : null);
  const type = oneOf(BET_TYPES, field('Bet type'));
  if (!type) problems.push('bet type must be Win, Place or Each Way');
  else if (multipleType && type === 'Place') problems.push('a multiple is Win or Each Way');
  const eachWay = field('Each way').toLowerCase();
  if (eachWay !== '' && !['yes', 'no'].includes(eachWay)) problems.push('each way must be Yes or No');
  else if (type && eachWay !== '' && (eachWay === 'yes') !== (type === 'Each Way'))
    problems.push(`each way must be ${type === 'Each Way' ? 'Yes' : 'No'} for a ${type} bet`);
  const priceType = field('Price type') === '' ? 'taken' : oneOf(BET_PRICE_TYPES, field('Price type'));
  if (!priceType) problems.push('price type must be taken, bog or sp');
  const priceText = field('Price taken');
  let odds: TOdds | null = null;
  if (priceType === 'sp') {
    if (priceText !== '' && priceText.toUpperCase() !== 'SP') problems.push('price must be SP for an SP bet');
  } else if (!(multipleType && priceText === '')) {
    odds = parseFractionalOdds(priceText);
    if (!odds) problems.push('price must be a fraction such as 5/2');
    else if (!isOddsInRange(odds)) problems.push('price must be between 1/100 and 1000/1');
  }
  const tipText = field('Tip price');
  const tipOdds = tipText === '' ? null : parseFractionalOdds(tipText);
  if (tipText !== '' && (!tipOdds || !isOddsInRange(tipOdds)))
    problems.push('tip price must be a fraction such as 5/2');
  const bookmaker = text('Bookmaker', 'bookmaker', 60, false);

  const stakePence = toPence(field('Stake per line'));
  if (stakePence === null || stakePence < 1 || stakePence > MAX_STAKE_POUNDS * 100)
    problems.push(`stake per line must be an amount from 0.01 to ${MAX_STAKE_POUNDS}`);
  const linesText = field('Lines');
  const lineCount = linesText === '' ? 1 : /^\d{1,3}$/.test(linesText) ? Number(linesText) : Number.NaN;
  if (!(lineCount >= 1 && lineCount <= 247)) problems.push('lines must be a whole number from 1 to 247');
  else if (!multipleType && lineCount !== 1) problems.push('lines must be 1 for a single');
  const totalStakePence = toPence(field('Total stake'));
  const expectedTotal =
    stakePence !== null && Number.isInteger(lineCount)
      ? stakePence * lineCount * (type === 'Each Way' ? 2 : 1)
      : null;
  if (totalStakePence === null) problems.push('total stake must be an amount such as 10.00');
  else if (expectedTotal !== null && type && totalStakePence !== expectedTotal)
    problems.push(
      `total stake must be stake per line x lines${type === 'Each Way' ? ' x 2 (each way)' : ''}: ${formatMoney(expectedTotal)}`,
    );

  const status = oneOf(BET_STATUSES, field('Status'));
  if (!status) problems.push('status must be Open, Won, Placed, Lost or Void');
  const returnText = field('Return');
  let returnPence = returnText === '' ? null : toPence(returnText);
  if (returnText !== '' && (returnPence === null || returnPence > MAX_RETURN_PENCE))
    problems.push('return must be an amount such as 12.50');
  else if (status === 'Open' && returnText !== '') problems.push('an open bet has no return yet');
  else if ((status === 'Won' || status === 'Placed') && !returnPence)
    problems.push(`return is required for a ${status === 'Won' ? 'winning' : 'placed'} bet`);
  else if (status === 'Lost' && returnPence) problems.push('a lost bet returns 0');
  else if (
    status === 'Void' &&
    returnPence !== null &&
    totalStakePence !== null &&
    returnPence !== totalStakePence
  )
    problems.push('a void bet returns its total stake');
  if (status === 'Lost') returnPence = 0;
  if (status === 'Void') returnPence = totalStakePence;
  const profitText = field('P/L');
  if (profitText !== '') {
    const isNegative = profitText.startsWith('-');
    const magnitude = toPence(isNegative ? profitText.slice(1) : profitText);
    const expected = returnPence !== null && totalStakePence !== null ? returnPence - totalStakePence : null;
    if (magnitude === null) problems.push('P/L must be an amount such as -5.00');
    else if (status === 'Open') problems.push('an open bet has no P/L yet');
    else if (expected !== null && (isNegative ? -magnitude : magnitude) !== expected)
      problems.push(`P/L must be the return less the total stake: ${formatMoney(expected)}`);
  }
  const voidReason = text('Void reason', 'void reason', 200, false);
  const settledAt = instant('Settled at', 'settled at');
  if (status === 'Open' && settledAt) problems.push('an open bet has no settled time');

  if (problems.length > before) return null;
  return {
    placedAt,
    multipleType: multipleType ?? null,
    course: course as string,
    raceDate: raceDate as string,
    raceTime,
    startsAt: startsAt as Date,
    horse: horse as string,
    type: type as TBetType,
    priceType: priceType as TBetPriceType,
    odds,
    tipOdds,
    bookmaker,
    stakePence: stakePence as number,
    lineCount,
    totalStakePence: totalStakePence as number,
    status: status as TBetStatus,
    returnPence: status === 'Open' ? null : returnPence,
    voidReason,
    settledAt: status === 'Open' ? null : (settledAt ?? now),
  };
};

const COLUMNS_MESSAGE = `The first row must name the export's columns: ${BET_CSV_COLUMNS.join(', ')}`;

/**
 * Reads an import file whole. Rows are numbered as a spreadsheet shows them (the column names are row 1), and each
 * problem names its row: "Row 4: price must be a fraction such as 5/2". Any problem and no bet is taken.
 */
export const readBetsCsv = (text: string, now: Date): TBetsCsvReading => {
  const rows = parseCsv(text);
  if (!rows) return { isValid: false, errors: ['The file has a quoted field that never closes'] };
  const [header, ...lines] = rows;
  if (!header) return { isValid: false, errors: ['The file is empty'] };
  const names = header.map((name) => name.trim().toLowerCase());
  if (
    names.length !== BET_CSV_COLUMNS.length ||
    BET_CSV_COLUMNS.some((column, index) => column.toLowerCase() !== names[index])
  )
    return { isValid: false, errors: [COLUMNS_MESSAGE] };
  if (lines.length === 0) return { isValid: false, errors: ['The file has no bets under its column names'] };
  if (lines.length > MAX_IMPORT_ROWS)
    return {
      isValid: false,
      errors: [`The file has ${lines.length} bets: import at most ${MAX_IMPORT_ROWS} at a time`],
    };
  const errors: string[] = [];
  let rowsWithProblems = 0;
  const bets: TImportedBet[] = [];
  lines.forEach((fields, index) => {
    const rowNumber = index + 2;
    const problems: string[] = [];
    if (fields.length !== BET_CSV_COLUMNS.length) {
      problems.push(`has ${fields.length} columns, not ${BET_CSV_COLUMNS.length}`);
    } else {
      const record = Object.fromEntries(
        BET_CSV_COLUMNS.map((column, at) => [column, fields[at] ?? '']),
      ) as TBetCsvRecord;
      const bet = readLine(record, now, problems);
      if (bet) bets.push(bet);
    }
    if (problems.length > 0) {
      rowsWithProblems += 1;
      for (const problem of problems)
        if (errors.length < MAX_IMPORT_ERRORS) errors.push(`Row ${rowNumber}: ${problem}`);
    }
  });
  if (rowsWithProblems > 0) {
    const listed = new Set(errors.map((error) => error.split(':')[0])).size;
    if (rowsWithProblems > listed) errors.push(`...and ${rowsWithProblems - listed} more rows with problems`);
    return { isValid: false, errors };
  }
  return { isValid: true, bets };
};
