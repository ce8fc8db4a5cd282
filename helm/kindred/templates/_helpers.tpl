{{/* ---------- names ---------- */}}

{{/* The chart name, or nameOverride. */}}
{{- define "kindred.name" -}}
{{- default .Chart.Name .Values.nameOverride | trunc 63 | trimSuffix "-" -}}
{{- end -}}

{{/* `<release>-<chart>` (just the release when it already contains the chart name), or fullnameOverride. */}}
{{- define "kindred.fullname" -}}
{{- if .Values.fullnameOverride -}}
{{- .Values.fullnameOverride | trunc 63 | trimSuffix "-" -}}
{{- else -}}
{{- $name := default .Chart.Name .Values.nameOverride -}}
{{- if contains $name .Release.Name -}}
{{- .Release.Name | trunc 63 | trimSuffix "-" -}}
{{- else -}}
{{- printf "%s-%s" .Release.Name $name | trunc 63 | trimSuffix "-" -}}
{{- end -}}
{{- end -}}
{{- end -}}

{{/* Name of one component's resources. Call with (dict "root" $ "component" "edge"). */}}
{{- define "kindred.componentName" -}}
{{- printf "%s-%s" (include "kindred.fullname" .root) .component | trunc 63 | trimSuffix "-" -}}
{{- end -}}

{{- define "kindred.chart" -}}
{{- printf "%s-%s" .Chart.Name .Chart.Version | replace "+" "_" | trunc 63 | trimSuffix "-" -}}
{{- end -}}

{{/* ---------- labels ---------- */}}

{{/* Selector labels of one component. Call with (dict "root" $ "component" "edge"). */}}
{{- define "kindred.selectorLabels" -}}
app.kubernetes.io/name: {{ include "kindred.name" .root }}
app.kubernetes.io/instance: {{ .root.Release.Name }}
app.kubernetes.io/component: {{ .component }}
{{- end -}}

{{/* Every label of one component's resources. Call with (dict "root" $ "component" "edge"). */}}
{{- define "kindred.labels" -}}
{{ include "kindred.selectorLabels" . }}
app.kubernetes.io/part-of: kindred
app.kubernetes.io/version: {{ .root.Chart.AppVersion | quote }}
app.kubernetes.io/managed-by: {{ .root.Release.Service }}
helm.sh/chart: {{ include "kindred.chart" .root }}
{{- end -}}

{{/* A NetworkPolicy peer: the pods of one Kindred component of this release. */}}
{{- define "kindred.peer" -}}
- podSelector:
    matchLabels:
      {{- include "kindred.selectorLabels" . | nindent 6 }}
{{- end -}}

{{/* A NetworkPolicy peer: every pod of a namespace. Call with the namespace name. */}}
{{- define "kindred.namespacePeer" -}}
- namespaceSelector:
    matchLabels:
      kubernetes.io/metadata.name: {{ . }}
{{- end -}}

{{/* Egress rule to the cluster DNS. */}}
{{- define "kindred.dnsEgress" -}}
- to:
    - namespaceSelector:
        matchLabels:
          kubernetes.io/metadata.name: kube-system
      podSelector:
        matchLabels:
          k8s-app: kube-dns
  ports:
    - protocol: UDP
      port: 53
    - protocol: TCP
      port: 53
{{- end -}}

{{/* ---------- images and pod pieces ---------- */}}

{{/* `<registry>/<prefix>/<component>:<tag>`. Call with (dict "root" $ "component" "edge"). */}}
{{- define "kindred.image" -}}
{{- $image := .root.Values.image -}}
{{- $repository := printf "%s/%s" $image.repositoryPrefix .component -}}
{{- if $image.registry -}}{{- $repository = printf "%s/%s" $image.registry $repository -}}{{- end -}}
{{- printf "%s:%s" $repository (default .root.Chart.AppVersion $image.tag) -}}
{{- end -}}

{{- define "kindred.imagePullSecrets" -}}
{{- with .Values.image.pullSecrets }}
imagePullSecrets:
  {{- range . }}
  - name: {{ . }}
  {{- end }}
{{- end }}
{{- end -}}

{{/* Prometheus scrape annotations. Call with (dict "root" $ "port" 9101). */}}
{{- define "kindred.metricsAnnotations" -}}
{{- if .root.Values.metrics.podAnnotations -}}
prometheus.io/scrape: "true"
prometheus.io/port: {{ .port | quote }}
prometheus.io/path: /metrics
{{- end -}}
{{- end -}}

