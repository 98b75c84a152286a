/**
 * deploy/compose.yaml and deploy/Dockerfile, read as Docker would read them: two servers on one
 * PostgreSQL and one Redis, with settings the server reads, addresses of the services beside them,
 * the credentials PostgreSQL is given, one token secret, a health check on a real route, and the image
 * running what `npm start` runs. (No Docker here: what can drift from the code is checked.)
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig } from '../../src/config';

const file = (path: string) => readFileSync(fileURLToPath(new URL(`../../../../${path}`, import.meta.url)), 'utf8');

interface Service {
  build?: { context: string; dockerfile: string };
  environment?: Record<string, string>;
  healthcheck?: { test: string[] };
  image?: string;
}

describe('deploy/compose.yaml', () => {
  const compose = parse(file('deploy/compose.yaml'), { merge: true }) as { services: Record<string, Service> };
  const servers = Object.entries(compose.services).filter(([, service]) => service.build);

  it('runs two servers of the image, beside PostgreSQL and Redis', () => {
    expect(servers.map(([name]) => name)).toEqual(['server-1', 'server-2']);
    expect(compose.services.postgres?.image).toMatch(/^postgres:/);
    expect(compose.services.redis?.image).toMatch(/^redis:/);
    for (const [, server] of servers) expect(server.build).toEqual({ context: '..', dockerfile: 'deploy/Dockerfile' });
  });

  it('gives each server settings it reads: the database and Redis beside it, one token secret', () => {
    const postgres = compose.services.postgres!.environment!;
    const secrets = new Set<string>();
    for (const [name, server] of servers) {
      const config = loadConfig(server.environment as NodeJS.ProcessEnv);
      const database = new URL(config.databaseUrl!);
      expect(database.hostname, name).toBe('postgres');
      expect([database.username, database.password, database.pathname.slice(1)]).toEqual([postgres.POSTGRES_USER, postgres.POSTGRES_PASSWORD, postgres.POSTGRES_DB]);
      expect(new URL(config.redisUrl!).hostname).toBe('redis');
      expect(config.trustProxy).toBe(true);
      secrets.add(config.jwtSecret!);
    }
    expect(secrets.size).toBe(1);
  });

  it("checks each server's health on the readiness route, and the image runs what npm start runs", () => {
    for (const [, server] of servers) expect(server.healthcheck!.test.join(' ')).toContain('/api/v1/health');
    const started = /import\('\.\.\/(apps\/server\/dist\/server\.js)'\)/.exec(file('scripts/start.mjs'))![1];
    expect(file('deploy/Dockerfile')).toContain(`CMD ["node", "${started}"]`);
  });
});
