{{/* The name every object of the release starts with. */}}
{{- define "atelier.fullname" -}}
{{- if contains .Chart.Name .Release.Name -}}{{ .Release.Name | trunc 50 | trimSuffix "-" }}{{- else -}}{{ printf "%s-%s" .Release.Name .Chart.Name | trunc 50 | trimSuffix "-" }}{{- end -}}
{{- end -}}

{{/* Labels of one process's objects; "process" is the name make dev and docker compose give it. */}}
{{- define "atelier.labels" -}}
app.kubernetes.io/name: {{ .root.Chart.Name }}
app.kubernetes.io/version: {{ .root.Chart.AppVersion | quote }}
app.kubernetes.io/managed-by: {{ .root.Release.Service }}
helm.sh/chart: {{ printf "%s-%s" .root.Chart.Name .root.Chart.Version }}
{{ include "atelier.selector" . }}
{{- end -}}

{{- define "atelier.selector" -}}
app.kubernetes.io/instance: {{ .root.Release.Name }}
app.kubernetes.io/component: {{ .process }}
{{- end -}}

{{- define "atelier.image" -}}
{{- $image := ternary .root.Values.aiImage .root.Values.image .ai -}}
{{ printf "%s:%s" $image.repository (default .root.Chart.AppVersion $image.tag) | quote }}
{{- end -}}

{{/* What every process reads: the Secret, the chart's settings, and the in-cluster addresses of the services. */}}
{{- define "atelier.env" -}}
- name: NODE_ENV
  value: production
- name: HOST
  value: "0.0.0.0"
- name: PUBLIC_URL
  value: {{ required "publicUrl is required" .Values.publicUrl | quote }}
- name: METRICS_PORT
  value: {{ .Values.metricsPort | quote }}
{{- range $name, $value := .Values.env }}
- name: {{ $name }}
  value: {{ $value | quote }}
{{- end }}
{{- range $name, $service := .Values.services }}
- name: {{ printf "%s_URL" (upper (replace "-" "_" $name)) }}
  value: {{ printf "http://%s-%s:%v" (include "atelier.fullname" $) $name $service.port | quote }}
{{- end }}
{{- end -}}

{{- define "atelier.envFrom" -}}
- secretRef:
    name: {{ required "existingSecret is required: a Secret with DATABASE_URL, REDIS_URL and INTERNAL_SECRET" .Values.existingSecret }}
{{- end -}}

{{/* The pod spec's parts every process shares. */}}
{{- define "atelier.podCommon" -}}
securityContext:
  {{- toYaml .Values.podSecurityContext | nindent 2 }}
{{- with .Values.imagePullSecrets }}
imagePullSecrets:
  {{- toYaml . | nindent 2 }}
{{- end }}
terminationGracePeriodSeconds: {{ .Values.terminationGracePeriodSeconds }}
{{- end -}}