{{/* Spread a component's pods over nodes and zones. Call with (dict "root" $ "component" "edge"). */}}
{{- define "kindred.topologySpread" -}}
topologySpreadConstraints:
  - maxSkew: 1
    topologyKey: kubernetes.io/hostname
    whenUnsatisfiable: ScheduleAnyway
    labelSelector:
      matchLabels:
        {{- include "kindred.selectorLabels" . | nindent 8 }}
  - maxSkew: 1
    topologyKey: topology.kubernetes.io/zone
    whenUnsatisfiable: ScheduleAnyway
    labelSelector:
      matchLabels:
        {{- include "kindred.selectorLabels" . | nindent 8 }}
{{- end -}}

{{/* gRPC-native probes (grpc.health.v1). Migrations run before the server listens: up to two minutes to start. */}}
{{- define "kindred.grpcProbes" -}}
startupProbe:
  grpc:
    port: {{ . }}
  periodSeconds: 2
  failureThreshold: 60
  timeoutSeconds: 2
readinessProbe:
  grpc:
    port: {{ . }}
  periodSeconds: 5
  failureThreshold: 3
  timeoutSeconds: 2
livenessProbe:
  grpc:
    port: {{ . }}
  periodSeconds: 10
  failureThreshold: 3
  timeoutSeconds: 2
{{- end -}}

{{/* /healthz and /readyz probes of the edge and chat. Call with the port name. */}}
{{- define "kindred.httpProbes" -}}
startupProbe:
  httpGet:
    path: /healthz
    port: {{ . }}
  periodSeconds: 2
  failureThreshold: 30
  timeoutSeconds: 2
readinessProbe:
  httpGet:
    path: /readyz
    port: {{ . }}
  periodSeconds: 5
  failureThreshold: 3
  timeoutSeconds: 2
livenessProbe:
  httpGet:
    path: /healthz
    port: {{ . }}
  periodSeconds: 10
  failureThreshold: 3
  timeoutSeconds: 2
{{- end -}}

{{/* Lets endpoints and the Ingress drop a pod before it stops listening. */}}
{{- define "kindred.preStop" -}}
lifecycle:
  preStop:
    exec:
      command: ["sleep", "5"]
{{- end -}}

{{/* One env entry read from the application Secret. Call with (dict "root" $ "name" "DATABASE_URL" "optional" false). */}}
{{- define "kindred.secretEnv" -}}
- name: {{ .name }}
  valueFrom:
    secretKeyRef:
      name: {{ include "kindred.secretName" .root }}
      key: {{ .name }}
      {{- if .optional }}
      optional: true
      {{- end }}
{{- end -}}

{{/* ---------- configuration and secrets ---------- */}}

{{- define "kindred.configName" -}}
{{- printf "%s-config" (include "kindred.fullname" .) -}}
{{- end -}}

{{/* The Secret every pod reads: secrets.existingSecret, or the one this chart makes. */}}
{{- define "kindred.secretName" -}}
{{- default (printf "%s-secrets" (include "kindred.fullname" .)) .Values.secrets.existingSecret -}}
{{- end -}}

{{/* host:port of a gRPC service of this release. Call with (dict "root" $ "component" "user" "port" 50051). */}}
{{- define "kindred.grpcAddress" -}}
{{- printf "%s:%v" (include "kindred.componentName" .) .port -}}
{{- end -}}

{{/*
A value given in values.yaml, else the one already stored in Secret `secret` under `key` (upgrades keep it),
else a new random one. Remembered for the rest of the render, so every template sees the same value.
Call with (dict "root" $ "value" .Values.minio.rootPassword "secret" "<secret name>" "key" "MINIO_ROOT_PASSWORD").
*/}}
{{- define "kindred.persistentValue" -}}
{{- $root := .root -}}
{{- if not (hasKey $root "kindredGenerated") -}}
{{- $_ := set $root "kindredGenerated" dict -}}
{{- end -}}
{{- $cache := get $root "kindredGenerated" -}}
{{- $slot := printf "%s/%s" .secret .key -}}
{{- if not (hasKey $cache $slot) -}}
{{- $value := .value -}}
{{- if not $value -}}
{{- $existing := lookup "v1" "Secret" $root.Release.Namespace .secret -}}
{{- if and $existing (hasKey $existing "data") (hasKey (get $existing "data") .key) -}}
{{- $value = get (get $existing "data") .key | b64dec -}}
{{- else -}}
{{- $value = randAlphaNum 32 -}}
{{- end -}}
{{- end -}}
{{- $_ := set $cache $slot $value -}}
{{- end -}}
{{- get $cache $slot -}}
{{- end -}}

