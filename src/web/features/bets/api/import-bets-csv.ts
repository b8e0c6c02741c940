import { useMutation, useQueryClient } from '@tanstack/react-query';
import { QUERY_KEYS } from '~/web/lib/api/query-keys';

export type TImportCsvAnswer = { imported: number } | { error: string; errors: string[] };

/**
 * POST /api/bets/import.csv with the file as it is (text/csv). The file's own problems (400, by row) are an answer to
 * show, not a failure; anything else (403 Free or over the Starter cap, 413 too big) comes back as its message.
 */
export const importBetsCsv = async (text: string): Promise<TImportCsvAnswer> => {
  const response = await fetch('/api/bets/import.csv', {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'text/csv' },
    body: text,
  });
  const body = (await response.json().catch(() => null)) as Partial<{
    imported: number;
    error: string;
    errors: string[];
  }> | null;
  if (response.ok && typeof body?.imported === 'number') return { imported: body.imported };
  return {
    error:
      body?.error ??
      (response.status === 413 ? 'The file is larger than 1 MB.' : `The import failed (${response.status}).`),
    errors: body?.errors ?? [],
  };
};

export const useImportBetsCsv = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importBetsCsv,
    onSuccess: (answer) => {
      if ('imported' in answer) void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.bets });
    },
  });
};
