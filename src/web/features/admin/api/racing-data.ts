import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TImportKind,
  TImportRecord,
  TRacecardsSummary,
  TResultsSummary,
} from '~/domain/racing-data-import.contract';
import { invalidateTipQueries } from '~/web/lib/api/create-tip';
import { apiGet, apiRequest } from '~/web/lib/api-client';
import { RACECARDS_KEY } from './get-racecards';

/** GET /api/admin/racing-data/imports: the latest imports, newest first. */
export const getRacingDataImports = ({ signal }: { signal?: AbortSignal } = {}) =>
  apiGet<TImportRecord[]>('/api/admin/racing-data/imports', { signal });

export const racingDataImportsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'racing-data', 'imports'] as const,
    queryFn: ({ signal }) => getRacingDataImports({ signal }),
  });

export const useRacingDataImports = () => useQuery(racingDataImportsQueryOptions());

export type TImportFileInput = { kind: TImportKind; label: string; file: unknown };

/** POST /api/admin/racing-data/{racecards|results}?label=: the file's JSON; what changed, or every row's problem. */
export const importRacingDataFile = ({ kind, label, file }: TImportFileInput) =>
  apiRequest<TRacecardsSummary | TResultsSummary>(
    'POST',
    `/api/admin/racing-data/${kind}?label=${encodeURIComponent(label)}`,
    file,
  );

export const useImportRacingDataFile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importRacingDataFile,
    retry: false,
    // A refused file is on the trail too only when it went in; either way the list is read again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: racingDataImportsQueryOptions().queryKey }),
    onSuccess: () =>
      Promise.all([
        invalidateTipQueries(queryClient),
        queryClient.invalidateQueries({ queryKey: RACECARDS_KEY }),
      ]),
  });
};
