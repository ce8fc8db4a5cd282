import { readFile } from 'node:fs/promises';
// minio exports these classes only from their own files; its client accepts any CredentialProvider.
import { CredentialProvider } from 'minio/dist/main/CredentialProvider.js';
import { Credentials } from 'minio/dist/main/Credentials.js';
import type { Logger } from '@kindred/kit';

/** Where the object store's credentials come from (config.ts picks one from the environment). */
export type ObjectStoreIdentity =
  | { kind: 'keys'; accessKey: string; secretKey: string }
  /** EKS IAM roles for service accounts: a projected token exchanged at STS (AssumeRoleWithWebIdentity). */
  | { kind: 'webIdentity'; tokenFile: string; roleArn: string; sessionName: string; stsEndpoint: string }
  /** EKS Pod Identity: the node's agent hands out credentials for the pod's token. */
  | { kind: 'podIdentity'; credentialsUrl: string; tokenFile: string };

interface TemporaryCredentials {
  accessKey: string;
  secretKey: string;
  sessionToken: string;
  expiresAt: number;
}

/** Renewed this long before they expire, so a request signed now is not refused on arrival. */
const RENEW_BEFORE_MS = 5 * 60_000;
/** A lifetime shorter than the margin (never on AWS, which grants at least 15 minutes) renews at half-life. */
const renewAt = (issuedAt: number, expiresAt: number) =>
  Math.max(issuedAt + (expiresAt - issuedAt) / 2, expiresAt - RENEW_BEFORE_MS);

/**
 * Temporary credentials of the platform's workload identity for the minio client, which asks for them
 * before every request. The token file is read again at each renewal: the kubelet rotates it. The
 * minio client's own IamAwsProvider neither reads an STS endpoint of our choosing nor the Pod Identity
 * token file, hence this one.
 */
export class WorkloadIdentityCredentials extends CredentialProvider {
  private current: (TemporaryCredentials & { renewAt: number }) | null = null;
  private renewing: Promise<void> | null = null;

  constructor(
    private readonly identity: Exclude<ObjectStoreIdentity, { kind: 'keys' }>,
    private readonly logger: Logger,
  ) {
    super({ accessKey: '', secretKey: '' });
  }

  override async getCredentials(): Promise<Credentials> {
    const held = this.current;
    if (!held || Date.now() >= held.renewAt) {
      try {
        await this.renew();
      } catch (err) {
        // A failed renewal while the held credentials still work is retried on the next request.
        if (!held || Date.now() >= held.expiresAt) throw err;
        this.logger.warn(
          { err: (err as Error).message },
          'object store credentials not renewed; the held ones still work',
        );
      }
    }
    const { accessKey, secretKey, sessionToken } = this.current!;
    return new Credentials({ accessKey, secretKey, sessionToken });
  }

  /** One renewal at a time: requests arriving meanwhile wait for it. */
  private renew(): Promise<void> {
    this.renewing ??= this.fetchAndHold().finally(() => {
      this.renewing = null;
    });
    return this.renewing;
  }

  private async fetchAndHold(): Promise<void> {
    const issuedAt = Date.now();
    const fresh = await this.fetch();
    this.current = { ...fresh, renewAt: renewAt(issuedAt, fresh.expiresAt) };
    this.logger.info(
      { identity: this.identity.kind, expiresAt: new Date(fresh.expiresAt).toISOString() },
      'object store credentials renewed',
    );
  }

  private async fetch(): Promise<TemporaryCredentials> {
    const token = (await readFile(this.identity.tokenFile, 'utf8')).trim();
    if (!token) throw new Error(`the identity token file ${this.identity.tokenFile} is empty`);
    return this.identity.kind === 'webIdentity'
      ? assumeRoleWithWebIdentity(this.identity, token)
      : podIdentityCredentials(this.identity.credentialsUrl, token);
  }
}

/** STS Query API, POSTed so the token stays out of URLs (and any access log that keeps them). */
async function assumeRoleWithWebIdentity(
  identity: Extract<ObjectStoreIdentity, { kind: 'webIdentity' }>,
  token: string,
): Promise<TemporaryCredentials> {
  const body = new URLSearchParams({
    Action: 'AssumeRoleWithWebIdentity',
    Version: '2011-06-15',
    RoleArn: identity.roleArn,
    RoleSessionName: identity.sessionName,
    WebIdentityToken: token,
  });
  const response = await fetch(identity.stsEndpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8', accept: 'application/xml' },
    body,
    signal: AbortSignal.timeout(10_000),
  });
  const xml = await response.text();
  if (!response.ok) {
    const code = xmlField(xml, 'Code') ?? `HTTP ${response.status}`;
    throw new Error(`STS AssumeRoleWithWebIdentity refused: ${code}`);
  }
  const fields = ['AccessKeyId', 'SecretAccessKey', 'SessionToken', 'Expiration'].map((name) => xmlField(xml, name));
  const [accessKey, secretKey, sessionToken, expiration] = fields;
  if (!accessKey || !secretKey || !sessionToken || !expiration)
    throw new Error('STS AssumeRoleWithWebIdentity answered without credentials');
  return { accessKey, secretKey, sessionToken, expiresAt: expiry(expiration) };
}

/** The EKS Pod Identity agent: the token goes in the Authorization header, JSON comes back. */
async function podIdentityCredentials(url: string, token: string): Promise<TemporaryCredentials> {
  const response = await fetch(url, { headers: { authorization: token }, signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`the Pod Identity agent refused: HTTP ${response.status}`);
  const answer = (await response.json()) as Partial<
    Record<'AccessKeyId' | 'SecretAccessKey' | 'Token' | 'Expiration', string>
  >;
  if (!answer.AccessKeyId || !answer.SecretAccessKey || !answer.Token || !answer.Expiration)
    throw new Error('the Pod Identity agent answered without credentials');
  return {
    accessKey: answer.AccessKeyId,
    secretKey: answer.SecretAccessKey,
    sessionToken: answer.Token,
    expiresAt: expiry(answer.Expiration),
  };
}

function expiry(text: string): number {
  const at = Date.parse(text);
  if (Number.isNaN(at)) throw new Error('temporary credentials came with an unreadable expiration');
  return at;
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** The text of the first <name> element: STS answers are flat enough not to need an XML parser. */
function xmlField(xml: string, name: string): string | undefined {
  const match = new RegExp(`<${name}>([^<]*)</${name}>`).exec(xml);
  return match?.[1]?.trim().replace(/&(amp|lt|gt|quot|apos);/g, (_, entity: string) => entities[entity]!);
}
