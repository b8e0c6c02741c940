import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { entryIds, entryOutcomesQueryOptions } from '~/web/lib/api/get-entry-outcomes';
import { setEntryTerms, type TBetslipItem } from '~/web/lib/betslip-store';

/**
 * Lines added without their race's each-way terms (older slips, sources that do not send them) get them from the
 * entry, so the potential return matches the server's to the penny.
 */
export const useFillItemTerms = (items: readonly TBetslipItem[]) => {
  const ids = entryIds(items.filter((item) => !item.terms).map((item) => item.raceEntryId));
  const { data } = useQuery(entryOutcomesQueryOptions(ids));
  useEffect(() => {
    for (const outcome of data ?? []) setEntryTerms(outcome.id, outcome.terms);
  }, [data]);
};
