{{/* ---------- images and pod pieces: every workload gets the same standard knobs ---------- */}}

{{/* `<registry>/<prefix>/<component>@<digest>`, else `:<tag>`. Call with (dict "root" $ "component" "edge"). */}}
{{- define "kindred.image" -}}
{{- $image := .root.Values.image -}}
{{- $own := (index .root.Values .component | default dict).image | default dict -}}
{{- $repository := printf "%s/%s" $image.repositoryPrefix .component -}}
{{- if $image.registry -}}{{- $repository = printf "%s/%s" $image.registry $repository -}}{{- end -}}
{{- if $own.digest -}}
{{- printf "%s@%s" $repository $own.digest -}}
{{- else -}}
{{- printf "%s:%s" $repository (default .root.Chart.AppVersion $image.tag) -}}
{{- end -}}
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

{{/*
Pod template metadata: labels (+ global and component podLabels), checksums, scrape and extra annotations.
Call with (dict "root" $ "component" "edge" "metricsPort" 8080 "secretStores" (list) "readsSecret" true),
and "valuesKey" when the knobs live under another key than the component label (migrate: migrations).
*/}}
{{- define "kindred.podMetadata" -}}
{{- $root := .root -}}
{{- $c := index $root.Values (.valuesKey | default .component) | default dict -}}
{{- $ctx := dict "root" $root "component" .component -}}
metadata:
  labels:
    {{- include "kindred.labels" $ctx | nindent 4 }}
    {{- with merge (dict) ($c.podLabels | default dict) $root.Values.global.podLabels }}
    {{- toYaml . | nindent 4 }}
    {{- end }}
  annotations:
    checksum/config: {{ include (print $root.Template.BasePath "/config/configmap.yaml") $root | sha256sum }}
    {{- if .readsSecret }}
    checksum/secret: {{ include "kindred.secretChecksum" (dict "root" $root "stores" (.secretStores | default list)) }}
    {{- end }}
    {{- with .metricsPort }}
    {{- include "kindred.metricsAnnotations" (dict "root" $root "port" .) | nindent 4 }}
    {{- end }}
    {{- with merge (dict) ($c.podAnnotations | default dict) $root.Values.global.podAnnotations }}
    {{- toYaml . | nindent 4 }}
    {{- end }}
{{- end -}}

{{/*
Pod-level scheduling and identity: service account, priority class, node selector, tolerations,
affinity and spread (component values first, then global ones, then the chart's spread over nodes
and zones). Call with (dict "root" $ "component" "edge"), plus "valuesKey" as for kindred.podMetadata.
*/}}
{{- define "kindred.podScheduling" -}}
{{- $root := .root -}}
{{- $g := $root.Values.global -}}
{{- $c := index $root.Values (.valuesKey | default .component) | default dict -}}
serviceAccountName: {{ include "kindred.serviceAccountName" (dict "root" $root "component" (.valuesKey | default .component)) }}
automountServiceAccountToken: false
enableServiceLinks: false
{{- with $c.priorityClassName | default $g.priorityClassName }}
priorityClassName: {{ . }}
{{- end }}
{{- with merge (dict) ($c.nodeSelector | default dict) $g.nodeSelector }}
nodeSelector:
  {{- toYaml . | nindent 2 }}
{{- end }}
{{- with concat ($c.tolerations | default list) $g.tolerations }}
tolerations:
  {{- toYaml . | nindent 2 }}
{{- end }}
{{- with $c.affinity | default $g.affinity }}
affinity:
  {{- toYaml . | nindent 2 }}
{{- end }}
{{- $spread := $c.topologySpreadConstraints | default $g.topologySpreadConstraints }}
topologySpreadConstraints:
{{- if $spread }}
  {{- toYaml $spread | nindent 2 }}
{{- else }}
  {{- range $key := list "kubernetes.io/hostname" "topology.kubernetes.io/zone" }}
  - maxSkew: 1
    topologyKey: {{ $key }}
    whenUnsatisfiable: ScheduleAnyway
    labelSelector:
      matchLabels:
        {{- include "kindred.selectorLabels" (dict "root" $root "component" $.component) | nindent 8 }}
  {{- end }}
{{- end }}
{{- include "kindred.imagePullSecrets" $root }}
{{- end -}}

