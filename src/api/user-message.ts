import * as v from 'valibot';
import { isStorableText, ServerId, STORABLE_TEXT_MESSAGE, UtcTimestamp } from './wire.ts';

// POST /user-message (shell spec §7 "Support request"): `message` is a stringified chat-message structure with the
// message text and metadata; the server stores it as sent. Bearer token required.

export const USER_MESSAGE_MAX_LENGTH = 100_000;

export const UserMessageRequestSchema = v.object({
  message: v.pipe(
    v.string(),
    v.check((text) => text.trim() !== '', 'Expected a message that is not blank'),
    v.check(isStorableText, STORABLE_TEXT_MESSAGE),
    v.maxLength(
      USER_MESSAGE_MAX_LENGTH,
      `Expected a message of at most ${USER_MESSAGE_MAX_LENGTH} characters`,
    ),
  ),
});

export const UserMessageResponseSchema = v.object({
  ok: v.literal(true),
  id: ServerId,
  receivedAt: UtcTimestamp,
});

export type UserMessageRequest = v.InferOutput<typeof UserMessageRequestSchema>;
export type UserMessageResponse = v.InferOutput<typeof UserMessageResponseSchema>;
