// The production manifests (deploy/): the compose file and the Kubernetes
// manifests give the app every environment variable the server reads (the list
// is config.ts's schema, not a copy) and none it does not, every secret and
// config map they refer to exists, and both load balancers pass websockets.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { parse, parseAllDocuments } from 'yaml';
import { CONFIG_ENV_NAMES, REPO_ROOT } from './config';

const DEPLOY_DIR = path.join(REPO_ROOT, 'deploy');
const read = (...parts: string[]) => fs.readFileSync(path.join(DEPLOY_DIR, ...parts), 'utf8');
const sorted = (names: Iterable<string>) => [...new Set(names)].sort();

interface K8sObject {
  kind: string;
  metadata: { name: string; annotations?: Record<string, string> };
  data?: Record<string, string>;
  stringData?: Record<string, string>;
  spec?: any;
}

function kubernetesObjects(): K8sObject[] {
  return fs
    .readdirSync(path.join(DEPLOY_DIR, 'kubernetes'))
    .filter((name) => name.endsWith('.yaml'))
    .flatMap((name) => parseAllDocuments(read('kubernetes', name)).map((document) => document.toJS() as K8sObject))
    .filter(Boolean);
}

describe('deploy manifests', () => {
  it('compose gives the app exactly the variables the server reads', () => {
    const compose = parse(read('compose.yaml')) as { services: Record<string, { environment?: Record<string, unknown>; volumes?: string[] }> };
    assert.deepEqual(sorted(Object.keys(compose.services.app.environment ?? {})), sorted(CONFIG_ENV_NAMES));
    // Its load balancer's config is the one npm run cluster uses.
    const mounted = compose.services.nginx.volumes?.find((volume) => volume.includes('marketplace.conf.template'));
    assert.ok(mounted && fs.existsSync(path.join(DEPLOY_DIR, mounted.split(':')[0])), 'nginx mounts deploy/nginx/marketplace.conf.template');
  });

  it('Kubernetes gives the app exactly the variables the server reads, from config maps and secrets that exist', () => {
    const objects = kubernetesObjects();
    const named = (kind: string, name: string) => objects.find((object) => object.kind === kind && object.metadata.name === name);
    const deployment = named('Deployment', 'marketplace-app');
    assert.ok(deployment, 'a Deployment named marketplace-app');
    const container = deployment.spec.template.spec.containers.find((candidate: { name: string }) => candidate.name === 'app');
    const names: string[] = [];
    for (const source of container.envFrom ?? []) {
      const configMap = named('ConfigMap', source.configMapRef.name);
      assert.ok(configMap, `config map ${source.configMapRef.name} exists`);
      names.push(...Object.keys(configMap.data ?? {}));
    }
    for (const variable of container.env ?? []) {
      names.push(variable.name);
      const ref = variable.valueFrom?.secretKeyRef;
      if (ref) {
        const secret = named('Secret', ref.name);
        assert.ok(secret && ref.key in (secret.stringData ?? secret.data ?? {}), `secret ${ref.name} has ${ref.key}`);
      }
    }
    assert.deepEqual(sorted(names), sorted(CONFIG_ENV_NAMES));
    assert.equal(names.length, new Set(names).size, 'no variable is set twice');
  });

  it('the release store is one volume the app publishes to and nginx serves at /releases/, by the same rules in compose and Kubernetes', () => {
    const compose = parse(read('compose.yaml')) as {
      services: Record<string, { environment?: Record<string, string>; volumes?: string[] }>;
    };
    const mountOf = (service: string, target: string) =>
      compose.services[service].volumes?.find((volume) => volume.split(':')[1] === target)?.split(':')[0];
    const appStore = compose.services.app.environment!.RELEASE_STORE_DIR;
    const nginxRoot = compose.services.nginx.environment!.MARKETPLACE_RELEASES_ROOT;
    assert.ok(mountOf('app', appStore), 'the app mounts a volume at its RELEASE_STORE_DIR');
    assert.equal(mountOf('nginx', `${nginxRoot}/releases`), mountOf('app', appStore), 'nginx serves the volume the app publishes to');
    assert.equal(mountOf('ship-remotes', compose.services['ship-remotes'].environment!.RELEASE_STORE_DIR), mountOf('app', appStore));

    const rulesOf = (config: string) =>
      (/location \/releases\/ \{[\s\S]*?\n\s*\}\n\s*\}/.exec(config)?.[0] ?? '')
        .replace(/root [^;]+;/, 'root;')
        .replace(/\s+/g, ' ');
    const template = read('nginx', 'marketplace.conf.template');
    const kubernetesConfig = kubernetesObjects().find((object) => object.kind === 'ConfigMap' && object.metadata.name === 'marketplace-releases-nginx');
    assert.ok(rulesOf(template).includes('immutable'), 'the template serves /releases/');
    assert.equal(rulesOf(kubernetesConfig?.data?.['default.conf'] ?? ''), rulesOf(template));
  });

  it('both load balancers pass the websocket upgrade on /socket.io/ and keep idle sockets open', () => {
    const template = read('nginx', 'marketplace.conf.template');
    const socketLocation = /location \/socket\.io\/ \{([^}]*)\}/.exec(template)?.[1] ?? '';
    const serverLevel = template.replace(/^\s*location [^{]*\{[^}]*\}/gm, '');
    assert.match(serverLevel, /proxy_set_header Upgrade \$http_upgrade;/);
    assert.match(serverLevel, /proxy_set_header Connection \$connection_upgrade;/);
    assert.match(serverLevel, /proxy_set_header Host \$http_host;/);
    // nginx: a location with a proxy_set_header of its own inherits none of the server's,
    // and the app then builds its links (the checkout's) from the upstream's name.
    for (const location of template.match(/^\s*location [^{]*\{[^}]*\}/gm) ?? []) {
      assert.doesNotMatch(location, /proxy_set_header/, `${location.split('{')[0].trim()} sets no header of its own`);
    }
    assert.match(socketLocation, /proxy_read_timeout (\d+)s;/);
    assert.ok(Number(/proxy_read_timeout (\d+)s;/.exec(socketLocation)![1]) > 45, 'longer than ping interval plus timeout');

    const socketIngress = kubernetesObjects().find(
      (object) => object.kind === 'Ingress' && object.spec.rules.some((rule: any) => rule.http.paths.some((p: { path: string }) => p.path === '/socket.io/')),
    );
    assert.ok(socketIngress, 'an Ingress for /socket.io/');
    assert.ok(Number(socketIngress.metadata.annotations?.['nginx.ingress.kubernetes.io/proxy-read-timeout']) > 45);
  });
});