{{/* The processes that speak gRPC, each with its own certificate when grpc.tls is on. */}}
{{- define "kindred.grpcTlsComponents" -}}
user social messaging commerce media edge chat notifier
{{- end -}}

{{/* With grpc.tls on, a gRPC-speaking component mounts its certificate's Secret at GRPC_TLS_DIR. */}}
{{- define "kindred.grpcTlsOn" -}}
{{- if and .root.Values.grpc.tls.enabled (has .component (include "kindred.grpcTlsComponents" . | splitList " ")) -}}true{{- end -}}
{{- end -}}

{{/* extraEnv of global then the component (a later entry of the same name wins in Kubernetes). */}}
{{- define "kindred.extraEnv" -}}
{{- $c := index .root.Values .component | default dict -}}
{{- with concat .root.Values.global.extraEnv ($c.extraEnv | default list) }}
{{- toYaml . }}
{{- end }}
{{- end -}}

{{- define "kindred.extraVolumeMounts" -}}
{{- $c := index .root.Values .component | default dict -}}
{{- with concat .root.Values.global.extraVolumeMounts ($c.extraVolumeMounts | default list) }}
{{- toYaml . }}
{{- end }}
{{- end -}}

{{- define "kindred.extraVolumes" -}}
{{- $c := index .root.Values .component | default dict -}}
{{- with concat .root.Values.global.extraVolumes ($c.extraVolumes | default list) }}
{{- toYaml . }}
{{- end }}
{{- end -}}

{{/* ServiceAccount of a component: its own (serviceAccount.create), a named one, or the namespace default. */}}
{{- define "kindred.serviceAccountName" -}}
{{- $sa := (index .root.Values .component | default dict).serviceAccount | default dict -}}
{{- if $sa.create -}}
{{- default (include "kindred.componentName" .) $sa.name -}}
{{- else -}}
{{- default "default" $sa.name -}}
{{- end -}}
{{- end -}}

{{/*
Probes: the chart's defaults with the component's startupProbe / readinessProbe / livenessProbe values
merged over them. Call with (dict "root" $ "component" "user" "handler" (dict "grpc" (dict "port" 50051))
"readyPath" "/readyz" "startupFailures" 60).
*/}}
{{- define "kindred.probes" -}}
{{- $c := index .root.Values .component | default dict -}}
{{- $ready := .handler -}}
{{- $live := .handler -}}
{{- if .readyPath -}}
{{- $ready = dict "httpGet" (dict "path" .readyPath "port" (.probePort | default "http")) -}}
{{- $live = dict "httpGet" (dict "path" "/healthz" "port" (.probePort | default "http")) -}}
{{- end -}}
{{- $defaults := dict
  "startupProbe" (merge (dict "periodSeconds" 2 "failureThreshold" (.startupFailures | default 30) "timeoutSeconds" 2) $live)
  "readinessProbe" (merge (dict "periodSeconds" 5 "failureThreshold" 3 "timeoutSeconds" 2) $ready)
  "livenessProbe" (merge (dict "periodSeconds" 10 "failureThreshold" 3 "timeoutSeconds" 2) $live) -}}
{{- range $name := list "startupProbe" "readinessProbe" "livenessProbe" }}
{{- if not (and (eq $name "startupProbe") $.noStartup) }}
{{ $name }}:
  {{- toYaml (mergeOverwrite (deepCopy (get $defaults $name)) (get $c $name | default dict)) | nindent 2 }}
{{- end }}
{{- end }}
{{- end -}}

{{/* Lets endpoints and the Ingress drop a pod before it stops listening. */}}
{{- define "kindred.preStop" -}}
lifecycle:
  preStop:
    exec:
      command: ["sleep", "5"]
{{- end -}}

{{/*
Deployment of a Kindred component. Call with (dict "root" $ "component" "user"
 "ports" (dict "grpc" 50051 "metrics" 9101) "metricsPort" 9101 "env" (list (dict "name" "DATABASE_URL"))
 "plainEnv" (dict) "handler" (dict "grpc" (dict "port" 50051)) "readyPath" "" "probePort" "http" "tmpSize" "64Mi"
 "podSecurityContext" (dict) "command" (list) "autoscaling" true "gracePeriod" 30 "secretStores" (list)
 "imageComponent" "messaging" (another component's image, e.g. the notifier's)).
*/}}
{{- define "kindred.deployment" -}}
{{- $root := .root -}}
{{- $c := index $root.Values .component -}}
{{- $ctx := dict "root" $root "component" .component -}}
apiVersion: apps/v1
kind: Deployment
metadata:
  name: {{ include "kindred.componentName" $ctx }}
  labels:
    {{- include "kindred.labels" $ctx | nindent 4 }}
  annotations:
    argocd.argoproj.io/sync-wave: "0"
