{{/* ---------- Services, disruption budgets and autoscalers ---------- */}}

{{/* Service of a gRPC service (ports from the ports table). Call with (dict "root" $ "component" "user"). */}}
{{- define "kindred.grpcService" -}}
{{- $ports := index .root.Values.ports .component -}}
apiVersion: v1
kind: Service
metadata:
  name: {{ include "kindred.componentName" . }}
  labels:
    {{- include "kindred.labels" . | nindent 4 }}
spec:
  type: ClusterIP
  # Headless: gRPC clients balance round-robin over every pod (and find new ones as servers age connections out).
  clusterIP: None
  selector:
    {{- include "kindred.selectorLabels" . | nindent 4 }}
  ports:
    - name: grpc
      port: {{ $ports.grpc }}
      targetPort: grpc
      appProtocol: grpc
    - name: metrics
      port: {{ $ports.metrics }}
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
HorizontalPodAutoscaler of a component with autoscaling values (CPU, and memory when a target is set).
Scaling in closes connections: one pod at a time, after five quiet minutes. Call with (dict "root" $ "component" "user").
*/}}
{{- define "kindred.hpa" -}}
{{- $scaling := (index .root.Values .component).autoscaling -}}
{{- if $scaling.enabled }}
apiVersion: autoscaling/v2
kind: HorizontalPodAutoscaler
metadata:
  name: {{ include "kindred.componentName" . }}
  labels:
    {{- include "kindred.labels" . | nindent 4 }}
spec:
  scaleTargetRef:
    apiVersion: apps/v1
    kind: Deployment
    name: {{ include "kindred.componentName" . }}
  minReplicas: {{ $scaling.minReplicas }}
  maxReplicas: {{ $scaling.maxReplicas }}
  metrics:
    - type: Resource
      resource:
        name: cpu
        target:
          type: Utilization
          averageUtilization: {{ $scaling.targetCPUUtilizationPercentage }}
    {{- with $scaling.targetMemoryUtilizationPercentage }}
    - type: Resource
      resource:
        name: memory
        target:
          type: Utilization
          averageUtilization: {{ . }}
    {{- end }}
  behavior:
    scaleUp:
      stabilizationWindowSeconds: 0
      policies:
        - type: Percent
          value: 100
          periodSeconds: 30
    scaleDown:
      stabilizationWindowSeconds: 300
      policies:
        - type: Pods
          value: 1
          periodSeconds: 120
{{- end }}
{{- end -}}

{{/* ServiceAccount of a component with serviceAccount.create (annotations: IRSA, Workload Identity). */}}
{{- define "kindred.serviceAccount" -}}
{{- $sa := (index .root.Values .component).serviceAccount -}}
{{- if $sa.create }}
apiVersion: v1
kind: ServiceAccount
metadata:
  name: {{ include "kindred.serviceAccountName" . }}
  labels:
    {{- include "kindred.labels" . | nindent 4 }}
  {{- with $sa.annotations }}
  annotations:
    {{- toYaml . | nindent 4 }}
  {{- end }}
automountServiceAccountToken: false
{{- end }}
{{- end -}}
