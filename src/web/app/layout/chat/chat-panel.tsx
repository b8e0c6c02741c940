import { useQueryClient } from '@tanstack/react-query';
import { LoaderCircle, RotateCcw, SendHorizontal, X } from 'lucide-react';
import { Popover } from 'radix-ui';
import {
  type Dispatch,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  type SetStateAction,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
} from 'react';
import { Link } from 'react-router';
import { CHAT_MAX_CHARS } from '~/domain/chat.contract';
import { HELPLINES, PRODUCT_NAME } from '~/domain/site';
import { buttonClasses } from '~/web/components/ui/button';
import { siteInfoQueryOptions } from '~/web/lib/api/get-site-info';
import { cn, FOCUS_RING } from '~/web/lib/cn';
import { clearChat, sendChatMessage, useChat } from './chat-store';
import { MessageText } from './message-text';
import { CHAT_GREETING } from './post-chat';

const QUICK_HELP = [
  { to: '/tips', label: "Today's tips" },
  { to: '/betting-guide', label: 'Betting Guide' },
  { to: '/responsible-gambling', label: 'Responsible Gambling' },
] as const;

const HEADER_BUTTON_CLASSES = cn(
  buttonClasses('ghost', 'icon'),
  'text-white hover:bg-brand-700 disabled:opacity-40',
);

type TChatPanelProps = {
  titleId: string;
  textareaRef: RefObject<HTMLTextAreaElement | null>;
  draft: string;
  onDraftChange: Dispatch<SetStateAction<string>>;
  /** Runs when a link in the panel is followed (the panel closes on a phone). */
  onNavigate: () => void;
};

const Bubble = ({ from, children }: { from: 'user' | 'assistant'; children: ReactNode }) => (
  <li
    className={cn(
      'max-w-[85%] rounded-lg px-3 py-2 text-sm',
      from === 'user' ? 'ml-auto bg-brand text-white' : 'mr-auto bg-brand-50 text-ink',
    )}
  >
    <span className="sr-only">{from === 'user' ? 'You: ' : `${PRODUCT_NAME} Assistant: `}</span>
    {children}
  </li>
);

/**
 * The assistant's panel (spec 2 sections 2, 4, 5 and 8): the conversation as a log that announces new messages, the
 * message box (Enter sends, Shift+Enter starts a new line, a blank message is not sent) and, while a reply is on its
 * way, a "Thinking..." status with the box and Send disabled.
 */
