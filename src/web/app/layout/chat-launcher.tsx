import { MessageCircle } from 'lucide-react';
import { deferredComponent } from '~/web/lib/deferred';
import { CHAT_BUTTON_CLASSES } from './floating-position';

// The assistant's panel (Radix Popover, its positioning, the conversation store and zod) loads after the first paint;
// the button shows at once.
const ChatButton = deferredComponent(() => import('./chat-button').then((module) => module.ChatButton));

/** The floating chat button: pressing it before the panel has loaded loads it and opens it. */
export const ChatLauncher = () => (
  <ChatButton
    fallback={(activate) => (
      <button
        type="button"
        aria-label="Open chat assistant"
        aria-haspopup="dialog"
        aria-expanded={false}
        onClick={activate}
        className={CHAT_BUTTON_CLASSES}
      >
        <MessageCircle aria-hidden="true" className="size-6" />
      </button>
    )}
  />
);
