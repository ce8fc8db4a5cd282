{{/* ---------- NetworkPolicy pieces ---------- */}}

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

{{/* The Ingress or Gateway controller's pods, as networkPolicy.ingressController selects them. */}}
{{- define "kindred.ingressControllerPeer" -}}
{{- $ic := .Values.networkPolicy.ingressController -}}
- namespaceSelector:
    {{- toYaml $ic.namespaceSelector | nindent 4 }}
  {{- with $ic.podSelector }}
  podSelector:
    {{- toYaml . | nindent 4 }}
  {{- end }}
{{- end -}}

{{/*
Egress rule to the cluster DNS: the pods networkPolicy.dns selects and/or its CIDRs (NodeLocal
DNSCache listens on a link-local address on every node, which no pod selector matches).
*/}}
{{- define "kindred.dnsEgress" -}}
{{- $dns := .root.Values.networkPolicy.dns -}}
- to:
    {{- if $dns.namespaceSelector }}
    - namespaceSelector:
        {{- toYaml $dns.namespaceSelector | nindent 8 }}
      {{- with $dns.podSelector }}
      podSelector:
        {{- toYaml . | nindent 8 }}
      {{- end }}
    {{- end }}
    {{- range $dns.cidrs }}
    - ipBlock:
        cidr: {{ . }}
    {{- end }}
  ports:
    {{- range $dns.ports }}
    - protocol: UDP
      port: {{ . }}
    - protocol: TCP
      port: {{ . }}
    {{- end }}
{{- end -}}

{{/* networkPolicy.extraEgress (every workload) and <component>.networkPolicy.extraEgress. Call with (dict "root" $ "component" "media"). */}}
{{- define "kindred.extraEgress" -}}
{{- $c := index .root.Values .component | default dict -}}
{{- with concat .root.Values.networkPolicy.extraEgress (($c.networkPolicy | default dict).extraEgress | default list) }}
{{- toYaml . }}
{{- end }}
{{- end -}}

{{- define "kindred.extraIngress" -}}
{{- $c := index .root.Values .component | default dict -}}
{{- with concat .root.Values.networkPolicy.extraIngress (($c.networkPolicy | default dict).extraIngress | default list) }}
{{- toYaml . }}
{{- end }}
{{- end -}}

{{/*
NetworkPolicy of a gRPC service: its callers by name on the gRPC port, Prometheus on the metrics port,
DNS plus the listed egress. Call with (dict "root" $ "component" "social"
"callers" (list "edge") "egress" "<yaml list of extra egress rules>").
*/}}
{{- define "kindred.grpcNetworkPolicy" -}}
{{- $root := .root -}}
{{- $ctx := dict "root" $root "component" .component -}}
{{- $ports := index $root.Values.ports .component -}}
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
          port: {{ $ports.grpc }}
    - from:
        {{- include "kindred.namespacePeer" $root.Values.networkPolicy.monitoringNamespace | nindent 8 }}
      ports:
        - protocol: TCP
          port: {{ $ports.metrics }}
    {{- with include "kindred.extraIngress" $ctx }}{{ . | nindent 4 }}{{ end }}
  egress:
    {{- include "kindred.dnsEgress" $ctx | nindent 4 }}
    {{- .egress | nindent 4 }}
    {{- with include "kindred.extraEgress" $ctx }}{{ . | nindent 4 }}{{ end }}
{{- end -}}

{{/* Egress to PostgreSQL: the bundled pods, or (external) any address but the cloud metadata one. */}}
{{- define "kindred.postgresqlEgress" -}}
{{- include "kindred.storeEgress" (dict "root" . "component" "postgresql" "enabled" .Values.postgresql.enabled "ports" (ternary (list .Values.ports.postgresql) .Values.ports.external.postgresql .Values.postgresql.enabled)) -}}
{{- end -}}

{{- define "kindred.redisEgress" -}}
{{- include "kindred.storeEgress" (dict "root" . "component" "redis" "enabled" .Values.redis.enabled "ports" (ternary (list .Values.ports.redis) .Values.ports.external.redis .Values.redis.enabled)) -}}
{{- end -}}

{{- define "kindred.minioEgress" -}}
{{- include "kindred.storeEgress" (dict "root" . "component" "minio" "enabled" .Values.minio.enabled "ports" (ternary (list .Values.ports.minio.s3) .Values.ports.external.s3 .Values.minio.enabled)) -}}
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

{{/*
Ingress from a cloud load balancer that reaches pods directly (GKE NEG, AWS ALB IP targets): its
health checkers and proxies by address, networkPolicy.loadBalancer.cidrs. Call with (dict "root" $ "port" 8080).
*/}}
{{- define "kindred.loadBalancerIngress" -}}
{{- with .root.Values.networkPolicy.loadBalancer.cidrs -}}
- from:
    {{- range . }}
    - ipBlock:
        cidr: {{ . }}
    {{- end }}
  ports:
    - protocol: TCP
      port: {{ $.port }}
{{- end }}
{{- end -}}

{{/*
Egress a pod on workload identity needs for its credentials: STS over HTTPS on public addresses (irsa;
an STS VPC endpoint is a private address: add it to extraEgress), or the node's EKS Pod Identity agent.
Nothing without workload identity.
*/}}
{{- define "kindred.workloadIdentityEgress" -}}
{{- $identity := include "kindred.objectStoreIdentity" . -}}
{{- if eq $identity "irsa" }}
- to:
    - ipBlock:
        cidr: 0.0.0.0/0
        except: [10.0.0.0/8, 172.16.0.0/12, 192.168.0.0/16, 169.254.0.0/16, 100.64.0.0/10]
  ports:
    - protocol: TCP
      port: 443
{{- else if eq $identity "podIdentity" }}
- to:
    - ipBlock:
        cidr: 169.254.170.23/32
    - ipBlock:
        cidr: fd00:ec2::23/128
  ports:
    - protocol: TCP
      port: 80
{{- end }}
{{- end -}}

{{/*
HTTPS to public addresses only: the browsers' push services. Never the cluster's own addresses
(the Kubernetes API, pods, services), the node's or the cloud's metadata service: a push endpoint is
a URL a member handed in, and the notifier checks it too (docs/notifications.md).
*/}}
{{- define "kindred.publicHttpsEgress" -}}
- to:
    - ipBlock:
        cidr: 0.0.0.0/0
        except: [0.0.0.0/8, 10.0.0.0/8, 100.64.0.0/10, 127.0.0.0/8, 169.254.0.0/16, 172.16.0.0/12, 192.168.0.0/16]
    - ipBlock:
        cidr: '::/0'
        except: ['::/127', fc00::/7, fe80::/10]
  ports:
    - protocol: TCP
      port: 443
{{- end -}}

{{/* Egress to a gRPC service of this release. Call with (dict "root" $ "component" "user"). */}}
{{- define "kindred.grpcEgress" -}}
- to:
    {{- include "kindred.peer" (dict "root" .root "component" .component) | nindent 4 }}
  ports:
    - protocol: TCP
      port: {{ (index .root.Values.ports .component).grpc }}
{{- end -}}

{{/* Egress to any address on the listed TCP ports (mail servers, the translation provider). Call with the list. */}}
{{- define "kindred.portsEgress" -}}
- ports:
    {{- range . }}
    - protocol: TCP
      port: {{ . }}
    {{- end }}
{{- end -}}
