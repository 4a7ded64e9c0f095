import { execFileSync } from "node:child_process";
import { beforeAll, describe, expect, it } from "vitest";
import { ScaledObject } from "@kubernetes-models/keda/keda.sh/v1alpha1";
import { Deployment } from "kubernetes-models/apps/v1";
import { HorizontalPodAutoscaler } from "kubernetes-models/autoscaling/v2";
import { Job } from "kubernetes-models/batch/v1";
import { Ingress } from "kubernetes-models/networking.k8s.io/v1";
import { PodDisruptionBudget } from "kubernetes-models/policy/v1";
import { ConfigMap, Service } from "kubernetes-models/v1";
import { parseAllDocuments } from "yaml";
import { queuesOfService } from "@atelier/contracts";
import { stackProcesses } from "../local/stack-processes";
import { helmBinary } from "./helm-binary";
import { CHART, renderChart } from "./render";

interface Manifest {
  apiVersion: string;
  kind: string;
  metadata: { name: string; labels?: Record<string, string>; annotations?: Record<string, string> };
  spec: Record<string, unknown>;
}
interface Container {
  name: string;
  env?: Array<{ name: string; value?: string }>;
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
  startupProbe?: unknown;
  livenessProbe?: unknown;
  readinessProbe?: unknown;
}

/** The rendered documents, each parsed strictly: a key written twice is an error, not a silent overwrite. */
function manifestsOf(yaml: string): Manifest[] {
  return parseAllDocuments(yaml, { uniqueKeys: true })
    .map((document) => {
      if (document.errors.length > 0) throw document.errors[0];
      return document.toJS() as Manifest | null;
    })
    .filter((manifest): manifest is Manifest => manifest !== null);
}

const containersOf = (manifest: Manifest) => ((manifest.spec.template as { spec: { containers: Container[] } }).spec.containers);
const componentOf = (manifest: Manifest) => manifest.metadata.labels?.["app.kubernetes.io/component"];

let manifests: Manifest[];
beforeAll(async () => {
  manifests = manifestsOf(await renderChart());
}, 60_000);

/** Kubernetes' (and KEDA's) own schema for each kind the chart renders, by apiVersion and kind. */
const MODELS: Record<string, new (manifest: never) => { validate(): void }> = {
  "apps/v1 Deployment": Deployment,
  "v1 Service": Service,
  "v1 ConfigMap": ConfigMap,
  "batch/v1 Job": Job,
  "networking.k8s.io/v1 Ingress": Ingress,
  "autoscaling/v2 HorizontalPodAutoscaler": HorizontalPodAutoscaler,
  "policy/v1 PodDisruptionBudget": PodDisruptionBudget,
  "keda.sh/v1alpha1 ScaledObject": ScaledObject,
};

describe("the Helm chart", () => {
  it("passes helm lint --strict", async () => {
    const output = execFileSync(await helmBinary(), ["lint", "--strict", CHART], { encoding: "utf8" });
    expect(output).toContain("0 chart(s) failed");
  });

  it("renders documents Kubernetes and KEDA accept: each of a kind their schemas know, with every field of the right type", () => {
    for (const manifest of manifests) {
      const Model = MODELS[`${manifest.apiVersion} ${manifest.kind}`];
      expect(Model, `${manifest.apiVersion} ${manifest.kind}`).toBeDefined();
      expect(() => new Model!(manifest as never).validate(), `${manifest.kind} ${manifest.metadata.name}`).not.toThrow();
    }
  });

  it("runs every process of the stack, each from its own bundle, and migrates in a hook before any starts", () => {
    const deployments = manifests.filter((manifest) => manifest.kind === "Deployment");
    expect(deployments.map(componentOf).sort()).toEqual(stackProcesses().map((each) => each.name).sort());
    const migrate = manifests.find((manifest) => manifest.kind === "Job");
    expect(migrate?.metadata.annotations?.["helm.sh/hook"]).toBe("pre-install,pre-upgrade");
  });

  it("scales each worker on the ready jobs of every queue the job registry gives its service, and never to zero", () => {
    for (const each of stackProcesses().filter((process) => process.entry === "worker")) {
      const scaled = manifests.find((manifest) => manifest.kind === "ScaledObject" && componentOf(manifest) === each.name);
      expect(scaled, each.name).toBeDefined();
      const spec = scaled!.spec as { minReplicaCount: number; triggers: Array<{ type: string; metadata: { query: string } }> };
      expect(spec.minReplicaCount).toBeGreaterThanOrEqual(1);
      const query = spec.triggers[0]!.metadata.query;
      expect(query).toMatch(/^sum\(max by \(queue\) \(bullmq_jobs_ready\{queue=~"[^"]+"\}\)\)$/);
      expect(/queue=~"([^"]+)"/.exec(query)![1]!.split("|").sort()).toEqual(queuesOfService(each.service).sort());
    }
  });

  it("gives every container its probes and resources, and each HTTP process an HPA and a disruption budget", () => {
    for (const manifest of manifests.filter((each) => each.kind === "Deployment")) {
      for (const container of containersOf(manifest)) {
        expect([container.startupProbe, container.livenessProbe, container.readinessProbe].every(Boolean), container.name).toBe(true);
        expect(container.resources?.requests?.cpu && container.resources.requests.memory && container.resources.limits?.memory, container.name).toBeTruthy();
      }
    }
    const http = stackProcesses().filter((each) => each.entry === "main").map((each) => each.name).sort();
    expect(manifests.filter((each) => each.kind === "HorizontalPodAutoscaler").map(componentOf).sort()).toEqual(http);
    expect(manifests.filter((each) => each.kind === "PodDisruptionBudget").map(componentOf).sort()).toEqual(http);
  });

  it("holds no secret: processes read theirs from the operator's existing Secret, and the chart refuses to render without one", async () => {
    expect(manifests.filter((each) => each.kind === "Secret")).toEqual([]);
    for (const manifest of manifests.filter((each) => each.kind === "Deployment")) {
      for (const container of containersOf(manifest)) {
        const named = (container.env ?? []).map((variable) => variable.name);
        expect(named.filter((name) => /SECRET|PASSWORD|KEY|DATABASE_URL|REDIS_URL|SMTP_URL/.test(name)), container.name).toEqual([]);
      }
    }
    await expect(renderChart([], ["existingSecret="])).rejects.toThrow(/existingSecret/);
    await expect(renderChart([], ["env.S3_SECRET_KEY=written-in-values"]), "a secret among the plain settings").rejects.toThrow(/propertyName|not/);
  });

  it("refuses values its schema does not allow: a worker scaled to zero, a typo in a setting's name", async () => {
    await expect(renderChart([], ["keda.minReplicaCount=0"])).rejects.toThrow(/minReplicaCount/);
    await expect(renderChart([], ["gateway.replicaz=3"])).rejects.toThrow(/replicaz/);
  });
});
