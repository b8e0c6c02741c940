import { MessageCircle, X } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { HELPLINES, PRODUCT_NAME } from '~/domain/site';
import { buttonClasses } from '~/web/components/ui/button';
import { cn } from '~/web/lib/cn';
import { CHAT_BUTTON_CLASSES, PANEL_CLASSES } from './floating-position';

const QUICK_HELP = [
  { to: '/tips', label: "Today's tips" },
  { to: '/betting-guide', label: 'Betting Guide' },
  { to: '/responsible-gambling', label: 'Responsible Gambling' },
] as const;

/** Spec 2 "Global overlays": a floating chat button opening a panel titled as the product assistant. */
export const ChatButton = ({ defaultOpen = false }: { defaultOpen?: boolean }) => {
  const [isOpen, setIsOpen] = useState(defaultOpen);
  const titleId = useId();
  const helpline = HELPLINES.nationalGamblingHelpline;
  return (
    <Popover.Root open={isOpen} onOpenChange={setIsOpen}>
      <Popover.Trigger aria-label="Open chat assistant" className={CHAT_BUTTON_CLASSES}>
        <MessageCircle aria-hidden="true" className="size-6" />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          side="top"
          align="end"
          sideOffset={12}
          aria-labelledby={titleId}
          className={PANEL_CLASSES}
        >
          <div className="-mx-4 -mt-4 mb-3 flex items-center justify-between rounded-t-card bg-brand py-1 pr-1 pl-4 text-white [--focus-ring:var(--color-gold)]">
            <h2 id={titleId} className="text-base font-bold">
              {PRODUCT_NAME} Assistant
            </h2>
            <Popover.Close
              aria-label="Close chat"
              className={cn(buttonClasses('ghost', 'icon'), 'text-white hover:bg-brand-700')}
            >
              <X aria-hidden="true" />
            </Popover.Close>
          </div>
          <p className="rounded-lg bg-brand-50 p-3 text-sm">Hi! I'm the {PRODUCT_NAME} Assistant.</p>
          <p className="mt-3 text-xs font-semibold tracking-wide text-muted uppercase">Quick help</p>
          <ul className="mt-1 grid gap-2">
            {QUICK_HELP.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  onClick={() => setIsOpen(false)}
                  className={cn(buttonClasses('outline', 'md'), 'w-full justify-start')}
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
          <p className="mt-3 text-xs text-muted">
            Worried about your gambling? Call the {helpline.name} on{' '}
            <a
              href={`tel:${helpline.phone.replaceAll(' ', '')}`}
              className="font-semibold text-brand-700 underline"
            >
              {helpline.phone}
            </a>
            .
          </p>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
};
