import { Globe, Laptop, Server } from 'lucide-react';
import type { TCurrentAddress } from '../read-current-address';

const SUMMARY = {
  custom: {
    icon: Globe,
    title: 'Custom domain',
    text: 'This site is served from its own domain name.',
    className: 'border-won/30 bg-won-50 text-won',
  },
  platform: {
    icon: Server,
    title: 'Default hosting domain',
    text: "This site is served from its hosting platform's own address, not a custom domain.",
    className: 'border-gold/40 bg-gold-50 text-gold-700',
  },
  local: {
    icon: Laptop,
    title: 'Default hosting domain (local)',
    text: 'This site is running on this computer or a local network address.',
    className: 'border-gold/40 bg-gold-50 text-gold-700',
  },
  'ip-address': {
    icon: Server,
    title: 'IP address',
    text: 'This site is reached by a bare IP address rather than a domain name.',
    className: 'border-line bg-void-50 text-void',
  },
} as const;

export const ConnectionSummary = ({ address }: { address: TCurrentAddress }) => {
  const summary = SUMMARY[address.kind];
  const Icon = summary.icon;
  return (
    <div role="status" className={`flex items-start gap-4 rounded-card border p-5 ${summary.className}`}>
      <Icon aria-hidden="true" className="mt-0.5 size-7 shrink-0" />
      <div className="min-w-0">
        <p className="font-bold text-lg">{summary.title}</p>
        <p className="mt-1 text-ink">
          {summary.text}
          {address.provider && address.kind === 'platform' ? ` Platform: ${address.provider}.` : null}
        </p>
        <p className="mt-2 break-words font-mono text-ink text-sm">{address.hostname || '(no hostname)'}</p>
      </div>
    </div>
  );
};
