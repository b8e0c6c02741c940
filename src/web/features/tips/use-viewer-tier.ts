import type { TTier } from '~/domain/tiers';
// NOTE: the signed-in user is shared app state; useMe is the one auth import features may make.
import { useMe } from '~/web/lib/api/get-me';

/** The viewer's plan for showing pitches (the server decides what each tip reveals); guests are Free. */
export const useViewerTier = (): { tier: TTier; isKnown: boolean } => {
  const me = useMe();
  const subscription = me.data?.subscription;
  const tier: TTier = subscription?.isActive ? subscription.tier : 'Free';
  return { tier, isKnown: me.isSuccess || me.isError };
};
