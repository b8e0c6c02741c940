import { ukInstantFormatter } from './clock';

/** `09:05`: the 24-hour UK clock (a tip's publish time, a race's off). */
export const formatUkClock = /* @__PURE__ */ ukInstantFormatter({ hour: '2-digit', minute: '2-digit' });
