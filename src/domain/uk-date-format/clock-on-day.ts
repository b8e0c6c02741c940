import { dropComma, toInstant, ukInstantFormatter } from './clock';
import { formatUkClock } from './clock-time';

const ukWeekdayDate = /* @__PURE__ */ ukInstantFormatter(
  { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' },
  dropComma,
);

/** `09:05 on Thu 15 Jan 2026`: when a limit or a break starts or ends. */
export const formatUkClockOnDay = (value: string | Date): string => {
  const instant = toInstant(value);
  return instant ? `${formatUkClock(instant)} on ${ukWeekdayDate(instant)}` : String(value);
};
