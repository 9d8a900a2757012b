import { afterAll, beforeAll } from 'vitest';
import { TcpProxy } from './tcp-proxy.ts';
import { createTestDatabase, postgresUrl, type TestDatabase } from './test-storage.ts';
import { createTestApp, type TestApp } from './test-app.ts';

export interface ProxiedPostgres {
  /** The relay between the app and PostgreSQL: cut it, restore it or slow it down. */
  proxy: TcpProxy;
  database: () => TestDatabase;
  app: () => TestApp;
}

/**
 * A fresh PostgreSQL schema reached through a TCP relay, and an app on it, for the tests that make
 * the database unreachable or slow. Call inside a describe block: it registers its own hooks.
 */
export function usePostgresBehindProxy(connectionTimeoutMs: number): ProxiedPostgres {
  const target = new URL(postgresUrl);
  const proxy = new TcpProxy(target.hostname, Number(target.port || 5432));
  let database: TestDatabase | undefined;
  let t: TestApp | undefined;
  beforeAll(async () => {
    await proxy.start();
    const viaProxy = new URL(postgresUrl);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    database = await createTestDatabase('postgres', { connectionString: viaProxy.toString(), connectionTimeoutMs });
    t = await createTestApp(database.storage);
  });
  afterAll(async () => {
    await t?.close();
    await database?.destroy();
    await proxy.cut();
  });
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('usePostgresBehindProxy: used before its beforeAll ran');
    return value;
  };
  return { proxy, database: () => ready(database), app: () => ready(t) };
}
