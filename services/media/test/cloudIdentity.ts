import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** The local S3 server's one account: keys it is given here are accepted like its own. */
interface S3rverAccount {
  createKeyPair(accessKeyId: string, secretAccessKey: string): void;
  revokeAccessKey(accessKeyId: string): void;
}
// s3rver ships no types; this is the account its authentication checks access keys against.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const localStoreAccount = (require('s3rver/lib/models/account') as { DUMMY_ACCOUNT: S3rverAccount }).DUMMY_ACCOUNT;

export interface IssuedCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken: string;
  expiration: Date;
}

/** Fresh temporary credentials the local S3 server accepts (ASIA…: AWS's prefix for temporary keys). */
export function issueCredentials(lifetimeMs: number): IssuedCredentials {
  const issued = {
    accessKeyId: `ASIA${randomBytes(8).toString('hex').toUpperCase()}`,
    secretAccessKey: randomBytes(30).toString('base64'),
    sessionToken: randomBytes(48).toString('base64'),
    expiration: new Date(Date.now() + lifetimeMs),
  };
  localStoreAccount.createKeyPair(issued.accessKeyId, issued.secretAccessKey);
  return issued;
}

export const revokeCredentials = (issued: IssuedCredentials) => localStoreAccount.revokeAccessKey(issued.accessKeyId);

async function listen(server: http.Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const close = (server: http.Server) => new Promise<void>((resolve) => server.close(() => resolve()));

const readBody = (req: http.IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });

/**
 * A stub of AWS STS answering AssumeRoleWithWebIdentity in the real Query API wire format (form
 * parameters in, the AssumeRoleWithWebIdentityResponse XML out; ErrorResponse XML on refusal).
 */
export async function startStubSts(lifetimeMs: () => number) {
  const calls: Record<string, string>[] = [];
  const issued: IssuedCredentials[] = [];
  let refuseWith: string | null = null;
  const server = http.createServer((req, res) => {
    void readBody(req).then((body) => {
      const form = Object.fromEntries(new URLSearchParams(body));
      calls.push(form);
      res.setHeader('content-type', 'text/xml');
      if (refuseWith || form.Action !== 'AssumeRoleWithWebIdentity' || form.Version !== '2011-06-15') {
        res.statusCode = 400;
        res.end(
          `<ErrorResponse xmlns="https://sts.amazonaws.com/doc/2011-06-15/"><Error><Type>Sender</Type>` +
            `<Code>${refuseWith ?? 'InvalidAction'}</Code><Message>refused</Message></Error>` +
            `<RequestId>${randomBytes(8).toString('hex')}</RequestId></ErrorResponse>`,
        );
        return;
      }
      const credentials = issueCredentials(lifetimeMs());
      issued.push(credentials);
      res.end(
        `<AssumeRoleWithWebIdentityResponse xmlns="https://sts.amazonaws.com/doc/2011-06-15/">
  <AssumeRoleWithWebIdentityResult>
    <SubjectFromWebIdentityToken>system:serviceaccount:kindred:kindred-media</SubjectFromWebIdentityToken>
    <Audience>sts.amazonaws.com</Audience>
    <AssumedRoleUser>
      <Arn>arn:aws:sts::123456789012:assumed-role/kindred-media/${form.RoleSessionName}</Arn>
      <AssumedRoleId>AROA3XFRBF535PLBIFPI4:${form.RoleSessionName}</AssumedRoleId>
    </AssumedRoleUser>
    <Credentials>
      <SessionToken>${credentials.sessionToken}</SessionToken>
      <SecretAccessKey>${credentials.secretAccessKey}</SecretAccessKey>
      <Expiration>${credentials.expiration.toISOString()}</Expiration>
      <AccessKeyId>${credentials.accessKeyId}</AccessKeyId>
    </Credentials>
    <Provider>arn:aws:iam::123456789012:oidc-provider/oidc.eks.eu-west-1.amazonaws.com/id/EXAMPLE</Provider>
  </AssumeRoleWithWebIdentityResult>
  <ResponseMetadata><RequestId>${randomBytes(8).toString('hex')}</RequestId></ResponseMetadata>
</AssumeRoleWithWebIdentityResponse>`,
      );
    });
  });
  const url = `${await listen(server)}/`;
  return {
    url,
    calls,
    issued,
    refuse(code: string | null) {
      refuseWith = code;
    },
    stop: () => close(server),
  };
}

/** A stub of the EKS Pod Identity agent: the pod's token in Authorization, credentials as JSON. */
export async function startStubPodIdentityAgent(lifetimeMs: number) {
  const authorizations: string[] = [];
  const issued: IssuedCredentials[] = [];
  const server = http.createServer((req, res) => {
    authorizations.push(String(req.headers.authorization ?? ''));
    const credentials = issueCredentials(lifetimeMs);
    issued.push(credentials);
    res.setHeader('content-type', 'application/json');
    res.end(
      JSON.stringify({
        AccessKeyId: credentials.accessKeyId,
        SecretAccessKey: credentials.secretAccessKey,
        Token: credentials.sessionToken,
        AccountId: '123456789012',
        Expiration: credentials.expiration.toISOString(),
      }),
    );
  });
  const url = `${await listen(server)}/v1/credentials`;
  return { url, authorizations, issued, stop: () => close(server) };
}

/** Forwards to the object store and keeps the access key and session token each request was signed with. */
export async function startRecordingProxy(target: string) {
  const seen: { method: string; accessKeyId: string | undefined; sessionToken: string | undefined }[] = [];
  const upstream = new URL(target);
  const server = http.createServer((req, res) => {
    const credential = /Credential=([^/]+)\//.exec(String(req.headers.authorization ?? ''))?.[1];
    seen.push({
      method: req.method!,
      accessKeyId: credential,
      sessionToken: req.headers['x-amz-security-token'] as string,
    });
    const forward = http.request(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode!, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => res.destroy());
    req.pipe(forward);
  });
  const url = await listen(server);
  return { url, seen, stop: () => close(server) };
}
