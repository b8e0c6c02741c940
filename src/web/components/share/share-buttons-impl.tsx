import {
  AtSign,
  type LucideIcon,
  Mail,
  MessageCircle,
  Music2,
  QrCode,
  Share2,
  Smartphone,
  ThumbsUp,
} from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import {
  channelHref,
  SHARE_POPUP_HEIGHT,
  SHARE_POPUP_WIDTH,
  shareTeaser,
  shareUrl,
  TIKTOK_COPIED_DURATION_MS,
  TIKTOK_COPIED_MESSAGE,
  type TShareChannel,
} from '~/domain/share';
import { Button, buttonClasses } from '~/web/components/ui/button';
import { toast } from '~/web/components/ui/use-toast';
import { useSiteInfo } from '~/web/lib/api/get-site-info';
import { cn } from '~/web/lib/cn';
import { QrCodeDialog } from './qr-code-dialog';

export const NATIVE_SHARE_FAILED = 'Sharing did not work. Copy the link instead.';
export const CLIPBOARD_FAILED = 'Could not copy to the clipboard. Please try again.';

export type ShareButtonsProps = {
  title: string;
  text: string;
  /** The page to share, as a site path ("/tips?day=today"); defaults to the current page. */
  path?: string;
  /** full: a row of labelled buttons; compact: one Share icon button opening a "Share via" menu. */
  variant?: 'full' | 'compact';
  /** The compact trigger's accessible name when a page has several ("Share tip: Galopin"); "Share" otherwise. */
  label?: string;
  /** Compact: open the menu as it mounts (the placeholder's Share button was pressed before this code arrived). */
  defaultOpen?: boolean;
};

/** What each control does; `native` is the device's share sheet ("Share on Mobile"). */
type TShareAction = 'facebook' | 'twitter' | 'tiktok' | 'whatsapp' | 'email' | 'qrcode' | 'native';

// NOTE: lucide has no brand logos; the visible names say which network each control is.
const ACTIONS: ReadonlyArray<{ action: TShareAction; label: string; icon: LucideIcon }> = [
  { action: 'facebook', label: 'Facebook', icon: ThumbsUp },
  { action: 'twitter', label: 'Twitter', icon: AtSign },
  { action: 'tiktok', label: 'TikTok', icon: Music2 },
  { action: 'whatsapp', label: 'WhatsApp', icon: MessageCircle },
  { action: 'email', label: 'Email', icon: Mail },
  { action: 'qrcode', label: 'QR Code', icon: QrCode },
  { action: 'native', label: 'Share on Mobile', icon: Smartphone },
];

const canShareNatively = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

/** Spec 2 section 9: a 600x450 popup, centred on the current window; noopener keeps the network away from us. */
const popupFeatures = () => {
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - SHARE_POPUP_WIDTH) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - SHARE_POPUP_HEIGHT) / 2));
  return `width=${SHARE_POPUP_WIDTH},height=${SHARE_POPUP_HEIGHT},left=${left},top=${top},noopener,noreferrer`;
};

/** The page on this site's origin (shareUrl moves it to the public site when this one is local or dev). */
const onCurrentOrigin = (pageUrl: string) => {
  try {
    return new URL(pageUrl, window.location.origin).href;
  } catch {
    return pageUrl; // shareUrl falls back to the public site's home page.
  }
};

// NOTE: read the name, not instanceof: a DOMException is not an Error in every environment.
const isAbortError = (error: unknown) =>
  typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError';

const ITEM_CLASSES = cn(
  'flex min-h-10 cursor-pointer select-none items-center gap-2.5 rounded-md px-3 py-2 text-ink text-sm outline-none',
  'data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand [&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-brand-600',
);

/**
 * Spec 2's Share component: Facebook, Twitter, TikTok, WhatsApp, Email, QR Code, and Share on Mobile where the
 * device can share. Every link carries utm tags for its channel; on a local or dev host it points at the public
 * site. Nothing is sent to our server.
 */
