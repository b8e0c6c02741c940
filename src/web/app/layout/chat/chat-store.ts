import { useSyncExternalStore } from 'react';
import { z } from 'zod';
import { CHAT_MAX_CHARS, CHAT_ROLES } from '~/domain/chat.contract';
import { chatRequestMessages, postChat, type TStoredChatMessage } from './post-chat';

/**
 * The conversation, kept on this device so it survives moving between screens and a reload. It lives in this module
 * (not in a component), so closing the panel, changing screen or an admin screen unmounting the button loses nothing,
 * and a reply that arrives after the panel closed is still added. Only the panel's chunk imports it (zod included).
 */
export const CHAT_STORAGE_KEY = 'racepro.chat';

/** How much is kept: the oldest messages go first. A longer reply is clipped so the stored copy always reads back. */
export const CHAT_STORED_MESSAGES = 100;
export const CHAT_STORED_CHARS = 8000;

const ZStoredChat = z.object({
  /** The member the conversation belongs to (null: a guest's); another member's is not shown. */
  owner: z.number().int().nullable(),
  messages: z
    .array(
      z.strictObject({
        role: z.enum(CHAT_ROLES),
        content: z.string().min(1).max(CHAT_STORED_CHARS),
        notice: z.literal(true).optional(),
      }),
    )
    .max(CHAT_STORED_MESSAGES),
});

export type TChatState = {
  owner: number | null;
  messages: readonly TStoredChatMessage[];
  isSending: boolean;
};

const EMPTY: TChatState = { owner: null, messages: [], isSending: false };

// NOTE: storage may be corrupt, from another version, or blocked (private mode): anything that does not read back
// whole starts a fresh conversation.
const readStorage = (): TChatState => {
  try {
    const parsed = ZStoredChat.safeParse(JSON.parse(window.localStorage.getItem(CHAT_STORAGE_KEY) ?? 'null'));
    return parsed.success ? { ...parsed.data, isSending: false } : EMPTY;
  } catch {
    return EMPTY;
  }
};

const writeStorage = ({ owner, messages }: TChatState) => {
  try {
    if (messages.length === 0 && owner === null) window.localStorage.removeItem(CHAT_STORAGE_KEY);
    else window.localStorage.setItem(CHAT_STORAGE_KEY, JSON.stringify({ owner, messages }));
  } catch {
    // Storage full or blocked: the conversation still lasts for this visit.
  }
};

let state: TChatState | undefined;
/** Goes up whenever the conversation is wiped, so a reply to a wiped conversation is dropped. */
let generation = 0;
const listeners = new Set<() => void>();

export const getChatState = (): TChatState => {
  state ??= readStorage();
  return state;
};

const update = (change: (current: TChatState) => TChatState) => {
  const previous = getChatState();
  state = change(previous);
  if (state.messages !== previous.messages || state.owner !== previous.owner) writeStorage(state);
  for (const listener of listeners) listener();
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

// The first render that takes over a screen rendered ahead has no conversation (the markup has none); it follows at once.
export const useChat = (): TChatState => useSyncExternalStore(subscribe, getChatState, () => EMPTY);

const append = (messages: readonly TStoredChatMessage[], message: TStoredChatMessage) =>
  [...messages, { ...message, content: message.content.slice(0, CHAT_STORED_CHARS) }].slice(
    -CHAT_STORED_MESSAGES,
  );

/**
 * Spec 2 section 4: sending appends the user message, then the assistant's reply; the sending flag is up in between.
 * A blank message, or one sent while another is on its way, is not sent. A rate-limit refusal (issue 34) takes the
 * question back out of the conversation and resolves to it, so the panel can put it back in the box beside the
 * refusal's "try again in ..." notice; otherwise it resolves to null.
 */
export const sendChatMessage = async (
  text: string,
  getSupportEmail: () => Promise<string | null>,
): Promise<string | null> => {
  const content = text.trim().slice(0, CHAT_MAX_CHARS);
  if (content === '' || getChatState().isSending) return null;
  update((current) => ({
    ...current,
    messages: append(current.messages, { role: 'user', content }),
    isSending: true,
  }));
  const sentIn = generation;
  const { reply, tooQuickly } = await postChat(chatRequestMessages(getChatState().messages), getSupportEmail);
  const current = sentIn === generation;
  update((now) => ({
    ...now,
    messages: current
      ? append(tooQuickly ? withoutLastQuestion(now.messages, content) : now.messages, reply)
      : now.messages,
    isSending: false,
  }));
  return current && tooQuickly ? content : null;
};

/** The conversation without its newest user message when that is `content` (the one just refused). */
const withoutLastQuestion = (messages: readonly TStoredChatMessage[], content: string) => {
  const last = messages.at(-1);
  return last?.role === 'user' && last.content === content ? messages.slice(0, -1) : messages;
};

/** Back to the greeting alone. */
export const clearChat = () => {
  generation += 1;
  update((current) => ({ ...current, messages: [] }));
};

/**
 * Who is signed in now (null: a guest). A guest's conversation carries on after signing in; one that belongs to a
 * member is cleared when someone else (or a guest, after signing out) uses the device.
 */
export const setChatOwner = (owner: number | null) => {
  const current = getChatState();
  if (current.owner === owner) return;
  if (current.owner === null) update((now) => ({ ...now, owner }));
  else {
    generation += 1;
    update((now) => ({ ...now, owner, messages: [] }));
  }
};

/** Tests: forget the in-memory state, so the next read comes from storage again (as after a reload). */
export const resetChatStoreForTests = () => {
  state = undefined;
};
