import { MessageCircle } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useEffect, useId, useRef, useState } from 'react';
import { useMe } from '~/web/lib/api/get-me';
import { matchesMedia } from '~/web/lib/use-media-query';
import { ChatPanel } from './chat/chat-panel';
import { setChatOwner } from './chat/chat-store';
import { CHAT_BUTTON_CLASSES, PANEL_CLASSES } from './floating-position';

/** Below this width the tab bar is at the bottom and the panel closes when one of its links is followed. */
const WIDE_QUERY = '(min-width: 768px)';

/**
 * Spec 2 "Global overlays": a floating chat button opening a panel titled as the product assistant. The panel is a
 * non-modal dialog above the button: on a phone it ends above the reserved dock row, so the tab bar and the other
 * floating buttons stay usable while it is open. Focus goes to the message box when it opens; Tab cycles inside it;
 * Escape and the close button close it and put focus back on this button. The conversation lives in the chat store,
 * the unsent text here: both outlast closing the panel and changing screen.
 */
export const ChatButton = ({ defaultOpen = false }: { defaultOpen?: boolean }) => {
  const [isOpen, setIsOpen] = useState(defaultOpen);
  const [draft, setDraft] = useState('');
  const titleId = useId();
  const textareaRef = useRef<HTMLTextAreaElement>(null);

  // A member's conversation is not shown to whoever uses the device after them.
  const me = useMe();
  const memberId = me.isSuccess ? (me.data?.user.id ?? null) : undefined;
  useEffect(() => {
    if (memberId !== undefined) setChatOwner(memberId);
  }, [memberId]);

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
          collisionPadding={12}
          aria-labelledby={titleId}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            textareaRef.current?.focus();
          }}
          className={PANEL_CLASSES}
        >
          <ChatPanel
            titleId={titleId}
            textareaRef={textareaRef}
            draft={draft}
            onDraftChange={setDraft}
            onNavigate={() => {
              if (!matchesMedia(WIDE_QUERY)) setIsOpen(false);
            }}
          />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
};
