import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { createQueryClient } from '~/web/lib/query-client';

/** The app's providers; `client` is one made ahead (seeded with what the page already says), or a new one. */
export const AppProviders = ({ children, client }: { children: ReactNode; client?: QueryClient }) => {
  const [queryClient] = useState(() => client ?? createQueryClient());
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
};
