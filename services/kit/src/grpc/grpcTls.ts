import fs from 'node:fs';
import path from 'node:path';
import * as grpc from '@grpc/grpc-js';
import { ConfigError } from '../runtime/config';

/** The files a cert-manager Certificate's Secret holds, as mounted in `GRPC_TLS_DIR`. */
export const GRPC_TLS_FILES = { certificate: 'tls.crt', privateKey: 'tls.key', authority: 'ca.crt' } as const;

/**
 * Mutual TLS between the services (docs/operations.md, "Service-to-service TLS"): with `GRPC_TLS_DIR`
 * set, every gRPC server asks for a client certificate and every client presents one, both signed by
 * the authority in `ca.crt`; without it the services speak plaintext, as inside a mesh that encrypts
 * for them. The files are read again every `GRPC_TLS_REFRESH_MS` (60 s), so a renewed certificate is
 * used by new connections without a restart. Read once per process: every server and client shares it.
 */
export function grpcTlsDirectory(env: NodeJS.ProcessEnv = process.env): string | null {
  const dir = env.GRPC_TLS_DIR?.trim();
  if (!dir) return null;
  for (const file of Object.values(GRPC_TLS_FILES))
    if (!fs.existsSync(path.join(dir, file))) throw new ConfigError(`GRPC_TLS_DIR: ${dir} holds no ${file}`);
  return dir;
}

let certificates: grpc.experimental.CertificateProvider | null | undefined;

function provider(): grpc.experimental.CertificateProvider | null {
  if (certificates !== undefined) return certificates;
  const dir = grpcTlsDirectory();
  const refresh = Number(process.env.GRPC_TLS_REFRESH_MS ?? 60_000);
  certificates = dir
    ? new grpc.experimental.FileWatcherCertificateProvider({
        certificateFile: path.join(dir, GRPC_TLS_FILES.certificate),
        privateKeyFile: path.join(dir, GRPC_TLS_FILES.privateKey),
        caCertificateFile: path.join(dir, GRPC_TLS_FILES.authority),
        refreshIntervalMs: Number.isFinite(refresh) && refresh > 0 ? refresh : 60_000,
      })
    : null;
  return certificates;
}

/** What a gRPC server binds with: mutual TLS when certificates are mounted, else plaintext. */
export function grpcServerCredentials(): grpc.ServerCredentials {
  const tls = provider();
  return tls
    ? grpc.experimental.createCertificateProviderServerCredentials(tls, tls, true)
    : grpc.ServerCredentials.createInsecure();
}

/** What a gRPC client connects with: its own certificate and the services' authority, else plaintext. */
export function grpcChannelCredentials(): grpc.ChannelCredentials {
  const tls = provider();
  return tls
    ? grpc.experimental.createCertificateProviderChannelCredentials(tls, tls)
    : grpc.credentials.createInsecure();
}
