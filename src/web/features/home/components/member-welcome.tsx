import type { TViewer } from '~/web/lib/api/use-viewer';

/** A signed-in member's home opens on today's racing, not a sales pitch: one line of greeting above the tips. */
export const MemberWelcome = ({ viewer }: { viewer: TViewer }) => {
  const name = viewer.me?.user.username ?? viewer.me?.user.email.split('@')[0] ?? '';
  return (
    <div>
      <h1 className="font-bold text-2xl text-ink tracking-tight sm:text-3xl">Today's racing</h1>
      {name ? <p className="mt-1 text-muted">Welcome back, {name}.</p> : null}
    </div>
  );
};
