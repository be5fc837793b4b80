// Validates the kustomize layout in deploy/k8s, three ways:
//  1. schema: every object against the Kubernetes (kubernetes-models) and
//     Prometheus Operator (@kubernetes-models/prometheus-operator) JSON
//     schemas: types, enums, required fields;
//  2. strict: the same objects as typed TypeScript literals checked by tsc,
//     whose excess-property check rejects any field the API does not have
//     (JSON-schema validation lets unknown fields through);
//  3. consistency: what kustomize and the API server would not catch
//     (selectors that match the pod labels, named ports that exist, the HPA
//     target, the ServiceMonitor's Service, every file listed).
// usage: node validate.mjs [K8S_DIR]   (default: the folder above this one)
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseAllDocuments } from "yaml";

const here = dirname(fileURLToPath(import.meta.url));
const k8sDir = resolve(process.argv[2] ?? join(here, ".."));
const errors = [];
const fail = (where, message) => errors.push(`${where}: ${message}`);

// apiVersion/kind -> [module, class]; the class name is also the
// TypeScript interface name with an "I" in front.
const MODELS = {
  "v1/Namespace": ["kubernetes-models/v1", "Namespace"],
  "v1/ConfigMap": ["kubernetes-models/v1", "ConfigMap"],
  "v1/Service": ["kubernetes-models/v1", "Service"],
  "apps/v1/Deployment": ["kubernetes-models/apps/v1", "Deployment"],
  "autoscaling/v2/HorizontalPodAutoscaler": ["kubernetes-models/autoscaling/v2", "HorizontalPodAutoscaler"],
  "policy/v1/PodDisruptionBudget": ["kubernetes-models/policy/v1", "PodDisruptionBudget"],
  "networking.k8s.io/v1/NetworkPolicy": ["kubernetes-models/networking.k8s.io/v1", "NetworkPolicy"],
  "monitoring.coreos.com/v1/ServiceMonitor": [
    "@kubernetes-models/prometheus-operator/monitoring.coreos.com/v1", "ServiceMonitor"],
};
const KUSTOMIZATION_KEYS = new Set([
  "apiVersion", "kind", "namespace", "labels", "resources", "images", "configMapGenerator",
  "patches", "replicas", "namePrefix", "nameSuffix",
]);

function parseFile(path) {
  const docs = parseAllDocuments(readFileSync(path, "utf8"));
  const objects = [];
  for (const doc of docs) {
    for (const e of doc.errors) fail(path, `YAML: ${e.message}`);
    const value = doc.toJS();
    if (value !== null) objects.push(value);
  }
  return objects;
}

// ------------------------------------------------------------ kustomization
const kustomizationPath = join(k8sDir, "kustomization.yaml");
const [kustomization] = parseFile(kustomizationPath);
if (kustomization?.kind !== "Kustomization") fail(kustomizationPath, "not a Kustomization");
for (const key of Object.keys(kustomization ?? {})) {
  if (!KUSTOMIZATION_KEYS.has(key)) fail(kustomizationPath, `unknown field ${key}`);
}
const listed = kustomization?.resources ?? [];
const onDisk = readdirSync(k8sDir).filter((f) => f.endsWith(".yaml") && f !== "kustomization.yaml");
for (const file of onDisk) if (!listed.includes(file)) fail(file, "not listed in kustomization.yaml resources");

// What kustomize adds: the namespace and the common labels (metadata only,
// since includeSelectors is false).
const commonLabels = Object.assign({}, ...(kustomization?.labels ?? []).map((l) => l.pairs ?? {}));
const objects = [];
for (const file of listed) {
  for (const object of parseFile(join(k8sDir, file))) {
    object.metadata ??= {};
    object.metadata.labels = { ...commonLabels, ...(object.metadata.labels ?? {}) };
    if (object.kind !== "Namespace" && kustomization.namespace) object.metadata.namespace = kustomization.namespace;
    objects.push({ file, object });
  }
}

// ------------------------------------------------------------------ schema
for (const { file, object } of objects) {
  const key = `${object.apiVersion}/${object.kind}`;
  const model = MODELS[key];
  if (!model) { fail(file, `no schema for ${key}`); continue; }
  const module = await import(model[0]);
  try {
    new module[model[1]](object).validate();
  } catch (error) {
    fail(file, `schema: ${error.message}`);
  }
}

// ------------------------------------------------------------------ strict
const tsDir = mkdtempSync(join(tmpdir(), "referee-k8s-"));
try {
  const lines = [];
  objects.forEach(({ file, object }, i) => {
    const model = MODELS[`${object.apiVersion}/${object.kind}`];
    if (!model) return;
    lines.push(`import type { I${model[1]} as T${i} } from "${model[0]}";`);
    lines.push(`// ${file}\nexport const object${i}: T${i} = ${JSON.stringify(object, null, 2)};`);
  });
  const source = join(tsDir, "manifests.ts");
  writeFileSync(source, lines.join("\n") + "\n");
  writeFileSync(join(tsDir, "tsconfig.json"), JSON.stringify({
    compilerOptions: {
      strict: true, noEmit: true, module: "nodenext", moduleResolution: "nodenext",
      target: "es2022", skipLibCheck: true, types: [], typeRoots: [join(here, "node_modules/@types")],
      baseUrl: here, paths: { "*": [join(here, "node_modules/*")] },
    },
    files: [source],
  }));
  try {
    execFileSync(process.execPath, [join(here, "node_modules/typescript/bin/tsc"), "-p", tsDir],
      { encoding: "utf8", stdio: "pipe" });
  } catch (error) {
    fail("strict (tsc)", `\n${error.stdout}${error.stderr}`);
  }
} finally {
  rmSync(tsDir, { recursive: true, force: true });
}

