/**
 * Before a sign-out (here or everywhere): this device's notifications stop first, while the session can still tell the
 * account. The push code loads only now, and never stops a sign-out: a tab older than a release may not find its file,
 * and signing out goes on without it.
 */
export const stopPushOnSignOut = (): Promise<void> =>
  import('./push-notifications').then((push) => push.stopPushBeforeSignOut()).catch(() => undefined);