export const ShareButtons = ({
  title,
  text,
  path,
  variant = 'full',
  label = 'Share',
  defaultOpen = false,
}: ShareButtonsProps) => {
  const location = useLocation();
  const siteInfo = useSiteInfo();
  const [isQrOpen, setIsQrOpen] = useState(false);
  // The control that opened the QR dialog: the QR Code button, or (compact) the Share button, as the menu item
  // that opened it is gone once the menu closes.
  const returnFocusRef = useRef<HTMLButtonElement>(null);
  const menuLabelId = useId();

  // NOTE: while the site settings load, the current origin stands in (it is the public site in production).
  const publicSiteUrl = siteInfo.data?.publicSiteUrl ?? window.location.origin;
  const pageUrl = path ?? `${location.pathname}${location.search}${location.hash}`;
  const linkFor = (channel: TShareChannel) =>
    shareUrl({ pageUrl: onCurrentOrigin(pageUrl), channel, publicSiteUrl });
  const emailHref = channelHref('email', { url: linkFor('email'), text, title });

  const copyTikTokTeaser = async () => {
    const teaser = shareTeaser(text, linkFor('tiktok'));
    try {
      // NOTE: navigator.clipboard is missing outside secure contexts; that is a failure like any other here.
      if (!navigator.clipboard) throw new Error('Clipboard API unavailable');
      await navigator.clipboard.writeText(teaser);
      toast({ title: TIKTOK_COPIED_MESSAGE, duration: TIKTOK_COPIED_DURATION_MS });
    } catch (error) {
      console.error('Copying the TikTok teaser failed', error);
      toast({ title: CLIPBOARD_FAILED, variant: 'destructive' });
    }
  };

  const shareNatively = async () => {
    try {
      await navigator.share({ title, text, url: linkFor('native') });
    } catch (error) {
      // The user closed the share sheet: not a failure.
      if (isAbortError(error)) return;
      console.error('Native share failed', error);
      toast({ title: NATIVE_SHARE_FAILED, variant: 'destructive' });
    }
  };

  const run = (action: TShareAction) => {
    switch (action) {
      case 'facebook':
      case 'twitter':
      case 'whatsapp':
        window.open(channelHref(action, { url: linkFor(action), text, title }), 'share', popupFeatures());
        return;
      case 'tiktok':
        void copyTikTokTeaser();
        return;
      case 'qrcode':
        setIsQrOpen(true);
        return;
      case 'native':
        void shareNatively();
        return;
      case 'email':
        // Email is a mailto link (rendered as <a>), never run here.
        return;
    }
  };

  const actions = ACTIONS.filter(({ action }) => action !== 'native' || canShareNatively());

  const qrDialog = (
    <QrCodeDialog
      open={isQrOpen}
      onOpenChange={setIsQrOpen}
      url={linkFor('qrcode')}
      text={text}
      onCloseAutoFocus={(event) => {
        // NOTE: the dialog has no Radix trigger to return focus to, so it is given back here.
        event.preventDefault();
        returnFocusRef.current?.focus();
      }}
    />
  );

  if (variant === 'compact') {
    return (
      <>
        <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
          <DropdownMenu.Trigger asChild>
            <Button ref={returnFocusRef} variant="ghost" size="icon" aria-label={label}>
              <Share2 aria-hidden="true" />
            </Button>
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <DropdownMenu.Content
              // NOTE: Radix names the menu after its trigger ("Share"); the spec's name is its label, "Share via".
              aria-labelledby={menuLabelId}
              align="end"
              sideOffset={6}
              collisionPadding={8}
              className="z-50 w-56 max-w-[calc(100vw-1rem)] rounded-card border border-line bg-card p-1.5 text-ink shadow-float"
            >
              <DropdownMenu.Label id={menuLabelId} className="px-3 pt-1.5 pb-1 text-muted text-xs">
                Share via
              </DropdownMenu.Label>
              {actions.map(({ action, label, icon: Icon }) =>
                action === 'email' ? (
                  <DropdownMenu.Item key={action} asChild className={ITEM_CLASSES}>
                    <a href={emailHref}>
                      <Icon aria-hidden="true" />
                      {label}
                    </a>
                  </DropdownMenu.Item>
                ) : (
                  <DropdownMenu.Item key={action} className={ITEM_CLASSES} onSelect={() => run(action)}>
                    <Icon aria-hidden="true" />
                    {label}
                  </DropdownMenu.Item>
                ),
              )}
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
        {qrDialog}
      </>
    );
  }

  return (
    <>
      <ul aria-label="Share" className="flex flex-wrap gap-2">
        {actions.map(({ action, label, icon: Icon }) => (
          <li key={action}>
            {action === 'email' ? (
              <a href={emailHref} className={buttonClasses('outline', 'sm')}>
                <Icon aria-hidden="true" />
                {label}
              </a>
            ) : (
              <Button
                ref={action === 'qrcode' ? returnFocusRef : undefined}
                variant="outline"
                size="sm"
                onClick={() => run(action)}
              >
                <Icon aria-hidden="true" />
                {label}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {qrDialog}
    </>
  );
};
