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

{{/* Key of an application secret inside the Secret: secrets.keys.<NAME>, else NAME. */}}
{{- define "kindred.secretKey" -}}
{{- index (.root.Values.secrets.keys | default dict) .name | default .name -}}
{{- end -}}

{{/* One env entry read from the application Secret. Call with (dict "root" $ "name" "DATABASE_URL" "optional" false). */}}
{{- define "kindred.secretEnv" -}}
- name: {{ .name }}
  valueFrom:
    secretKeyRef:
      name: {{ include "kindred.secretName" .root }}
      key: {{ include "kindred.secretKey" . }}
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

{{/* host:port of a gRPC service of this release (port from the ports table). Call with (dict "root" $ "component" "user"). */}}
{{- define "kindred.grpcAddress" -}}
{{- printf "%s:%v" (include "kindred.componentName" .) (index .root.Values.ports .component).grpc -}}
{{- end -}}

{{/*
A value given in values.yaml, else the one already stored in Secret `secret` under `key` (`helm upgrade`
keeps it), else a new random one. `helm template` (and so Argo CD) cannot look a Secret up: GitOps
brings its own Secret (secrets.existingSecret). Remembered for the rest of the render, so every
template sees the same value. Call with (dict "root" $ "value" "" "secret" "<secret name>" "key" "KEY").
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

{{/* Secret of a bundled store: its auth.existingSecret, or the one this chart makes. Call with (dict "root" $ "component" "redis"). */}}
{{- define "kindred.storeSecretName" -}}
{{- $auth := (index .root.Values .component).auth -}}
{{- default (include "kindred.componentName" .) $auth.existingSecret -}}
{{- end -}}

{{/* Password of a bundled store (never generated when its auth.existingSecret is set). Call with (dict "root" $ "component" "redis"). */}}
{{- define "kindred.storePassword" -}}
{{- $auth := (index .root.Values .component).auth -}}
{{- if $auth.existingSecret -}}
{{- fail (printf "%s.auth.existingSecret is set: the chart cannot read that password, so set secrets.existingSecret too (its URLs and keys carry it)" .component) -}}
{{- end -}}
{{- include "kindred.persistentValue" (dict "root" .root "value" ($auth.password | default (index .root.Values .component).rootPassword) "secret" (include "kindred.componentName" .) "key" $auth.passwordKey) -}}
{{- end -}}

{{- define "kindred.postgresql.host" -}}
{{- include "kindred.componentName" (dict "root" . "component" "postgresql") -}}
{{- end -}}

{{/* DATABASE_URL: the bundled PostgreSQL, or postgresql.external.url. */}}
{{- define "kindred.databaseUrl" -}}
{{- if .Values.postgresql.enabled -}}
{{- $auth := .Values.postgresql.auth -}}
{{- $password := include "kindred.storePassword" (dict "root" . "component" "postgresql") -}}
{{- printf "postgres://%s:%s@%s:%v/%s" $auth.username ($password | urlquery) (include "kindred.postgresql.host" .) .Values.ports.postgresql $auth.database -}}
{{- else -}}
{{- required "postgresql.external.url is required when postgresql.enabled is false (or set secrets.existingSecret)" .Values.postgresql.external.url -}}
{{- end -}}
{{- end -}}

{{/* DATABASE_READ_URL: postgresql.external.readUrls, comma-separated; the bundled database has no replicas. */}}
{{- define "kindred.databaseReadUrl" -}}
{{- with .Values.postgresql.external.readUrls -}}
{{- if $.Values.postgresql.enabled -}}
{{- fail "postgresql.external.readUrls are replicas of an external database: set postgresql.enabled=false and postgresql.external.url" -}}
{{- end -}}
{{- join "," . -}}
{{- end -}}
{{- end -}}

{{/* REDIS_CLUSTER_NODES: redis.external.clusterNodes, comma-separated; the bundled Redis is one node. */}}
{{- define "kindred.redisClusterNodes" -}}
{{- with .Values.redis.external.clusterNodes -}}
{{- if $.Values.redis.enabled -}}
{{- fail "redis.external.clusterNodes name an external Redis Cluster: set redis.enabled=false" -}}
{{- end -}}
{{- join "," . -}}
{{- end -}}
{{- end -}}

{{/* REDIS_URL: the bundled Redis (with its password), or redis.external.url (with a cluster: its first seed when empty). */}}
{{- define "kindred.redisUrl" -}}
{{- if .Values.redis.enabled -}}
{{- $host := include "kindred.componentName" (dict "root" . "component" "redis") -}}
{{- $password := include "kindred.storePassword" (dict "root" . "component" "redis") -}}
{{- printf "redis://:%s@%s:%v" ($password | urlquery) $host .Values.ports.redis -}}
{{- else if and (not .Values.redis.external.url) .Values.redis.external.clusterNodes -}}
{{- printf "redis://%s" (first .Values.redis.external.clusterNodes) -}}
{{- else -}}
{{- required "redis.external.url is required when redis.enabled is false (or set secrets.existingSecret)" .Values.redis.external.url -}}
{{- end -}}
{{- end -}}

{{/* S3_ENDPOINT: the bundled MinIO, or minio.external.endpoint. */}}
{{- define "kindred.s3Endpoint" -}}
{{- if .Values.minio.enabled -}}
{{- printf "http://%s:%v" (include "kindred.componentName" (dict "root" . "component" "minio")) .Values.ports.minio.s3 -}}
{{- else -}}
{{- required "minio.external.endpoint is required when minio.enabled is false" .Values.minio.external.endpoint -}}
{{- end -}}
{{- end -}}

