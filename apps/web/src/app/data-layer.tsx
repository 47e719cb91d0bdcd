import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../lib/query-client';
// every page that parses with zod is under this layer (the login page has no zod)
import '../lib/zod-jitless';

/**
 * The data cache's provider, a lazy chunk (router.tsx): every page but the login reads and writes
 * through TanStack Query; the login page calls the API directly and stays without it.
 * Renders its child routes, or `children` (the root's error page).
 */
export default function DataLayer({ children }: { children?: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children ?? <Outlet />}</QueryClientProvider>;
}
