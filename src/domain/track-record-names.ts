import type { TTrackRecord } from './track-record.contract';

/**
 * What the track record's figures are called wherever they are shown (home, /tips, the chat), so a rate is never
 * read as the other and a profit always says its price basis. Each names a field of the track record.
 */
export const TRACK_RECORD_NAMES = {
  /** `wonStrikeRate`: the horse won the race. */
  wonRace: 'Won the race',
  /** `strikeRate`: the tip returned more than its stake (DESIGN's winner, placed each-way tips included). */
  returnedProfit: 'Returned a profit',
  /** `profitPoints`: level stakes at the prices the tips advised. */
  advisedProfit: 'Profit at advised prices',
  /** `profitPointsSp`: the same stakes at starting prices, shown after the advised profit. */
  spProfit: 'At SP',
} as const;

type TSpSample = Pick<TTrackRecord, 'ran' | 'spSample'>;

/** "38 of 50 tips with an SP": the sample the SP profit is over. */
export const spSampleText = ({ ran, spSample }: TSpSample): string =>
  `${spSample} of ${ran} ${ran === 1 ? 'tip' : 'tips'} with an SP`;

/** "At SP" when every tip that ran has an SP, "At SP (38 of 50 tips with an SP)" when not; null when none has. */
export const spProfitName = (record: TSpSample): string | null => {
  if (record.spSample === 0) return null;
  if (record.spSample === record.ran) return TRACK_RECORD_NAMES.spProfit;
  return `${TRACK_RECORD_NAMES.spProfit} (${spSampleText(record)})`;
};