// ------------------------------------------------------------- consistency
const find = (kind, name) => objects.find((o) => o.object.kind === kind && o.object.metadata.name === name)?.object;
const matches = (selector, labels) =>
  Object.entries(selector ?? {}).every(([k, v]) => labels?.[k] === v) && Object.keys(selector ?? {}).length > 0;
const deployments = objects.filter((o) => o.object.kind === "Deployment").map((o) => o.object);
for (const deployment of deployments) {
  const podLabels = deployment.spec.template.metadata?.labels;
  if (!matches(deployment.spec.selector.matchLabels, podLabels)) fail(deployment.metadata.name, "selector does not match the pod labels");
  const pod = deployment.spec.template.spec;
  const portNames = new Set(pod.containers.flatMap((c) => (c.ports ?? []).map((p) => p.name)));
  const images = new Set((kustomization.images ?? []).map((i) => i.name));
  for (const container of pod.containers) {
    if (!images.has(container.image)) fail(deployment.metadata.name, `image ${container.image} is not set by kustomization images`);
    const sc = container.securityContext ?? {};
    if (sc.readOnlyRootFilesystem !== true || sc.allowPrivilegeEscalation !== false) fail(container.name, "must be read-only and not escalate");
    for (const probe of ["readinessProbe", "livenessProbe"]) if (!container[probe]?.grpc) fail(container.name, `${probe} must be a gRPC probe`);
    if (!container.lifecycle?.preStop) fail(container.name, "needs a preStop hook");
    if (!container.resources?.requests || !container.resources?.limits) fail(container.name, "needs requests and limits");
    for (const mount of container.volumeMounts ?? []) {
      if (!(pod.volumes ?? []).some((v) => v.name === mount.name)) fail(container.name, `mount ${mount.name} has no volume`);
    }
    for (const source of container.envFrom ?? []) {
      if (source.configMapRef && !find("ConfigMap", source.configMapRef.name)) fail(container.name, `no ConfigMap ${source.configMapRef.name}`);
    }
  }
  if (pod.securityContext?.runAsNonRoot !== true) fail(deployment.metadata.name, "pods must run as non-root");
  const grace = pod.terminationGracePeriodSeconds ?? 30;
  const drain = Number((pod.containers[0].args ?? []).find((a) => a.startsWith("--shutdown_grace_seconds="))?.split("=")[1] ?? 30);
  if (grace <= drain + 5) fail(deployment.metadata.name, `terminationGracePeriodSeconds ${grace} leaves no time to drain ${drain} s after preStop`);
  for (const { object } of objects.filter((o) => o.object.kind === "Service")) {
    if (!matches(object.spec.selector, podLabels)) continue;
    for (const port of object.spec.ports) {
      if (typeof port.targetPort === "string" && !portNames.has(port.targetPort)) fail(object.metadata.name, `targetPort ${port.targetPort} is not a container port`);
    }
  }
}
for (const { file, object } of objects) {
  if (object.kind === "Service" && !deployments.some((d) => matches(object.spec.selector, d.spec.template.metadata.labels))) fail(file, "selects no Deployment's pods");
  if (object.kind === "PodDisruptionBudget" && !deployments.some((d) => matches(object.spec.selector.matchLabels, d.spec.template.metadata.labels))) fail(file, "selects no Deployment's pods");
  if (object.kind === "NetworkPolicy") {
    const pods = deployments.filter((d) => matches(object.spec.podSelector.matchLabels, d.spec.template.metadata.labels));
    if (pods.length === 0) fail(file, "selects no Deployment's pods");
    const named = new Set(pods.flatMap((d) => d.spec.template.spec.containers.flatMap((c) => (c.ports ?? []).map((p) => p.name))));
    for (const rule of object.spec.ingress ?? []) {
      for (const port of rule.ports ?? []) {
        if (typeof port.port === "string" && !named.has(port.port)) fail(file, `port ${port.port} is no named container port`);
      }
    }
  }
  if (object.kind === "HorizontalPodAutoscaler" && !find(object.spec.scaleTargetRef.kind, object.spec.scaleTargetRef.name)) fail(file, "scales a missing target");
  if (object.kind === "ServiceMonitor") {
    const services = objects.filter((o) => o.object.kind === "Service" && matches(object.spec.selector.matchLabels, o.object.metadata.labels));
    if (services.length !== 1) fail(file, `selects ${services.length} Services, want exactly 1 (no double scrape)`);
    for (const endpoint of object.spec.endpoints) {
      if (!services.every((s) => s.object.spec.ports.some((p) => p.name === endpoint.port))) fail(file, `port ${endpoint.port} is not on the Service`);
    }
  }
}

if (errors.length > 0) {
  console.error(`deploy/k8s: ${errors.length} problem(s)\n${errors.join("\n")}`);
  process.exit(1);
}
console.log(`deploy/k8s: ${objects.length} objects valid (schema, strict, consistency): ` +
  objects.map((o) => `${o.object.kind}/${o.object.metadata.name}`).join(", "));
