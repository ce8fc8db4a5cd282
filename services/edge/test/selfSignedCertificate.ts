import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface SelfSignedCertificate {
  certFile: string;
  keyFile: string;
  /** The certificate itself (PEM), for clients that trust it as their only authority. */
  cert: Buffer;
  remove(): void;
}

/**
 * A throwaway certificate for 127.0.0.1 and localhost (P-256, one day), made by the machine's openssl
 * as an operator would make one for a single machine without an ingress.
 */
export function makeSelfSignedCertificate(): SelfSignedCertificate {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-edge-tls-'));
  const certFile = path.join(dir, 'cert.pem');
  const keyFile = path.join(dir, 'key.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1,DNS:localhost',
      '-keyout',
      keyFile,
      '-out',
      certFile,
    ],
    { stdio: 'ignore' },
  );
  return {
    certFile,
    keyFile,
    cert: fs.readFileSync(certFile),
    remove: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}
