import { QueryClientContext } from '@tanstack/react-query';
import { useContext } from 'react';

/**
 * NOTE: the app always provides a QueryClient, but the shell's own test renders the layout without one. The betslip
 * then still lists and edits the slip, keeping placed bets on the device as for a guest, and the sync stays off.
 */
export const useHasQueryClient = (): boolean => useContext(QueryClientContext) !== undefined;
