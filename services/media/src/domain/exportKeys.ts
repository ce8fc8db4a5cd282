import { createHash, randomBytes, randomUUID } from 'node:crypto';

/** 32 random bytes, URL-safe: the single-use key of a download, mailed to the member only (docs/privacy.md). */
export const newExportToken = (): string => randomBytes(32).toString('base64url');

export const isExportToken = (token: string): boolean => /^[A-Za-z0-9_-]{43}$/.test(token);

/** Only this hash is stored: a copy of the database opens no export. */
export const hashExportToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Exports sit beside the pictures under their own prefix; the /media/ route never serves them. */
export const EXPORT_PREFIX = 'exports/';

/** A fresh object key per export, unrelated to the download token. */
export const newExportKey = (): string => `${EXPORT_PREFIX}${randomUUID()}.zip`;
