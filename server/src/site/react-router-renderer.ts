import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type ServerBuild, createRequestHandler } from 'react-router';

/**
 * Renders a page the way the web app would: a fetch-style handler taking a Request. The production
 * one is React Router's request handler over build/server/index.js; tests pass their own.
 */
export type RenderPage = (request: Request) => Promise<Response>;

/** React Router's handler for `${buildDirectory}/server/index.js`, or null when the web app is not built. */
export async function loadReactRouterRenderer(buildDirectory: string): Promise<RenderPage | null> {
  const serverBuildPath = resolve(join(buildDirectory, 'server', 'index.js'));
  if (!existsSync(serverBuildPath)) return null;
  const build = (await import(pathToFileURL(serverBuildPath).href)) as ServerBuild;
  const handler = createRequestHandler(build, 'production');
  return (request) => handler(request);
}
