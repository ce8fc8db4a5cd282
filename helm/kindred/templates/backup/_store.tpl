{{/*
The backup's own database role (backup.databaseUrl) and store account, added to the application
Secret's data (dict "root" $ "data" $data). The store account:
backup.store.accessKey/secretKey, or in development the bundled MinIO's root user (when the backup
bucket is on it). With neither, the keys are absent and the backup job, whose references to them are
optional, uses the platform's credentials.
*/}}
{{- define "kindred.backupSecretData" -}}
{{- $root := .root -}}
{{- $store := $root.Values.backup.store -}}
{{- with $root.Values.backup.databaseUrl }}{{ $_ := set $.data "BACKUP_DATABASE_URL" . }}{{ end -}}
{{- if $store.accessKey -}}
{{- $_ := set .data "BACKUP_S3_ACCESS_KEY" $store.accessKey -}}
{{- $_ := set .data "BACKUP_S3_SECRET_KEY" (required "backup.store.secretKey is required with backup.store.accessKey" $store.secretKey) -}}
{{- else if and $root.Values.minio.enabled (not $store.endpoint) -}}
{{- $_ := set .data "BACKUP_S3_ACCESS_KEY" $root.Values.minio.rootUser -}}
{{- $_ := set .data "BACKUP_S3_SECRET_KEY" (include "kindred.storePassword" (dict "root" $root "component" "minio")) -}}
{{- end -}}
{{- end -}}

{{/* The backup store keys as container env from the application Secret (optional: see above). */}}
{{- define "kindred.backupStoreEnv" -}}
{{- $root := . -}}
{{- range $name := list "BACKUP_S3_ACCESS_KEY" "BACKUP_S3_SECRET_KEY" }}
- name: {{ $name }}
  valueFrom:
    secretKeyRef:
      name: {{ include "kindred.secretName" $root }}
      key: {{ include "kindred.secretKey" (dict "root" $root "name" $name) }}
      optional: true
{{- end }}
{{- end -}}
