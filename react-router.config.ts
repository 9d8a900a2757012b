import type { Config } from '@react-router/dev/config';
import { publicPaths } from './web/src/app/public-paths.ts';

export default {
  appDirectory: 'web/src/app',
  buildDirectory: 'build',
  // SSR stays on for what is not prerendered: the not-found pages, answered with status 404.
  ssr: true,
  routeDiscovery: { mode: 'initial' },
  prerender: publicPaths,
} satisfies Config;
