/**
 * docker/: Docker cannot run here, so the compose file is checked as data (services, replicas, variables,
 * health checks, start order) and each nginx config with `nginx -t` when nginx is installed (Debian's `nginx`).
 */
import { describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';

const DOCKER = path.resolve(__dirname, '../../docker');

interface Service {
  image?: string;
  build?: { context: string; dockerfile: string };
  environment?: Record<string, string>;
  volumes?: string[];
  ports?: string[];
  depends_on?: Record<string, { condition: string }>;
  deploy?: { replicas?: number };
  healthcheck?: { test: string[] };
}
const compose = parse(fs.readFileSync(path.join(DOCKER, 'compose.yml'), 'utf8')) as {
  services: Record<string, Service>;
  volumes: Record<string, unknown>;
};
const { services } = compose;
const nginxConfs = Object.values(services).flatMap((s) =>
  (s.image?.startsWith('nginx') ? (s.volumes ?? []) : []).map((v) => path.join(DOCKER, v.split(':')[0])),
);

describe('docker/compose.yml', () => {
  it('runs PostgreSQL on a volume, Redis, Mailpit, and both app tiers replicated behind nginx', () => {
    expect(Object.keys(services).sort()).toEqual(['gateway', 'lb', 'mailpit', 'postgres', 'redis', 'upstream', 'upstream-lb']);
    const [volume] = services.postgres.volumes![0].split(':');
    expect(compose.volumes).toHaveProperty(volume);
    expect(services.upstream.deploy?.replicas).toBeGreaterThanOrEqual(2);
    expect(services.gateway.deploy?.replicas).toBeGreaterThanOrEqual(2);
    expect(services.lb.ports).toEqual(['4000:80']);
    for (const name of ['upstream', 'gateway']) expect(fs.existsSync(path.join(DOCKER, '..', services[name].build!.dockerfile))).toBe(true);
  });

  it('points each tier at the next: upstream → postgres, gateway → upstream-lb and redis', () => {
    const db = new URL(services.upstream.environment!.DATABASE_URL.replace(/\$\{POSTGRES_PASSWORD:-[^}]*\}/, 'pw'));
    expect([db.protocol, db.hostname, db.username, db.pathname]).toEqual([
      'postgres:',
      'postgres',
      services.postgres.environment!.POSTGRES_USER,
      `/${services.postgres.environment!.POSTGRES_DB}`,
    ]);
    const gateway = services.gateway.environment!;
    expect(new URL(gateway.UPSTREAM_URL).host).toBe('upstream-lb:4010');
    expect(fs.readFileSync(path.join(DOCKER, 'nginx-upstream.conf'), 'utf8')).toMatch(/listen 4010;[\s\S]*http:\/\/upstream:4010/);
    expect(gateway.REDIS_URL).toBe('redis://redis:6379');
    expect(gateway.REDIS_PREFIX).toBe('hr:');
    expect(gateway.GATEWAY_SECRET).toBeTruthy(); // one secret for every replica
    expect(services.upstream.environment!.UPSTREAM_SECRET).toBeTruthy();
    expect(services.upstream.environment!.SETTINGS_KEY).toBeTruthy(); // one key for every replica
  });

  it('sends mail through Mailpit unless SMTP_URL names another server, and shows it on :8025', () => {
    const smtp = new URL(services.upstream.environment!.SMTP_URL.replace(/^\$\{SMTP_URL:-(.*)\}$/, '$1'));
    expect([smtp.protocol, smtp.host]).toEqual(['smtp:', 'mailpit:1025']);
    expect(services.mailpit.ports).toEqual(['8025:8025']);
    expect(Object.keys(services.upstream.depends_on!).sort()).toEqual(['mailpit', 'postgres']);
  });

  it('health-checks every service (the app tiers on /healthz) and starts each after what it needs is healthy', () => {
    for (const [name, service] of Object.entries(services)) {
      expect({ name, test: service.healthcheck?.test.length }).toEqual({ name, test: expect.any(Number) });
      for (const [needed, { condition }] of Object.entries(service.depends_on ?? {})) {
        expect(services[needed]?.healthcheck).toBeDefined();
        expect(condition).toBe('service_healthy');
      }
    }
    for (const name of ['upstream', 'upstream-lb', 'gateway', 'lb']) expect(services[name].healthcheck!.test.join(' ')).toContain('/healthz');
    expect(Object.keys(services.gateway.depends_on!).sort()).toEqual(['redis', 'upstream-lb']);
  });
});

const nginx = (() => {
  try {
    execFileSync('nginx', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();
if (!nginx) console.warn('nginx is not installed: SKIPPED `nginx -t` of docker/*.conf (apt-get install -y nginx)');

(nginx ? describe : describe.skip)('docker nginx configs (nginx -t)', () => {
  it.each(nginxConfs.map((file) => [path.basename(file), file]))('%s is valid', (_name, file) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hr-nginx-'));
    try {
      // The image's nginx.conf wraps conf.d/*.conf inside http {}; the same here.
      fs.writeFileSync(path.join(dir, 'nginx.conf'), `pid ${dir}/nginx.pid;\nerror_log stderr;\nevents {}\nhttp {\n  include ${file};\n}\n`);
      const out = execFileSync('nginx', ['-t', '-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', 'stderr'], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      expect(out).toBe('');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
