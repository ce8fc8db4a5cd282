import type { en } from './messages/en';

/** A text, or a pair chosen by `count` (English needs singular and plural; Chinese does not). */
export type MessageValue = string | { one: string; other: string };
export type MessageKey = keyof typeof en;
export type Messages = Record<MessageKey, MessageValue>;
export type MessageVars = Record<string, string | number>;
