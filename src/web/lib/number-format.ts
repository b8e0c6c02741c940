/**
 * Figures shown in records, one number of decimal places each everywhere: percentages to one place (`25.0%`),
 * level-stakes points to two (`+12.50 pts`).
 */
const percent = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const points = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** `25.0%`, `-6.5%`; `signed` adds a plus to a positive figure (ROI). */
export const formatPercent = (value: number, signed = false): string => {
  const text = percent.format(value);
  // NOTE: a value that rounds to zero reads 0.0%, never -0.0%.
  if (text === '-0.0') return '0.0%';
  return `${signed && value > 0 && text !== '0.0' ? '+' : ''}${text}%`;
};

/** Level-stakes points: `12.50 pts`. */
export const formatPoints = (value: number): string => `${points.format(value)} pts`;

/** Level-stakes points, signed: `+12.50 pts`, `-3.00 pts`, `0.00 pts`. */
export const formatSignedPoints = (value: number): string => {
  const text = points.format(Math.abs(value));
  const sign = text === '0.00' ? '' : value > 0 ? '+' : value < 0 ? '-' : '';
  return `${sign}${text} pts`;
};
