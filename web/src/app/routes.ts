import { type RouteConfig, index, route } from '@react-router/dev/routes';

// The route list; react-router.config.ts prerenders every public path of it.
export default [
  index('routes/home.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
