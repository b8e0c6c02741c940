import { continueVisit, type TVisit } from '~/domain/reality-check';
import { readStored, storedKeyChanges } from '~/web/lib/device-storage';

/**
 * This visit to the site (src/domain/reality-check.ts), shared by every tab through local storage: when it started,
 * when a page of it was last open and visible, and when its last reality check was closed. Nothing here leaves the
 * device. Unreadable text reads as no visit, so a new one starts.
 */
export const VISIT_STORAGE_KEY = 'racepro.visit';

const isTime = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0;

export const parseVisit = (stored: string | null): TVisit | null => {
  try {
    const raw = JSON.parse(stored ?? 'null') as Partial<Record<keyof TVisit, unknown>> | null;
    if (typeof raw !== 'object' || raw === null || !isTime(raw.startedAt) || !isTime(raw.lastSeenAt))
      return null;
    return {
      startedAt: raw.startedAt,
      lastSeenAt: raw.lastSeenAt,
      checkedAt: isTime(raw.checkedAt) ? raw.checkedAt : null,
    };
  } catch {
    return null;
  }
};

// NOTE: where storage is blocked the visit lives in this page only.
let inPage: TVisit | null = null;

export const readVisit = (): TVisit | null => parseVisit(readStored(VISIT_STORAGE_KEY)) ?? inPage;

const writeVisit = (visit: TVisit): TVisit => {
  inPage = visit;
  try {
    localStorage.setItem(VISIT_STORAGE_KEY, JSON.stringify(visit));
  } catch {
    // storage blocked: kept in this page
  }
  return visit;
};

/** A page of the site is open and visible at `now`: the visit carries on (or a new one starts). */
export const touchVisit = (now: number): TVisit => writeVisit(continueVisit(readVisit(), now));

/** The reality check was closed at `now`: the next one counts from here, in every tab. */
export const markChecked = (now: number): TVisit =>
  writeVisit({ ...continueVisit(readVisit(), now), checkedAt: now });

/** Another tab changed the visit (it closed a check, or started a new visit). */
export const subscribeVisitFromOtherTabs = storedKeyChanges(VISIT_STORAGE_KEY).subscribe;

/** For tests. */
export const resetVisitForTests = () => {
  inPage = null;
  localStorage.removeItem(VISIT_STORAGE_KEY);
};
