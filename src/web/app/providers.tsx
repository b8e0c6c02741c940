import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { deferredComponent } from '~/web/lib/deferred';
import { createQueryClient } from '~/web/lib/query-client';

// The toaster (Radix Toast) loads after the first paint; toasts raised before it arrives wait in the store.
const Toaster = deferredComponent(() =>
  import('~/web/components/ui/toaster').then((module) => module.Toaster),
);

export const AppProviders = ({ children }: { children: ReactNode }) => {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
};
