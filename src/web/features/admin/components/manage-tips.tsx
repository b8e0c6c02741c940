import { useQueryClient } from '@tanstack/react-query';
import { Inbox, Plus, RefreshCw } from 'lucide-react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { ADMIN_TIP_FILTERS } from '~/domain/tips';
import { Button } from '~/web/components/ui/button';
import { EmptyState } from '~/web/components/ui/empty-state';
import { SelectField } from '~/web/components/ui/select';
import { QUERY_KEYS } from '~/web/lib/api/query-keys';
import { ADMIN_TIPS_PAGE_SIZE, type TAdminTipFilter, useAdminTips } from '../api/get-admin-tips';
import { AdminTipList } from './admin-tip-list';
import { TipsListLoading, TipsLoadError } from './tips-list-states';
import { TipsPagination } from './tips-pagination';

const FILTER_LABELS: Record<TAdminTipFilter, string> = {
  all: 'All tips',
  free: 'Free',
  premium: 'Paid plans (Starter, Monthly, Lifetime)',
  pending: 'Pending (no result yet)',
  resulted: 'Resulted',
};

const toFilter = (value: string | null): TAdminTipFilter =>
  ADMIN_TIP_FILTERS.find((filter) => filter === value) ?? 'all';
const toPage = (value: string | null): number => Math.max(1, Math.trunc(Number(value)) || 1);

/** The Manage Tips tab: server-side filter and pages, kept in the address so a reload keeps the place. */
export const ManageTips = ({ onAddTip }: { onAddTip: () => void }) => {
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = toFilter(searchParams.get('filter'));
  const page = toPage(searchParams.get('page'));
  const tips = useAdminTips({ filter, page, pageSize: ADMIN_TIPS_PAGE_SIZE });
  const data = tips.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  const show = (next: { filter: TAdminTipFilter; page: number }) =>
    setSearchParams(
      {
        tab: 'manage',
        ...(next.filter === 'all' ? {} : { filter: next.filter }),
        ...(next.page > 1 ? { page: String(next.page) } : {}),
      },
      { replace: true },
    );

  useEffect(() => {
    // A 401 means the admin session ended: the check flips the page back to the login form.
    if (data === null) void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.adminCheck });
  }, [data, queryClient]);

  useEffect(() => {
    // After deletes the last page can disappear: step back to the new last page.
    if (data && !tips.isPlaceholderData && page > pageCount) show({ filter, page: pageCount });
  });

  return (
    <section aria-labelledby="manage-tips-heading" className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <h2 id="manage-tips-heading" className="font-semibold text-ink text-lg">
          Manage Tips
        </h2>
        <div className="flex items-end gap-3">
          <SelectField
            id="admin-tips-filter"
            label="Show"
            className="min-w-0 flex-1 sm:w-56 sm:flex-none"
            value={filter}
            onChange={(event) => show({ filter: toFilter(event.target.value), page: 1 })}
            options={ADMIN_TIP_FILTERS.map((value) => ({ value, label: FILTER_LABELS[value] }))}
          />
          <Button variant="outline" onClick={() => void tips.refetch()} disabled={tips.isFetching}>
            <RefreshCw
              aria-hidden="true"
              className={tips.isFetching ? 'motion-safe:animate-spin' : undefined}
            />
            Refresh
          </Button>
        </div>
      </div>
      {tips.isPending ? (
        <TipsListLoading />
      ) : tips.isError && !data ? (
        <TipsLoadError error={tips.error} onRetry={() => void tips.refetch()} />
      ) : data === null || data === undefined ? (
        <p role="status" className="text-muted">
          Your admin session has ended. Please log in again.
        </p>
      ) : (
        <>
          {tips.isError ? <TipsLoadError error={tips.error} onRetry={() => void tips.refetch()} /> : null}
          {tips.isPlaceholderData ? (
            <p role="status" className="text-muted text-sm">
              Loading tips...
            </p>
          ) : null}
          {data.tips.length === 0 ? (
            <EmptyState
              icon={Inbox}
              headingLevel="h3"
              title="No tips found. Add your first tip to get started!"
              action={
                <Button onClick={onAddTip}>
                  <Plus aria-hidden="true" />
                  Add New Tip
                </Button>
              }
            />
          ) : (
            <AdminTipList tips={data.tips} />
          )}
          <TipsPagination
            page={page}
            pageCount={pageCount}
            onPageChange={(next) => show({ filter, page: next })}
          />
        </>
      )}
    </section>
  );
};
