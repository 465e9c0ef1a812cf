import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BUILD_INPUTS, SERVER_ENTRY, SERVER_PROCESS_ENV } from './build.ts';

// The container files cannot be built here (no registry is reachable): these tests check what can be checked
// without one. compose.yaml is validated by Docker Compose itself — `docker compose` (v2) or Debian's
// `docker-compose` (v1), which the README's set-up and .ci/run install; a missing binary fails the test.
const root = path.resolve(import.meta.dirname, '..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

function composeCommand(): string[] | undefined {
  // The `docker` CLI without its compose plugin answers `docker compose version` with an error.
  for (const command of [['docker', 'compose'], ['docker-compose']]) {
    const probe = spawnSync(command[0]!, [...command.slice(1), 'version'], { encoding: 'utf8' });
    if (probe.status === 0) return command;
  }
  return undefined;
}
const compose = composeCommand();

// An empty env file: only the variables a test passes count (a developer's own .env is not read).
const emptyEnvFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'pathshala-compose-')), 'empty.env');
fs.writeFileSync(emptyEnvFile, '');
afterAll(() => fs.rmSync(path.dirname(emptyEnvFile), { recursive: true, force: true }));

const required = {
  POSTGRES_PASSWORD: 'compose-test-password',
  JWT_SECRET: 'compose-test-secret-compose-test-secret-0123',
  PUBLIC_URL: 'https://learn.example.com',
};
function composeConfig(env: Record<string, string>, ...args: string[]) {
  if (!compose)
    throw new Error('neither `docker compose` nor `docker-compose` is installed (apt-get install docker-compose)');
  return spawnSync(
    compose[0]!,
    [...compose.slice(1), '--env-file', emptyEnvFile, '-f', path.join(root, 'compose.yaml'), 'config', ...args],
    { cwd: root, encoding: 'utf8', env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env } },
  );
}

