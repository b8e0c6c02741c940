import { History } from 'lucide-react';
import { useState } from 'react';
import type { TAdminTip } from '~/domain/admin-tips.contract';
import { formatUkDateTime } from '~/domain/uk-date-format';
import { Button } from '~/web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '~/web/components/ui/dialog';
import { Spinner } from '~/web/components/ui/spinner';
import { ApiError } from '~/web/lib/api-client';
import { useTipAudit } from '../api/get-tip-audit';
import { auditChanges } from '../audit-changes';

const ACTION_LABELS: Record<string, string> = {
  result: 'Result recorded',
  correction: 'Tip corrected',
  delete: 'Deleted',
};

const AuditList = ({ tipId, isOpen }: { tipId: number; isOpen: boolean }) => {
  const audit = useTipAudit(tipId, { enabled: isOpen });
  if (audit.isPending) return <Spinner label="Loading history" />;
  if (audit.isError) {
    const message =
      audit.error instanceof ApiError ? audit.error.userMessage : 'Failed to connect to the server.';
    return (
      <div role="alert" className="space-y-3">
        <p className="text-lost">Could not load the history. {message}</p>
        <Button variant="outline" size="sm" onClick={() => void audit.refetch()}>
          Retry
        </Button>
      </div>
    );
  }
  if (!audit.data?.length)
    return <p className="text-muted">No changes recorded since this tip was published.</p>;
  return (
    <ol className="space-y-3">
      {audit.data.map((entry) => (
        <li key={entry.id} className="rounded-lg border border-line p-3 text-sm">
          <p className="font-semibold">
            {ACTION_LABELS[entry.action] ?? entry.action}{' '}
            <span className="font-normal text-muted">{formatUkDateTime(entry.createdAt)}</span>
          </p>
          {entry.reason ? <p className="mt-1">Reason: {entry.reason}</p> : null}
          <ul className="mt-1 space-y-0.5 text-muted">
            {auditChanges(entry.before, entry.after).map((change) => (
              <li key={change.label} className="break-words">
                {change.label}: {change.from} → {change.to}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
};

/** The audit trail of one tip: results recorded, corrections and who-changed-what. */
export const TipHistoryDialog = ({ tip }: { tip: TAdminTip }) => {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm">
          <History aria-hidden="true" />
          History<span className="sr-only">: {tip.horse}</span>
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>History</DialogTitle>
          <DialogDescription>
            {tip.horse}, {tip.time} {tip.racecourse}
          </DialogDescription>
        </DialogHeader>
        <AuditList tipId={tip.id} isOpen={isOpen} />
      </DialogContent>
    </Dialog>
  );
};
