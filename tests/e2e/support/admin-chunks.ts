// Which built chunks belong to the operator area alone: every chunk the admin routes reach, through
// static imports and dynamic ones, that no public route reaches. React Router's route manifest lists
// each route's module and static imports; what a module loads later (the calculator's steps and
// results, the charts) is found by following the chunk files' own references.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface RouteManifest {
  routes: Record<string, { module: string; imports?: string[] }>;
}

/** `/assets/name.js` paths of the chunks only the admin routes reach, from build/client. */
export function adminOnlyChunks(client: string): Set<string> {
  const assets = join(client, 'assets');
  const manifestFile = readdirSync(assets).find((file) => /^manifest-.*\.js$/.test(file));
  if (!manifestFile) throw new Error(`${assets}/manifest-*.js not found: run \`npm run build\` first`);
  const source = readFileSync(join(assets, manifestFile), 'utf8');
  const manifest = JSON.parse(source.slice(source.indexOf('{'), source.lastIndexOf('}') + 1)) as RouteManifest;
  const reached = (routeIds: string[]) => {
    const seen = new Set<string>();
    const queue = routeIds.flatMap((id) => {
      const route = manifest.routes[id];
      return route ? [route.module, ...(route.imports ?? [])] : [];
    });
    for (let chunk = queue.pop(); chunk !== undefined; chunk = queue.pop()) {
      if (seen.has(chunk)) continue;
      seen.add(chunk);
      const code = readFileSync(join(client, chunk), 'utf8');
      // "./x.js" in import statements and import() calls, "assets/x.js" in Vite's preload lists.
      for (const match of code.matchAll(/["'`](?:\.\/|\/?assets\/)([\w.-]+\.js)["'`]/g)) queue.push(`/assets/${match[1]}`);
    }
    return seen;
  };
  const ids = Object.keys(manifest.routes);
  const adminIds = ids.filter((id) => id.startsWith('routes/admin-'));
  const publicChunks = reached(ids.filter((id) => !adminIds.includes(id)));
  return new Set([...reached(adminIds)].filter((chunk) => !publicChunks.has(chunk)));
}
