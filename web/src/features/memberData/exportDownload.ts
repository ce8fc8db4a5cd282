/**
 * Downloading a copy of my data (docs/privacy.md): the mailed link opens /data-export#<key>, which
 * keeps the single-use key for this tab and sends the member to "My data and account" (signing in
 * first when needed); there the member's session and the key fetch the zip, once.
 */
import { useCallback, useState } from 'react';
import { formBody, SESSION_HEADER, Status, type Envelope } from '../../app/api';
import { clearSession, getSession, sessionGeneration } from '../../app/session';
import { forgetExportKey, pendingExportKey } from './exportKey';

export type ExportDownloadState = 'ready' | 'busy' | 'done' | 'used' | 'not_found' | 'failed';

/** Hands the zip to the browser as a file (the answer is a stream, not an envelope). */
function save(file: Blob): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = 'kindred-my-data.zip';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

async function fetchExport(key: string): Promise<Blob | Envelope<null>> {
  const generation = sessionGeneration();
  try {
    const response = await fetch('/member/data/export/download', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8', [SESSION_HEADER]: 'member' },
      body: formBody({ key }).toString(),
    });
    // A refusal is an envelope; only the file itself is not JSON.
    if ((response.headers?.get('content-type') ?? 'application/json').includes('application/json')) {
      const answer = (await response.json()) as Envelope<null>;
      if (answer.status === Status.unauthenticated && getSession() && generation === sessionGeneration())
        clearSession();
      return answer;
    }
    if (!response.ok) return { status: Status.internal, msg: 'error.internal', data: null };
    return await response.blob();
  } catch {
    return { status: Status.unavailable, msg: 'error.network', data: null };
  }
}

/** The copy the mailed link brought the member to, if any, and its one download. */
export function useExportDownload() {
  const [key] = useState(pendingExportKey);
  const [state, setState] = useState<ExportDownloadState>('ready');

  const download = useCallback(async () => {
    if (!key) return;
    setState('busy');
    const answer = await fetchExport(key);
    if (answer instanceof Blob) {
      save(answer);
      forgetExportKey();
      return setState('done');
    }
    if (answer.msg === 'error.export_used' || answer.msg === 'error.export_not_found') forgetExportKey();
    if (answer.msg === 'error.export_used') return setState('used');
    if (answer.msg === 'error.export_not_found') return setState('not_found');
    setState('failed');
  }, [key]);

  return { key, state, download };
}

/** The text key that tells the member how the download went (none while it has not been tried). */
export const exportLinkMessage: Record<ExportDownloadState, string | null> = {
  ready: null,
  busy: null,
  done: 'memberData.exportLinkDone',
  used: 'memberData.exportLinkUsed',
  not_found: 'memberData.exportLinkNotFound',
  failed: 'error.internal',
};
