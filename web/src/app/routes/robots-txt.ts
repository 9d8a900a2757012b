import { robotsTxt } from '#web/features/content/server/index.server.ts';

// A resource route, prerendered to build/client/robots.txt.
export function loader() {
  return new Response(robotsTxt(), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
