import { FlaskConical } from 'lucide-react';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '~/domain/auth.contract';
import { Badge } from '~/web/components/ui/badge';
import { Button } from '~/web/components/ui/button';

const ADMIN_DEMO = { username: 'admin', password: 'admin' } as const;

type TDemoAccountsPanelProps = {
  onUse: (credentials: { identifier: string; password: string }) => void;
};

/** DESIGN.md section 6: the seeded demo accounts, listed only while the server runs in demo mode. */
export const DemoAccountsPanel = ({ onUse }: TDemoAccountsPanelProps) => (
  <section aria-labelledby="demo-accounts-title" className="rounded-lg border border-gold/50 bg-gold-50 p-4">
    <h2 id="demo-accounts-title" className="flex items-center gap-2 font-bold text-ink text-sm">
      <FlaskConical aria-hidden="true" className="size-4 text-gold-700" />
      Demo accounts
    </h2>
    <p className="mt-1 text-ink/80 text-xs">
      One account per plan. Password for each:{' '}
      <code className="rounded bg-card px-1 py-0.5 font-mono">{DEMO_PASSWORD}</code>
    </p>
    <ul className="mt-3 divide-y divide-gold/30">
      {DEMO_ACCOUNTS.map(({ email, tier }) => (
        <li key={email} className="flex items-center gap-2 py-1.5">
          <span className="min-w-0 flex-1 truncate font-mono text-ink text-xs sm:text-sm">{email}</span>
          <Badge variant={tier === 'Free' ? 'neutral' : tier === 'Starter' ? 'brand' : 'gold'}>{tier}</Badge>
          <Button
            size="sm"
            variant="outline"
            aria-label={`Use ${email}`}
            onClick={() => onUse({ identifier: email, password: DEMO_PASSWORD })}
          >
            Use
          </Button>
        </li>
      ))}
      <li className="flex items-center gap-2 py-1.5">
        <span className="min-w-0 flex-1 text-ink text-xs sm:text-sm">
          Administrator: <span className="font-mono">{ADMIN_DEMO.username}</span> /{' '}
          <span className="font-mono">{ADMIN_DEMO.password}</span>
        </span>
        <Button
          size="sm"
          variant="outline"
          aria-label="Use the admin account"
          onClick={() => onUse({ identifier: ADMIN_DEMO.username, password: ADMIN_DEMO.password })}
        >
          Use
        </Button>
      </li>
    </ul>
  </section>
);
