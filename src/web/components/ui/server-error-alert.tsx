import { CircleAlert } from 'lucide-react';

/** The server's answer to a failed submit, above the submit button. */
export const ServerErrorAlert = ({ message }: { message: string | null }) =>
  message ? (
    <div
      role="alert"
      className="flex items-start gap-2 rounded-lg border border-lost/40 bg-lost-50 px-3 py-2.5 text-lost text-sm"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p className="font-medium">{message}</p>
    </div>
  ) : null;