{{/*
The cloud identity media signs object-store requests with instead of keys (minio.external.workloadIdentity):
`irsa`, `podIdentity`, or empty when it uses S3_ACCESS_KEY / S3_SECRET_KEY.
*/}}
{{- define "kindred.objectStoreIdentity" -}}
{{- $identity := .Values.minio.external.workloadIdentity | default dict -}}
{{- if $identity.enabled -}}
{{- if .Values.minio.enabled -}}
{{- fail "minio.external.workloadIdentity is for an external store (S3 or GCS): set minio.enabled=false" -}}
{{- end -}}
{{- $identity.provider | default "irsa" -}}
{{- end -}}
{{- end -}}

{{- define "kindred.s3AccessKey" -}}
{{- if .Values.minio.enabled -}}{{ .Values.minio.rootUser }}{{- else -}}{{ required "minio.external.accessKey is required when minio.enabled is false (or set secrets.existingSecret)" .Values.minio.external.accessKey }}{{- end -}}
{{- end -}}

{{- define "kindred.s3SecretKey" -}}
{{- if .Values.minio.enabled -}}{{ include "kindred.storePassword" (dict "root" . "component" "minio") }}{{- else -}}{{ required "minio.external.secretKey is required when minio.enabled is false (or set secrets.existingSecret)" .Values.minio.external.secretKey }}{{- end -}}
{{- end -}}

{{- define "kindred.paymentCallbackSecret" -}}
{{- include "kindred.persistentValue" (dict "root" . "value" .Values.secrets.paymentCallbackSecret "secret" (include "kindred.secretName" .) "key" (include "kindred.secretKey" (dict "root" . "name" "PAYMENT_CALLBACK_SECRET"))) -}}
{{- end -}}

{{/* The keys of the application Secret the chart makes (key names follow secrets.keys). */}}
{{- define "kindred.secretData" -}}
{{- $root := . -}}
{{- $data := dict "DATABASE_URL" (include "kindred.databaseUrl" .) "REDIS_URL" (include "kindred.redisUrl" .) "SMTP_URL" .Values.secrets.smtpUrl "PAYMENT_CALLBACK_SECRET" (include "kindred.paymentCallbackSecret" .) -}}
{{- with include "kindred.databaseReadUrl" . }}{{ $_ := set $data "DATABASE_READ_URL" . }}{{ end -}}
{{- /* With workload identity no S3 key exists anywhere: media asks the platform for short-lived ones. */ -}}
{{- if not (include "kindred.objectStoreIdentity" .) }}{{ $_ := set $data "S3_ACCESS_KEY" (include "kindred.s3AccessKey" .) }}{{ $_ := set $data "S3_SECRET_KEY" (include "kindred.s3SecretKey" .) }}{{ end -}}
{{- with .Values.secrets.stripeSecretKey }}{{ $_ := set $data "STRIPE_SECRET_KEY" . }}{{ end -}}
{{- include "kindred.backupSecretData" (dict "root" . "data" $data) -}}
{{- with .Values.secrets.stripeWebhookSecret }}{{ $_ := set $data "STRIPE_WEBHOOK_SECRET" . }}{{ end -}}
{{- /* Staff passwords always come from the Secret: given, or generated once and kept (never logged). */ -}}
{{- $_ := set $data "ADMIN_PASSWORD" (include "kindred.persistentValue" (dict "root" . "value" .Values.secrets.adminPassword "secret" (include "kindred.secretName" .) "key" (include "kindred.secretKey" (dict "root" . "name" "ADMIN_PASSWORD")))) -}}
{{- $_ := set $data "SERVICE_PASSWORD" (include "kindred.persistentValue" (dict "root" . "value" .Values.secrets.servicePassword "secret" (include "kindred.secretName" .) "key" (include "kindred.secretKey" (dict "root" . "name" "SERVICE_PASSWORD")))) -}}
{{- with .Values.secrets.translateApiKey }}{{ $_ := set $data "TRANSLATE_API_KEY" . }}{{ end -}}
{{- with .Values.secrets.vapidPrivateKey }}{{ $_ := set $data "VAPID_PRIVATE_KEY" . }}{{ end -}}
{{- $_ := set $data "NOTIFY_UNSUBSCRIBE_SECRET" (include "kindred.persistentValue" (dict "root" . "value" .Values.secrets.notifyUnsubscribeSecret "secret" (include "kindred.secretName" .) "key" (include "kindred.secretKey" (dict "root" . "name" "NOTIFY_UNSUBSCRIBE_SECRET")))) -}}
{{- range $name := keys $data | sortAlpha }}
{{ include "kindred.secretKey" (dict "root" $root "name" $name) }}: {{ get $data $name | b64enc | quote }}
{{- end }}
{{- end -}}

{{/* sha256 of what a pod reads from chart-made Secrets: a changed secret rolls the pods. Call with (dict "root" $ "stores" (list "postgresql")). */}}
{{- define "kindred.secretChecksum" -}}
{{- $root := .root -}}
{{- $text := include (print $root.Template.BasePath "/config/secret.yaml") $root -}}
{{- range .stores }}
{{- $text = print $text (include (print $root.Template.BasePath "/" . "/secret.yaml") $root) -}}
{{- end }}
{{- $text | sha256sum -}}
{{- end -}}