{{/* ---------- bundled or external datastores ---------- */}}

{{- define "kindred.postgresql.host" -}}
{{- include "kindred.componentName" (dict "root" . "component" "postgresql") -}}
{{- end -}}

{{- define "kindred.postgresql.password" -}}
{{- include "kindred.persistentValue" (dict "root" . "value" .Values.postgresql.auth.password "secret" (include "kindred.componentName" (dict "root" . "component" "postgresql")) "key" "POSTGRES_PASSWORD") -}}
{{- end -}}

{{/* DATABASE_URL: the bundled PostgreSQL, or postgresql.external.url. */}}
{{- define "kindred.databaseUrl" -}}
{{- if .Values.postgresql.enabled -}}
{{- $auth := .Values.postgresql.auth -}}
{{- printf "postgres://%s:%s@%s:5432/%s" $auth.username (include "kindred.postgresql.password" . | urlquery) (include "kindred.postgresql.host" .) $auth.database -}}
{{- else -}}
{{- required "postgresql.external.url is required when postgresql.enabled is false (or set secrets.existingSecret)" .Values.postgresql.external.url -}}
{{- end -}}
{{- end -}}

{{/* REDIS_URL: the bundled Redis, or redis.external.url. */}}
{{- define "kindred.redisUrl" -}}
{{- if .Values.redis.enabled -}}
{{- printf "redis://%s:6379" (include "kindred.componentName" (dict "root" . "component" "redis")) -}}
{{- else -}}
{{- required "redis.external.url is required when redis.enabled is false (or set secrets.existingSecret)" .Values.redis.external.url -}}
{{- end -}}
{{- end -}}

{{/* S3_ENDPOINT: the bundled MinIO, or minio.external.endpoint. */}}
{{- define "kindred.s3Endpoint" -}}
{{- if .Values.minio.enabled -}}
{{- printf "http://%s:9000" (include "kindred.componentName" (dict "root" . "component" "minio")) -}}
{{- else -}}
{{- required "minio.external.endpoint is required when minio.enabled is false" .Values.minio.external.endpoint -}}
{{- end -}}
{{- end -}}

{{- define "kindred.minio.rootPassword" -}}
{{- include "kindred.persistentValue" (dict "root" . "value" .Values.minio.rootPassword "secret" (include "kindred.componentName" (dict "root" . "component" "minio")) "key" "MINIO_ROOT_PASSWORD") -}}
{{- end -}}

{{- define "kindred.s3AccessKey" -}}
{{- if .Values.minio.enabled -}}{{ .Values.minio.rootUser }}{{- else -}}{{ required "minio.external.accessKey is required when minio.enabled is false (or set secrets.existingSecret)" .Values.minio.external.accessKey }}{{- end -}}
{{- end -}}

{{- define "kindred.s3SecretKey" -}}
{{- if .Values.minio.enabled -}}{{ include "kindred.minio.rootPassword" . }}{{- else -}}{{ required "minio.external.secretKey is required when minio.enabled is false (or set secrets.existingSecret)" .Values.minio.external.secretKey }}{{- end -}}
{{- end -}}

{{- define "kindred.paymentCallbackSecret" -}}
{{- include "kindred.persistentValue" (dict "root" . "value" .Values.secrets.paymentCallbackSecret "secret" (include "kindred.secretName" .) "key" "PAYMENT_CALLBACK_SECRET") -}}
{{- end -}}

