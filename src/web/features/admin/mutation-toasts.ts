import { toast } from '~/web/components/ui/use-toast';
import { ApiError } from '~/web/lib/api-client';

/** A refused write shows the server's reason; an unreachable server says so (spec 2 section 8). */
export const toastWriteFailure = (error: unknown, refusedTitle: string) => {
  if (error instanceof ApiError) {
    toast({ variant: 'destructive', title: refusedTitle, description: error.userMessage });
  } else {
    toast({ variant: 'destructive', title: 'Error', description: 'Failed to connect to the server.' });
  }
};
