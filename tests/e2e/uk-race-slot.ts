/**
 * Today's UK date and the first whole minute at least `aheadMs` from now, with that off as an instant; null when the
 * UK day ends first (the journeys that publish a race then skip themselves).
 */
export const ukRaceSlot = (aheadMs: number) => {
  const off = new Date(Math.ceil((Date.now() + aheadMs) / 60_000) * 60_000);
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(off);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());
  const date = `${part('year')}-${part('month')}-${part('day')}`;
  return date === today ? { date, time: `${part('hour')}:${part('minute')}`, off } : null;
};
