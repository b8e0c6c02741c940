import { useSyncExternalStore } from 'react';
import { isLessonId, QUESTIONS_PER_LESSON } from '~/domain/learn';
import { readStored, storedKeyChanges } from '~/web/lib/device-storage';

/**
 * Quiz scores kept on this device: a guest's progress, and a member's when the server could not be reached, until
 * they are merged into the account (best score wins). Only well-formed entries are read back: a known lesson id and a
 * whole score from 0 to 6.
 */
export const DEVICE_LEARN_STORAGE_KEY = 'racepro.learnProgress';

type TScores = Readonly<Record<string, number>>;
const EMPTY: TScores = Object.freeze({});

const parse = (text: string | null): TScores => {
  try {
    const raw: unknown = JSON.parse(text ?? '{}');
    if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return EMPTY;
    const scores: Record<string, number> = {};
    for (const [id, score] of Object.entries(raw)) {
      if (isLessonId(id) && Number.isInteger(score) && score >= 0 && score <= QUESTIONS_PER_LESSON)
        scores[id] = score as number;
    }
    return scores;
  } catch {
    return EMPTY;
  }
};

const readText = (): string | null => readStored(DEVICE_LEARN_STORAGE_KEY);

// The parsed scores are kept while the stored text is unchanged, so every read of an unchanged store gives the same
// object (what useSyncExternalStore needs) and a change made elsewhere (another tab, a test) is still seen.
let cache: { text: string | null; scores: TScores } | null = null;
const changes = storedKeyChanges(DEVICE_LEARN_STORAGE_KEY);

export const getDeviceScores = (): TScores => {
  const text = readText();
  if (cache?.text !== text) cache = { text, scores: parse(text) };
  return cache.scores;
};

const write = (scores: TScores) => {
  try {
    if (Object.keys(scores).length === 0) localStorage.removeItem(DEVICE_LEARN_STORAGE_KEY);
    else localStorage.setItem(DEVICE_LEARN_STORAGE_KEY, JSON.stringify(scores));
  } catch {
    // Storage full or blocked (private mode): the score still shows for this visit.
  }
  changes.notify();
};

/** Keeps `score` for the lesson unless the device already holds a better one. */
export const saveDeviceScore = (lessonId: string, score: number) => {
  const current = getDeviceScores();
  if ((current[lessonId] ?? -1) >= score) return;
  write({ ...current, [lessonId]: score });
};

/** Forgets the given lessons' scores (after they reached the account). */
export const forgetDeviceScores = (lessonIds: readonly string[]) => {
  const current = getDeviceScores();
  write(Object.fromEntries(Object.entries(current).filter(([id]) => !lessonIds.includes(id))));
};

export const useDeviceScores = (): TScores =>
  useSyncExternalStore(changes.subscribe, getDeviceScores, () => EMPTY);