export const ChatPanel = ({ titleId, textareaRef, draft, onDraftChange, onNavigate }: TChatPanelProps) => {
  const { messages, isSending } = useChat();
  const queryClient = useQueryClient();
  const logRef = useRef<HTMLDivElement>(null);
  const inputId = useId();
  const helpline = HELPLINES.nationalGamblingHelpline;

  // The newest message comes into view: the log's end, or the top of a reply taller than the log. The panel opens
  // at the newest message too (issue 34): its height is only known once Radix has measured the space above the
  // button, after this first layout, so the log keeps following its newest message as it is sized, until the reader
  // scrolls it themselves.
  const following = useRef(true);
  const showNewest = useCallback(() => {
    const log = logRef.current;
    const newest = log?.querySelector<HTMLElement>('li:last-child');
    if (!log || !newest) return;
    log.scrollTop = Math.min(log.scrollHeight - log.clientHeight, newest.offsetTop - 8);
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when a message arrives or the flag changes.
  useLayoutEffect(() => {
    following.current = true;
    showNewest();
  }, [messages.length, isSending, showNewest]);
  useEffect(() => {
    const log = logRef.current;
    if (!log || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (following.current) showNewest();
    });
    observer.observe(log);
    const stop = () => {
      following.current = false;
    };
    const events = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;
    for (const name of events) log.addEventListener(name, stop, { passive: true });
    return () => {
      observer.disconnect();
      for (const name of events) log.removeEventListener(name, stop);
    };
  }, [showNewest]);

  // The box was disabled while sending, which dropped focus: give it back unless it has gone somewhere else.
  const wasSending = useRef(isSending);
  useEffect(() => {
    if (wasSending.current && !isSending) {
      const active = document.activeElement;
      if (!active || active === document.body) textareaRef.current?.focus();
    }
    wasSending.current = isSending;
  }, [isSending, textareaRef]);

  // The box grows with its text up to a few lines (its max height), then scrolls.
  // biome-ignore lint/correctness/useExhaustiveDependencies: measures again whenever the text changes.
  useLayoutEffect(() => {
    const box = textareaRef.current;
    if (!box) return;
    box.style.height = 'auto';
    box.style.height = `${box.scrollHeight + box.offsetHeight - box.clientHeight}px`;
  }, [draft, textareaRef]);

  const send = () => {
    if (isSending || draft.trim() === '') return;
    onDraftChange('');
    void sendChatMessage(draft, async () => {
      const site = await queryClient.fetchQuery(siteInfoQueryOptions()).catch(() => null);
      return site?.supportEmail ?? null;
    }).then((refused) => {
      // Refused for sending too quickly: the question goes back in the box, unless something new was typed there.
      if (refused !== null) onDraftChange((typed) => (typed === '' ? refused : typed));
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  return (
    <>
      <div className="-mx-4 -mt-4 mb-3 flex items-center gap-1 rounded-t-card bg-brand py-1 pr-1 pl-4 text-white [--focus-ring:var(--color-gold)]">
        <h2 id={titleId} className="mr-auto text-base font-bold">
          {PRODUCT_NAME} Assistant
        </h2>
        <button
          type="button"
          aria-label="Clear conversation"
          title="Clear conversation"
          disabled={isSending || messages.length === 0}
          onClick={() => {
            clearChat();
            textareaRef.current?.focus();
          }}
          className={HEADER_BUTTON_CLASSES}
        >
          <RotateCcw aria-hidden="true" />
        </button>
        <Popover.Close aria-label="Close chat" className={HEADER_BUTTON_CLASSES}>
          <X aria-hidden="true" />
        </Popover.Close>
      </div>

      {/* NOTE: focusable so a keyboard can scroll a long conversation (axe: scrollable-region-focusable). */}
      <div
        ref={logRef}
        role="log"
        aria-live="polite"
        aria-label="Conversation"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
        tabIndex={0}
        className={cn(
          'relative -mx-1 min-h-16 flex-1 overflow-y-auto overscroll-contain rounded-lg px-1',
          FOCUS_RING,
        )}
      >
        <ol className="flex flex-col gap-2">
          <Bubble from="assistant">
            <MessageText text={CHAT_GREETING} />
          </Bubble>
          {messages.map((message, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: messages are only ever appended or all cleared.
            <Bubble key={index} from={message.role}>
              {message.role === 'assistant' ? (
                <MessageText text={message.content} onNavigate={onNavigate} />
              ) : (
                <span className="whitespace-pre-wrap [overflow-wrap:anywhere]">{message.content}</span>
              )}
            </Bubble>
          ))}
        </ol>
      </div>

      <div role="status" className="min-h-0 text-sm text-muted">
        {isSending ? (
          <span className="mt-2 flex items-center gap-2">
            <LoaderCircle aria-hidden="true" className="size-4 text-brand-600 motion-safe:animate-spin" />
            Thinking...
          </span>
        ) : null}
      </div>

      {messages.length === 0 ? (
        <nav aria-label="Quick help" className="mt-3">
          <p className="text-xs font-semibold tracking-wide text-muted uppercase">Quick help</p>
          <ul className="mt-1 flex flex-wrap gap-2">
            {QUICK_HELP.map((link) => (
              <li key={link.to}>
                <Link to={link.to} onClick={onNavigate} className={buttonClasses('outline', 'md')}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}

      <form
        className="mt-3 flex items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
      >
        <label htmlFor={inputId} className="sr-only">
          Message
        </label>
        <textarea
          id={inputId}
          ref={textareaRef}
          rows={1}
          maxLength={CHAT_MAX_CHARS}
          value={draft}
          onChange={(event) => onDraftChange(event.target.value)}
          onKeyDown={onKeyDown}
          disabled={isSending}
          placeholder="Ask about tips, odds or bets"
          className={cn(
            // NOTE: as the form inputs: a 3:1 border, and 16 px text so a phone does not zoom in on focus.
            'max-h-32 min-h-11 flex-1 resize-none rounded-lg border border-muted/70 bg-card px-3 py-2 text-base text-ink',
            'placeholder:text-muted disabled:cursor-not-allowed disabled:bg-void-50 disabled:opacity-70',
            FOCUS_RING,
            'focus-visible:outline-offset-1',
          )}
        />
        <button
          type="submit"
          aria-label="Send"
          disabled={isSending}
          className={buttonClasses('primary', 'icon')}
        >
          <SendHorizontal aria-hidden="true" />
        </button>
      </form>

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
    </>
  );
};
