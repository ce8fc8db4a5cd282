import type { AuthorityName } from '@kindred/rules';

/** What the domain needs to know about the caller (the edge or chat node resolved it from the token). */
export interface Sender {
  user_id: number;
  vip: number;
  sex: number;
  username?: string;
  authorities: readonly string[];
}

export const Authority = {
  startChat: 'Start_chat_dialog',
  continueChat: 'Continue_chat_dialog',
  freeMessages: 'Send_chat_messages_for_free',
  startMail: 'Start_mail_dialog',
  readMails: 'Read_mails',
  freeTranslation: 'Free_use_of_the_translation_function',
} as const satisfies Record<string, AuthorityName>;

/**
 * Authority lookups by set, one set per authorities array: a chat node registers a member's rights
 * once per stream, so every message of that member shares the array (and the set).
 */
const authoritySets = new WeakMap<readonly string[], ReadonlySet<string>>();

export function has(sender: Pick<Sender, 'authorities'>, authority: string): boolean {
  let set = authoritySets.get(sender.authorities);
  if (!set) {
    set = new Set(sender.authorities);
    authoritySets.set(sender.authorities, set);
  }
  return set.has(authority);
}