spec:
  {{- if not (and $c.autoscaling $c.autoscaling.enabled) }}
  replicas: {{ $c.replicaCount }}
  {{- end }}
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
    {{- include "kindred.podMetadata" (dict "root" $root "component" .component "metricsPort" .metricsPort "readsSecret" (gt (len (.env | default list)) 0) "secretStores" .secretStores) | nindent 4 }}
    spec:
      {{- include "kindred.podScheduling" $ctx | nindent 6 }}
      terminationGracePeriodSeconds: {{ .gracePeriod | default 30 }}
      securityContext:
        {{- toYaml (merge (.podSecurityContext | default dict) $root.Values.podSecurityContext) | nindent 8 }}
      containers:
        - name: {{ .component }}
          image: {{ include "kindred.image" (dict "root" $root "component" (.imageComponent | default .component)) }}
          imagePullPolicy: {{ $root.Values.image.pullPolicy }}
          {{- with .command }}
          command: {{ toJson . }}
          {{- end }}
          ports:
            {{- range $name, $port := .ports }}
            - name: {{ $name }}
              containerPort: {{ $port }}
            {{- end }}
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
            {{- if include "kindred.grpcTlsOn" $ctx }}
            - name: GRPC_TLS_DIR
              value: /etc/kindred/grpc-tls
            {{- end }}
            {{- with include "kindred.extraEnv" $ctx }}{{ . | nindent 12 }}{{ end }}
          {{- include "kindred.probes" (dict "root" $root "component" .component "handler" .handler "readyPath" .readyPath "probePort" .probePort "startupFailures" .startupFailures "noStartup" .noStartup) | trim | nindent 10 }}
          {{- include "kindred.preStop" . | nindent 10 }}
          resources:
            {{- toYaml $c.resources | nindent 12 }}
          securityContext:
            {{- toYaml $root.Values.containerSecurityContext | nindent 12 }}
          volumeMounts:
            - name: tmp
              mountPath: /tmp
            {{- if include "kindred.grpcTlsOn" $ctx }}
            - name: grpc-tls
              mountPath: /etc/kindred/grpc-tls
              readOnly: true
            {{- end }}
            {{- with include "kindred.extraVolumeMounts" $ctx }}{{ . | nindent 12 }}{{ end }}
      volumes:
        - name: tmp
          emptyDir:
            sizeLimit: {{ .tmpSize | default "64Mi" }}
        {{- if include "kindred.grpcTlsOn" $ctx }}
        - name: grpc-tls
          secret:
            secretName: {{ include "kindred.componentName" $ctx }}-grpc-tls
            defaultMode: 0440
        {{- end }}
        {{- with include "kindred.extraVolumes" $ctx }}{{ . | nindent 8 }}{{ end }}
{{- end -}}

{{/* The five gRPC services: gRPC and metrics ports from the ports table, native gRPC probes. */}}
{{- define "kindred.grpcDeployment" -}}
{{- $ports := index .root.Values.ports .component -}}
{{- $upper := upper .component -}}
{{- $plain := merge (dict (printf "%s_GRPC_PORT" $upper) $ports.grpc (printf "%s_METRICS_PORT" $upper) $ports.metrics) (.plainEnv | default dict) -}}
{{- /* Migrations run before the server listens: up to two minutes to start. */ -}}
{{- /* The kubelet's grpc: probes speak plaintext: under mutual TLS the probes ask /healthz and /readyz on the metrics port. */ -}}
{{- $probes := dict "handler" (dict "grpc" (dict "port" $ports.grpc)) -}}
{{- if .root.Values.grpc.tls.enabled -}}
{{- $probes = dict "readyPath" "/readyz" "probePort" "metrics" -}}
{{- end -}}
{{- include "kindred.deployment" (merge (dict "ports" $ports "metricsPort" $ports.metrics "plainEnv" $plain "startupFailures" 60) $probes .) -}}
{{- end -}}