{{/* The keys of the application Secret (the chart's own and the migration hook's copy). */}}
{{- define "kindred.secretData" -}}
DATABASE_URL: {{ include "kindred.databaseUrl" . | b64enc | quote }}
REDIS_URL: {{ include "kindred.redisUrl" . | b64enc | quote }}
SMTP_URL: {{ .Values.secrets.smtpUrl | b64enc | quote }}
S3_ACCESS_KEY: {{ include "kindred.s3AccessKey" . | b64enc | quote }}
S3_SECRET_KEY: {{ include "kindred.s3SecretKey" . | b64enc | quote }}
PAYMENT_CALLBACK_SECRET: {{ include "kindred.paymentCallbackSecret" . | b64enc | quote }}
{{- with .Values.secrets.stripeSecretKey }}
STRIPE_SECRET_KEY: {{ . | b64enc | quote }}
{{- end }}
{{- with .Values.secrets.stripeWebhookSecret }}
STRIPE_WEBHOOK_SECRET: {{ . | b64enc | quote }}
{{- end }}
{{- /* Staff passwords always come from the Secret: given, or generated once and kept (never logged). */}}
ADMIN_PASSWORD: {{ include "kindred.persistentValue" (dict "root" . "value" .Values.secrets.adminPassword "secret" (include "kindred.secretName" .) "key" "ADMIN_PASSWORD") | b64enc | quote }}
SERVICE_PASSWORD: {{ include "kindred.persistentValue" (dict "root" . "value" .Values.secrets.servicePassword "secret" (include "kindred.secretName" .) "key" "SERVICE_PASSWORD") | b64enc | quote }}
{{- with .Values.secrets.translateApiKey }}
TRANSLATE_API_KEY: {{ . | b64enc | quote }}
{{- end }}
{{- end -}}

{{/* ---------- the five gRPC services share one shape ---------- */}}

{{/*
Deployment of a gRPC service.
Call with (dict "root" $ "component" "user" "port" 50051 "metricsPort" 9101 "tmpSize" "64Mi" "env" (list …)).
*/}}
{{- define "kindred.grpcDeployment" -}}
{{- $root := .root -}}
{{- $values := index $root.Values .component -}}
{{- $ctx := dict "root" $root "component" .component -}}
apiVersion: apps/v1
kind: Deployment
metadata:
  name: {{ include "kindred.componentName" $ctx }}
  labels:
    {{- include "kindred.labels" $ctx | nindent 4 }}
spec:
  replicas: {{ $values.replicaCount }}
  revisionHistoryLimit: 5
  selector:
    matchLabels:
      {{- include "kindred.selectorLabels" $ctx | nindent 6 }}
  strategy:
    type: RollingUpdate
    rollingUpdate:
      maxUnavailable: 0
      maxSurge: 1
  template:
    metadata:
      labels:
        {{- include "kindred.labels" $ctx | nindent 8 }}
      annotations:
        checksum/config: {{ include (print $root.Template.BasePath "/config/configmap.yaml") $root | sha256sum }}
        {{- include "kindred.metricsAnnotations" (dict "root" $root "port" .metricsPort) | nindent 8 }}
    spec:
      automountServiceAccountToken: false
      enableServiceLinks: false
      terminationGracePeriodSeconds: 30
      {{- include "kindred.imagePullSecrets" $root | nindent 6 }}
      securityContext:
        {{- toYaml $root.Values.podSecurityContext | nindent 8 }}
      {{- include "kindred.topologySpread" $ctx | nindent 6 }}
      containers:
        - name: {{ .component }}
          image: {{ include "kindred.image" $ctx }}
          imagePullPolicy: {{ $root.Values.image.pullPolicy }}
          ports:
            - name: grpc
              containerPort: {{ .port }}
            - name: metrics
              containerPort: {{ .metricsPort }}
          envFrom:
            - configMapRef:
                name: {{ include "kindred.configName" $root }}
          env:
            {{- range .env }}
            {{- include "kindred.secretEnv" (dict "root" $root "name" .name "optional" .optional) | nindent 12 }}
            {{- end }}
            {{- range $name, $value := .plainEnv }}
            - name: {{ $name }}
              value: {{ $value | quote }}
            {{- end }}
          {{- include "kindred.grpcProbes" .port | nindent 10 }}
          {{- include "kindred.preStop" . | nindent 10 }}
          resources:
            {{- toYaml $values.resources | nindent 12 }}
          securityContext:
            {{- toYaml $root.Values.containerSecurityContext | nindent 12 }}
          volumeMounts:
            - name: tmp
              mountPath: /tmp
      volumes:
        - name: tmp
          emptyDir:
            sizeLimit: {{ .tmpSize | default "64Mi" }}
{{- end -}}

