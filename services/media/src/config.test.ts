import { readMediaConfig } from './config';

describe('media configuration: the object store credentials', () => {
  const identity = {
    AWS_WEB_IDENTITY_TOKEN_FILE: '/var/run/secrets/eks.amazonaws.com/serviceaccount/token',
    AWS_ROLE_ARN: 'arn:aws:iam::123456789012:role/kindred-media',
  };

  it("uses the local store's keys in development when none are given", () => {
    expect(readMediaConfig({}).S3_IDENTITY).toEqual({ kind: 'keys', accessKey: 'S3RVER', secretKey: 'S3RVER' });
  });

  it("refuses the local store's keys, and a store without credentials, in production", () => {
    expect(() => readMediaConfig({ NODE_ENV: 'production', S3_ACCESS_KEY: 'S3RVER', S3_SECRET_KEY: 'S3RVER' })).toThrow(
      /local store's keys, refused in production/,
    );
    expect(() => readMediaConfig({ NODE_ENV: 'production' })).toThrow(/S3_ACCESS_KEY and S3_SECRET_KEY must be set/);
    expect(() => readMediaConfig({ NODE_ENV: 'production', S3_ACCESS_KEY: 'AKIA' })).toThrow(
      /S3_SECRET_KEY must be set/,
    );
  });

  it('prefers given keys, else the web identity EKS mounts, with the STS of the region', () => {
    const keys = readMediaConfig({
      NODE_ENV: 'production',
      S3_ACCESS_KEY: 'AKIA',
      S3_SECRET_KEY: 'secret',
      ...identity,
    });
    expect(keys.S3_IDENTITY).toEqual({ kind: 'keys', accessKey: 'AKIA', secretKey: 'secret' });
    const web = readMediaConfig({ NODE_ENV: 'production', S3_ACCESS_KEY: '', ...identity, AWS_REGION: 'eu-west-1' });
    expect(web.S3_IDENTITY).toMatchObject({
      kind: 'webIdentity',
      tokenFile: identity.AWS_WEB_IDENTITY_TOKEN_FILE,
      roleArn: identity.AWS_ROLE_ARN,
      stsEndpoint: 'https://sts.eu-west-1.amazonaws.com/',
    });
    expect(readMediaConfig({ ...identity, S3_REGION: 'us-west-2' }).S3_IDENTITY).toMatchObject({
      stsEndpoint: 'https://sts.us-west-2.amazonaws.com/',
    });
    const pod = readMediaConfig({
      NODE_ENV: 'production',
      AWS_CONTAINER_CREDENTIALS_FULL_URI: 'http://169.254.170.23/v1/credentials',
      AWS_CONTAINER_AUTHORIZATION_TOKEN_FILE:
        '/var/run/secrets/pods.eks.amazonaws.com/serviceaccount/eks-pod-identity-token',
    });
    expect(pod.S3_IDENTITY).toMatchObject({
      kind: 'podIdentity',
      credentialsUrl: 'http://169.254.170.23/v1/credentials',
    });
  });
});
