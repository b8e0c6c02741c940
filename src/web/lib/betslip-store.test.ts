import { afterEach, describe, expect, it } from 'vitest';
import {
  addItem,
  BETSLIP_STORAGE_KEY,
  clearBetslip,
  getBetslipCount,
  getBetslipState,
  removeAt,
  removeItemsByKey,
  resetBetslipStoreForTests,
  setEntryTerms,
  setType,
  toggleBetslip,
  updateStake,
} from '~/web/lib/betslip-store';
import { betslipItem as item } from '~/web/test/betslip-item';

afterEach(() => {
  window.localStorage.clear();
  resetBetslipStoreForTests();
});

const stakes = () => getBetslipState().items.map((i) => [i.horse, i.type, i.stake]);

describe('betslip store', () => {
  it('reads saved items', () => {
    window.localStorage.setItem(BETSLIP_STORAGE_KEY, JSON.stringify({ items: [item()], isOpen: false }));
    expect(getBetslipCount()).toBe(1);
  });

  it('tolerates corrupt or outdated storage, keeping the good lines', () => {
    window.localStorage.setItem(BETSLIP_STORAGE_KEY, '{not json');
    expect(getBetslipState()).toEqual({ items: [], isOpen: false });
    resetBetslipStoreForTests();
    window.localStorage.setItem(
      BETSLIP_STORAGE_KEY,
      JSON.stringify({ items: [{ horse: 1 }], isOpen: 'yes' }),
    );
    expect(getBetslipCount()).toBe(0);
    resetBetslipStoreForTests();
    const { terms: _terms, raceDate: _date, ...older } = item();
    window.localStorage.setItem(BETSLIP_STORAGE_KEY, JSON.stringify({ items: [older, { stake: -1 }] }));
    expect(getBetslipState().items).toEqual([older]);
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

  it('replaces the stake for the same entry and type instead of duplicating, and opens the panel', () => {
    addItem(item({ stake: 5 }));
    expect(getBetslipState().isOpen).toBe(true);
    toggleBetslip();
    addItem(item({ stake: 12 }));
    expect(stakes()).toEqual([['Galopin', 'Win', 12]]);
    expect(getBetslipState().isOpen).toBe(true);
    addItem(item({ type: 'Each Way', stake: 2 }));
    expect(stakes()).toEqual([
      ['Galopin', 'Win', 12],
      ['Galopin', 'Each Way', 2],
    ]);
  });

  it('removes by position, updates stakes (zero or more, to the penny) and clears', () => {
    addItem(item({ raceEntryId: 1, horse: 'A' }));
    addItem(item({ raceEntryId: 2, horse: 'B' }));
    addItem(item({ raceEntryId: 3, horse: 'C' }));
    removeAt(1);
    expect(getBetslipState().items.map((i) => i.horse)).toEqual(['A', 'C']);
    updateStake(1, 2.555);
    updateStake(0, -3);
    updateStake(0, Number.NaN);
    expect(stakes()).toEqual([
      ['A', 'Win', 5],
      ['C', 'Win', 2.56],
    ]);
    updateStake(0, 0);
    expect(getBetslipState().items[0]?.stake).toBe(0);
    clearBetslip();
    expect(getBetslipCount()).toBe(0);
  });

  it('changes the type, merging with a line that becomes the same selection', () => {
    addItem(item({ type: 'Win', stake: 5 }));
    addItem(item({ type: 'Place', stake: 3 }));
    setType(1, 'Each Way');
    expect(stakes()).toEqual([
      ['Galopin', 'Win', 5],
      ['Galopin', 'Each Way', 3],
    ]);
    setType(1, 'Win');
    expect(stakes()).toEqual([['Galopin', 'Win', 3]]);
  });

  it('fills missing terms for an entry and removes recorded lines by key', () => {
    addItem(item({ raceEntryId: 1, terms: undefined }));
    addItem(item({ raceEntryId: 2, terms: undefined }));
    setEntryTerms(1, { places: 2, fractionNum: 1, fractionDen: 4 });
    expect(getBetslipState().items.map((i) => i.terms)).toEqual([
      { places: 2, fractionNum: 1, fractionDen: 4 },
      undefined,
    ]);
    removeItemsByKey(['1|Win']);
    expect(getBetslipState().items.map((i) => i.raceEntryId)).toEqual([2]);
  });
});