describe('compose.yaml', () => {
  it('is a valid Compose file: PostgreSQL, Redis, two instances, Caddy', () => {
    const services = composeConfig(required, '--services');
    expect(services.status, services.stderr).toBe(0);
    expect(services.stdout.trim().split('\n').sort()).toEqual(['app1', 'app2', 'caddy', 'postgres', 'redis']);

    const config = composeConfig(required);
    expect(config.status, config.stderr).toBe(0);
    const text = config.stdout;
    expect(text).toMatch(/image: postgres:16\b/);
    expect(text).toMatch(/image: redis:7\b/);
    expect(text).toMatch(/image: caddy:2\b/);
    // Both instances share the database and Redis by service name, behind the proxy.
    expect(
      text.match(/DATABASE_URL: postgres:\/\/pathshala:compose-test-password@postgres:5432\/pathshala/g),
    ).toHaveLength(2);
    expect(text.match(/REDIS_URL: redis:\/\/redis:6379/g)).toHaveLength(2);
    expect(text.match(/TRUST_PROXY: ["']?1["']?$/gm)).toHaveLength(2);
    // Nothing but the proxy reaches an instance: a hop count is safe only then (server/lib/trust-proxy.ts).
    const source = read('compose.yaml');
    expect(source.slice(source.indexOf('x-pathshala:'), source.indexOf('\nservices:'))).not.toContain('ports:');
    expect(text.match(/NODE_ENV: production/g)).toHaveLength(2);
  }, 30_000);

  it('refuses to start without the secrets, naming each', () => {
    for (const missing of Object.keys(required)) {
      const env = { ...required, [missing]: '' };
      const config = composeConfig(env);
      expect(config.status, `without ${missing}`).not.toBe(0);
      expect(config.stderr).toContain(`set ${missing} in .env`);
    }
  }, 30_000);

  it('documents each variable it reads in .env.example', () => {
    const variables = new Set([...read('compose.yaml').matchAll(/\$\{([A-Z0-9_]+)/g)].map((m) => m[1]!));
    const example = read('.env.example');
    const undocumented = [...variables].filter((name) => !new RegExp(`^#?\\s*${name}=`, 'm').test(example));
    expect(undocumented).toEqual([]);
  });
});

describe('deploy/Caddyfile', () => {
  it('sends traffic to both instances, sticky, and only to those whose readiness answers', () => {
    const caddyfile = read('deploy/Caddyfile');
    expect(caddyfile).toMatch(/reverse_proxy app1:3000 app2:3000 \{/);
    expect(caddyfile).toMatch(/^\s*lb_policy cookie\b/m);
    expect(caddyfile).toMatch(/^\s*health_uri \/api\/ready$/m);
    expect(read('compose.yaml')).toContain('./deploy/Caddyfile:/etc/caddy/Caddyfile:ro');
  });
});

describe('Dockerfile', () => {
  const dockerfile = read('Dockerfile');
  const runtime = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));

  it('builds with every build input: .dockerignore leaves none of them out', () => {
    // .dockerignore patterns are globs from the context's root; a folder that matches leaves out all it holds.
    const globToRegExp = (glob: string) =>
      new RegExp(
        `^${glob
          .replace(/^\/+|\/+$/g, '')
          .replace(/[.+^${}()|[\]\\]/g, '\\$&')
          .replace(/\*\*/g, '\0')
          .replace(/\*/g, '[^/]*')
          .replace(/\?/g, '[^/]')
          .replace(/\0/g, '.*')}$`,
      );
    const ignored = read('.dockerignore')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#'))
      .map(globToRegExp);
    const leftOut = (file: string) =>
      file.split('/').some((_, i, parts) => ignored.some((pattern) => pattern.test(parts.slice(0, i + 1).join('/'))));
    expect(leftOut('node_modules/x') && leftOut('.env.local') && leftOut('dist/web/index.html')).toBe(true);
    const inputs = [...BUILD_INPUTS.web, ...BUILD_INPUTS.server, 'package.json'];
    expect(inputs.filter(leftOut)).toEqual([]);
  });

  it('runs the Node.js that npm installs for the project', () => {
    const manifest = JSON.parse(read('package.json')) as { optionalDependencies: Record<string, string> };
    const pinned = new Set(
      Object.entries(manifest.optionalDependencies)
        .filter(([name]) => name.startsWith('node-linux-'))
        .map(([, version]) => version),
    );
    expect(pinned.size).toBe(1);
    const images = [...dockerfile.matchAll(/^FROM node:(\S+)/gm)].map((m) => m[1]);
    expect(images).toEqual(Array(3).fill(`${[...pinned][0]}-slim`));
    // the image's own Node runs the server, so npm's copy of it stays out of the final stage
    expect(dockerfile).toMatch(
      /npm ci --omit=dev [^\n]*&& rm -rf node_modules\/node-linux-\* node_modules\/\.bin\/node/,
    );
  });

  it('starts the server with the process environment npm start gives it', () => {
    for (const [name, value] of Object.entries(SERVER_PROCESS_ENV)) {
      expect(runtime).toMatch(new RegExp(`^ENV [^]*?\\b${name}=${value} `, 'm'));
    }
  });

  it('runs the compiled server as a non-root user with production dependencies only', () => {
    expect(runtime).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/npm ci --omit=dev/);
    expect(runtime).toMatch(/COPY --from=deps .*\/app\/node_modules \.\/node_modules/);
    // What the server reads at run time, found from package.json: the migrations, the demo images and the web app.
    expect(runtime).toMatch(/COPY .*package\.json/);
    expect(runtime).toMatch(/COPY --from=build .*\/app\/server\/db\/migrations \.\/server\/db\/migrations/);
    expect(runtime).toMatch(
      /COPY --from=build .*\/app\/server\/db\/seed\/catalogue\/images \.\/server\/db\/seed\/catalogue\/images/,
    );
    expect(runtime).toMatch(/COPY --from=build .*\/app\/dist \.\/dist/);
    expect(runtime).toContain(`CMD ["node", "${SERVER_ENTRY}"]`);
    expect(runtime).toMatch(
      /HEALTHCHECK [^\n]*\\\n\s*CMD \["node", "-e", "fetch\('http:\/\/127\.0\.0\.1:'.*\/api\/health'/,
    );
  });
});
