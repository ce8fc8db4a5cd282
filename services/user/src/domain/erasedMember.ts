/** Erased members stay in other members' chats, mails and notices under this name (docs/privacy.md). */
export const ERASED_MEMBER_NAME = 'deleted member';
