import type { TAdminTip } from '~/domain/admin-tips.contract';

export const adminTip = (overrides: Partial<TAdminTip> = {}): TAdminTip => ({
  id: 1,
  date: '2025-06-14',
  racecourse: 'Ascot',
  time: '14:30',
  horse: 'Desert Crown',
  betType: 'Win',
  category: 'Daily Selection',
  odds: '5/2',
  analysis: 'Ran well last time.',
  accessLevel: 'Free',
  result: null,
  resultComment: null,
  tipster: 'RacePro Team',
  confidence: 3,
  sp: null,
  deadHeat: null,
  deadHeatPosition: null,
  rule4Pence: 0,
  publishedAt: '2025-06-14T08:00:00.000Z',
  raceStarted: false,
  places: 3,
  ...overrides,
});

export const tipPage = (tips: TAdminTip[], { page = 1, pageSize = 20, total = tips.length } = {}) => ({
  tips,
  page,
  pageSize,
  total,
});
