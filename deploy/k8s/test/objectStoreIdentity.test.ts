/** The kustomize overlays let media reach object storage with the Secret's keys or, without them, a cloud identity. */
import { kustomize, type Obj } from './kube';

describe.each(['dev', 'production'])('kustomize overlay %s: media and the object store', (overlay) => {
  let objects: Obj[];
  beforeAll(() => {
    objects = kustomize(overlay);
  });

  it('gives media the keys only if the Secret has them, and its own ServiceAccount for a cloud identity (IRSA)', () => {
    const named = (kind: string, name: string) => objects.find((o) => o.kind === kind && o.metadata.name === name);
    const pod = named('Deployment', 'media')!.spec.template.spec;
    expect(named('ServiceAccount', pod.serviceAccountName)).toMatchObject({ automountServiceAccountToken: false });
    const keys = pod.containers[0].env.filter((e: any) => /^S3_(ACCESS|SECRET)_KEY$/.test(e.name));
    expect(keys.map((e: any) => [e.name, e.valueFrom.secretKeyRef.optional])).toEqual([
      ['S3_ACCESS_KEY', true],
      ['S3_SECRET_KEY', true],
    ]);
  });
});
