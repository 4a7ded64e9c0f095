{{/* An HTTP process's HPA (by CPU) and, with more than one copy, its PodDisruptionBudget. */}}
{{- define "atelier.scaling" -}}
{{- $ctx := dict "root" .root "process" .process }}
{{- if .root.Values.autoscaling.enabled }}
---
apiVersion: autoscaling/v2
kind: HorizontalPodAutoscaler
metadata:
  name: {{ include "atelier.fullname" .root }}-{{ .process }}
  labels:
    {{- include "atelier.labels" $ctx | nindent 4 }}
spec:
  scaleTargetRef:
    apiVersion: apps/v1
    kind: Deployment
    name: {{ include "atelier.fullname" .root }}-{{ .process }}
  minReplicas: {{ .replicas }}
  maxReplicas: {{ max .replicas .root.Values.autoscaling.maxReplicas }}
  metrics:
    - type: Resource
      resource:
        name: cpu
        target:
          type: Utilization
          averageUtilization: {{ .root.Values.autoscaling.targetCPUUtilizationPercentage }}
{{- end }}
{{- if gt (int .replicas) 1 }}
---
apiVersion: policy/v1
kind: PodDisruptionBudget
metadata:
  name: {{ include "atelier.fullname" .root }}-{{ .process }}
  labels:
    {{- include "atelier.labels" $ctx | nindent 4 }}
spec:
  minAvailable: 1
  selector:
    matchLabels:
      {{- include "atelier.selector" $ctx | nindent 6 }}
{{- end }}
{{- end -}}
