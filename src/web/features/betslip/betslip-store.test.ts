import { afterEach, describe, expect, it } from 'vitest';
import {
  BETSLIP_STORAGE_KEY,
  getBetslipCount,
  getBetslipState,
  resetBetslipStoreForTests,
  toggleBetslip,
} from './betslip-store';

const item = {
  raceEntryId: 1,
  horse: 'Galopin',
  race: '2:30 Ascot',
  track: 'Ascot',
  odds: '5/2',
  type: 'Win',
  stake: 5,
};

afterEach(() => {
  window.localStorage.clear();
  resetBetslipStoreForTests();
});

describe('betslip store', () => {
  it('reads saved items', () => {
    window.localStorage.setItem(BETSLIP_STORAGE_KEY, JSON.stringify({ items: [item], isOpen: false }));
    expect(getBetslipCount()).toBe(1);
  });

  it('tolerates corrupt or outdated storage', () => {
    window.localStorage.setItem(BETSLIP_STORAGE_KEY, '{not json');
    expect(getBetslipState()).toEqual({ items: [], isOpen: false });
    resetBetslipStoreForTests();
    window.localStorage.setItem(
      BETSLIP_STORAGE_KEY,
      JSON.stringify({ items: [{ horse: 1 }], isOpen: 'yes' }),
    );
    expect(getBetslipCount()).toBe(0);
  });

  it('saves changes and starts a new visit closed', () => {
    toggleBetslip();
    expect(getBetslipState().isOpen).toBe(true);
    expect(JSON.parse(window.localStorage.getItem(BETSLIP_STORAGE_KEY) ?? '{}')).toMatchObject({
      isOpen: true,
    });
    resetBetslipStoreForTests();
    expect(getBetslipState().isOpen).toBe(false);
  });
});
