import { randomBytes } from 'node:crypto';

/** 32 random bytes, URL-safe: the download link is the only key to the file (docs/privacy.md). */
export const newExportToken = (): string => randomBytes(32).toString('base64url');

export const isExportToken = (token: string): boolean => /^[A-Za-z0-9_-]{43}$/.test(token);

/** Exports sit beside the pictures under their own prefix; the /media/ route never serves them. */
export const exportKey = (token: string): string => `exports/${token}.zip`;
