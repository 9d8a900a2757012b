// Every public path, in one list: the prerenderer and the sitemap both read it.
export function publicPaths(): string[] {
  return ['/'];
}
