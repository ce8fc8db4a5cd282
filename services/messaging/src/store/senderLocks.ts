/**
 * The advisory lock a sender's first-message allowance is counted and spent under, by chats and mails
 * alike (several replicas store at once); its own namespace, apart from the migration lock.
 */
const SENDER_LOCK_BASE = 0x4b696e00_0000;

export const senderLock = (senderId: number): number => SENDER_LOCK_BASE + senderId;
