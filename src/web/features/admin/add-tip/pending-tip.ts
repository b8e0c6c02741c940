import { z } from 'zod';
import type { TCreateTipBody } from '~/domain/tip-authoring.contract';

/** Spec 2 section 4: a tip the server did not take is kept under this key with its submittedAt (ISO). */
export const PENDING_TIP_KEY = 'pendingTip';

export type TPendingTip = TCreateTipBody & { submittedAt: string };

// NOTE: only the shape is checked here; the server validates the tip itself when it is sent.
const ZStoredTip = z.looseObject({
  tipDate: z.string(),
  racecourse: z.string(),
  raceTime: z.string(),
  horseName: z.string(),
  betType: z.string(),
  odds: z.string(),
  accessLevel: z.string(),
  confidence: z.number(),
  submittedAt: z.string(),
});

export const readPendingTip = (): TPendingTip | null => {
  try {
    const raw = localStorage.getItem(PENDING_TIP_KEY);
    if (!raw) return null;
    const parsed = ZStoredTip.safeParse(JSON.parse(raw));
    return parsed.success ? (parsed.data as TPendingTip) : null;
  } catch {
    return null;
  }
};

/** Stores the tip; null when the device refuses (private mode, storage full). */
export const savePendingTip = (body: TCreateTipBody, now: Date = new Date()): TPendingTip | null => {
  const tip: TPendingTip = { ...body, submittedAt: now.toISOString() };
  try {
    localStorage.setItem(PENDING_TIP_KEY, JSON.stringify(tip));
    return tip;
  } catch {
    return null;
  }
};

export const clearPendingTip = (): void => {
  try {
    localStorage.removeItem(PENDING_TIP_KEY);
  } catch {
    // storage unavailable: nothing was kept
  }
};

export const toTipBody = ({ submittedAt: _submittedAt, ...body }: TPendingTip): TCreateTipBody => body;
