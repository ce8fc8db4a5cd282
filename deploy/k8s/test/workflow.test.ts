/**
 * The public CI workflow (.github/workflows/chart.yml) cannot run on these machines; this keeps it
 * valid and in step with the repository: the bases it pins are the Dockerfile's, the targets and
 * values it names exist, and it has the steps that the chart and the images are trusted for.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { repo } from './kube';

type Step = { name?: string; uses?: string; run?: string; with?: Record<string, unknown> };
const workflow = parse(fs.readFileSync(path.join(repo, '.github/workflows/chart.yml'), 'utf8'));
const dockerfile = fs.readFileSync(path.join(repo, 'deploy/docker/Dockerfile'), 'utf8');
const steps = (job: string): Step[] => workflow.jobs[job].steps;
const runs = (job: string) =>
  steps(job)
    .map((s) => s.run ?? '')
    .join('\n');

describe('the public CI workflow', () => {
  it('pins the Dockerfile’s own bases by digest', () => {
    expect(`ARG NODE_IMAGE=${workflow.env.NODE_BASE}`).toBe(/^ARG NODE_IMAGE=.*$/m.exec(dockerfile)![0]);
    expect(`ARG NGINX_IMAGE=${workflow.env.NGINX_BASE}`).toBe(/^ARG NGINX_IMAGE=.*$/m.exec(dockerfile)![0]);
    for (const job of ['images', 'publish']) expect(runs(job)).toContain('buildx imagetools inspect');
    expect(workflow.env.SERVICES.split(' ')).toEqual([
      'user',
      'social',
      'messaging',
      'commerce',
      'media',
      'chat',
      'edge',
    ]);
  });

  it('builds every image with SBOM and provenance, from targets the Dockerfile has', () => {
    for (const job of ['images', 'publish']) {
      expect(runs(job)).toContain('--sbom=true');
      expect(runs(job)).toContain('--provenance=mode=max');
    }
    for (const target of runs('images').match(/--target [a-z-]+/g)!)
      expect(dockerfile).toContain(`AS ${target.slice('--target '.length)}\n`);
  });

  it('installs the chart on kind with --wait, takes a backup and runs helm test', () => {
    expect(steps('install').some((s) => s.uses?.startsWith('helm/kind-action@'))).toBe(true);
    const install = runs('install');
    expect(install).toMatch(/helm install kindred helm\/kindred .*\n?.*--wait/);
    expect(install).toContain('create job --from=cronjob/kindred-backup');
    expect(install).toContain('helm test kindred');
    const values = parse(fs.readFileSync(path.join(repo, 'helm/kindred/values.yaml'), 'utf8'));
    for (const [, key] of install.matchAll(/--set ([\w.]+)=/g)) {
      const found = key!.split('.').reduce((at: any, part) => (at === undefined ? at : at[part]), values);
      expect([key, found !== undefined]).toEqual([key, true]);
    }
  });

  it('signs the pushed images with cosign, attests the SBOM, and checks uWebSockets.js against upstream', () => {
    expect(workflow.jobs.publish.permissions['id-token']).toBe('write');
    expect(runs('publish')).toContain('cosign sign --yes');
    expect(runs('publish')).toContain('cosign attest --yes --type cyclonedx');
    expect(workflow.jobs.publish.needs).toEqual(['uwebsockets-upstream', 'install']);
    const check = runs('uwebsockets-upstream');
    expect(check).toContain('node_modules/uWebSockets.js/source_commit');
    expect(check).toContain('https://github.com/uNetworking/uWebSockets.js.git');
    expect(check).toMatch(/cmp - "\$binary"/);
  });
});