{{/* Service of a gRPC service. Call with (dict "root" $ "component" "user" "port" 50051 "metricsPort" 9101). */}}
{{- define "kindred.grpcService" -}}
{{- $ctx := dict "root" .root "component" .component -}}
apiVersion: v1
kind: Service
metadata:
  name: {{ include "kindred.componentName" $ctx }}
  labels:
    {{- include "kindred.labels" $ctx | nindent 4 }}
spec:
  type: ClusterIP
  # Headless: gRPC clients balance round-robin over every pod.
  clusterIP: None
  selector:
    {{- include "kindred.selectorLabels" $ctx | nindent 4 }}
  ports:
    - name: grpc
      port: {{ .port }}
      targetPort: grpc
      appProtocol: grpc
    - name: metrics
      port: {{ .metricsPort }}
      targetPort: metrics
{{- end -}}

{{/* PodDisruptionBudget of a component whose values have pdb.maxUnavailable. Call with (dict "root" $ "component" "user"). */}}
{{- define "kindred.pdb" -}}
{{- $values := index .root.Values .component -}}
apiVersion: policy/v1
kind: PodDisruptionBudget
metadata:
  name: {{ include "kindred.componentName" . }}
  labels:
    {{- include "kindred.labels" . | nindent 4 }}
spec:
  maxUnavailable: {{ $values.pdb.maxUnavailable }}
  selector:
    matchLabels:
      {{- include "kindred.selectorLabels" . | nindent 6 }}
{{- end -}}

{{/*
NetworkPolicy of a gRPC service: its callers by name on the gRPC port, Prometheus on the metrics port,
DNS plus the listed egress. Call with (dict "root" $ "component" "social" "port" 50052 "metricsPort" 9102
"callers" (list "edge") "egress" "<yaml list of extra egress rules>").
*/}}
{{- define "kindred.grpcNetworkPolicy" -}}
{{- $root := .root -}}
{{- $ctx := dict "root" $root "component" .component -}}
apiVersion: networking.k8s.io/v1
kind: NetworkPolicy
metadata:
  name: {{ include "kindred.componentName" $ctx }}
  labels:
    {{- include "kindred.labels" $ctx | nindent 4 }}
spec:
  podSelector:
    matchLabels:
      {{- include "kindred.selectorLabels" $ctx | nindent 6 }}
  policyTypes: [Ingress, Egress]
  ingress:
    - from:
        {{- range .callers }}
        {{- include "kindred.peer" (dict "root" $root "component" .) | nindent 8 }}
        {{- end }}
      ports:
        - protocol: TCP
          port: {{ .port }}
    - from:
        {{- include "kindred.namespacePeer" $root.Values.networkPolicy.monitoringNamespace | nindent 8 }}
      ports:
        - protocol: TCP
          port: {{ .metricsPort }}
  egress:
    {{- include "kindred.dnsEgress" . | nindent 4 }}
    {{- .egress | nindent 4 }}
{{- end -}}

{{/* Egress to PostgreSQL: the bundled pods, or (external) any address but the cloud metadata one on 5432. */}}
{{- define "kindred.postgresqlEgress" -}}
{{- include "kindred.storeEgress" (dict "root" . "component" "postgresql" "enabled" .Values.postgresql.enabled "ports" (list 5432)) -}}
{{- end -}}

{{- define "kindred.redisEgress" -}}
{{- include "kindred.storeEgress" (dict "root" . "component" "redis" "enabled" .Values.redis.enabled "ports" (list 6379 6380)) -}}
{{- end -}}

{{- define "kindred.minioEgress" -}}
{{- include "kindred.storeEgress" (dict "root" . "component" "minio" "enabled" .Values.minio.enabled "ports" (list 9000 443)) -}}
{{- end -}}

{{- define "kindred.storeEgress" -}}
- to:
    {{- if .enabled }}
    {{- include "kindred.peer" (dict "root" .root "component" .component) | nindent 4 }}
    {{- else }}
    - ipBlock:
        cidr: 0.0.0.0/0
        except: [169.254.169.254/32]
    {{- end }}
  ports:
    {{- range .ports }}
    - protocol: TCP
      port: {{ . }}
    {{- end }}
{{- end -}}

{{/* Egress to a gRPC service of this release. Call with (dict "root" $ "component" "user" "port" 50051). */}}
{{- define "kindred.grpcEgress" -}}
- to:
    {{- include "kindred.peer" (dict "root" .root "component" .component) | nindent 4 }}
  ports:
    - protocol: TCP
      port: {{ .port }}
{{- end -}}
