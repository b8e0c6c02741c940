import { z } from 'zod';

/** POST /api/chat limits (issue 15): at most 30 messages a request, each at most 2,000 characters. */
export const CHAT_MAX_MESSAGES = 30;
export const CHAT_MAX_CHARS = 2000;
/** A language-model provider that has not answered in 10 s is abandoned; the caller gets `{ error }`. */
export const CHAT_PROVIDER_TIMEOUT_MS = 10_000;

export const CHAT_ROLES = ['user', 'assistant'] as const;
export type TChatRole = (typeof CHAT_ROLES)[number];

/** Spec 2 section 3 "Chat message": role and content. */
export const ZChatMessage = z.strictObject({
  role: z.enum(CHAT_ROLES, { message: 'Each message needs a role of user or assistant' }),
  content: z
    .string({ message: 'Each message needs its text' })
    .max(CHAT_MAX_CHARS, `A message can be at most ${CHAT_MAX_CHARS.toLocaleString('en-GB')} characters`),
});
export type TChatMessage = z.infer<typeof ZChatMessage>;

/** Spec 2 section 7: the whole conversation including the new user message, which comes last. */
export const ZChatBody = z.strictObject({
  messages: z
    .array(ZChatMessage, { message: 'Send the conversation as a list of messages' })
    .min(1, 'Send at least one message')
    .max(CHAT_MAX_MESSAGES, `A conversation can send at most ${CHAT_MAX_MESSAGES} messages`)
    .refine((messages) => messages.at(-1)?.role === 'user', 'The last message must be from the user')
    .refine((messages) => messages.at(-1)?.content.trim() !== '', 'The message is empty'),
});
export type TChatBody = z.infer<typeof ZChatBody>;

/** The reply: `message`, or `error` (spec 2 section 8 says how the panel shows each). */
export const ZChatResponse = z.union([z.object({ message: z.string() }), z.object({ error: z.string() })]);
export type TChatResponse = z.infer<typeof ZChatResponse>;
