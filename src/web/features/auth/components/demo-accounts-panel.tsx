import { FlaskConical } from 'lucide-react';
import type { TSiteInfo } from '~/domain/site.contract';
import { Badge } from '~/web/components/ui/badge';
import { Button } from '~/web/components/ui/button';

export type TDemoAccounts = NonNullable<TSiteInfo['demoAccounts']>;

type TDemoAccountsPanelProps = {
  accounts: TDemoAccounts;
  onUse: (credentials: { identifier: string; password: string }) => void;
};

/**
 * DESIGN.md section 6: the accounts the server seeded, listed only while it runs in demo mode. The administrator's
 * password shows only when it is the demo default; one set through ADMIN_PASSWORD is never sent to the browser.
 */
export const DemoAccountsPanel = ({ accounts, onUse }: TDemoAccountsPanelProps) => (
  <section aria-labelledby="demo-accounts-title" className="rounded-lg border border-gold/50 bg-gold-50 p-4">
    <h2 id="demo-accounts-title" className="flex items-center gap-2 font-bold text-ink text-sm">
      <FlaskConical aria-hidden="true" className="size-4 text-gold-700" />
      Demo accounts
    </h2>
    <p className="mt-1 text-ink/80 text-xs">
      One account per plan. Password for each:{' '}
      <code className="rounded bg-card px-1 py-0.5 font-mono">{accounts.password}</code>
    </p>
    <ul className="mt-3 divide-y divide-gold/30">
      {accounts.members.map(({ email, tier }) => (
        <li key={email} className="flex items-center gap-2 py-1.5">
          <span className="min-w-0 flex-1 truncate font-mono text-ink text-xs sm:text-sm">{email}</span>
          <Badge variant={tier === 'Free' ? 'neutral' : tier === 'Starter' ? 'brand' : 'gold'}>{tier}</Badge>
          <Button
            size="sm"
            variant="outline"
            aria-label={`Use ${email}`}
            onClick={() => onUse({ identifier: email, password: accounts.password })}
          >
            Use
          </Button>
        </li>
      ))}
      <li className="flex items-center gap-2 py-1.5">
        <span className="min-w-0 flex-1 text-ink text-xs sm:text-sm">
          Administrator: <span className="font-mono">{accounts.admin.username}</span>
          {accounts.admin.password === null ? (
            <> (password set by ADMIN_PASSWORD)</>
          ) : (
            <>
              {' '}
              / <span className="font-mono">{accounts.admin.password}</span>
            </>
          )}
        </span>
        <Button
          size="sm"
          variant="outline"
          aria-label="Use the admin account"
          onClick={() =>
            onUse({ identifier: accounts.admin.username, password: accounts.admin.password ?? '' })
          }
        >
          Use
        </Button>
      </li>
    </ul>
  </section>
);
