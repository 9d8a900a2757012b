// The bundled blog posts for the Blog tab: a dynamic import, so the 45 articles are a chunk of their
// own, fetched when the tab opens, and never part of a public page's JavaScript.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ExportedBlogPost } from '../model/blog-posts-file.ts';

async function loadBundledPosts(): Promise<ExportedBlogPost[]> {
  const { listBundledPosts } = await import('../model/bundled-posts.ts');
  return listBundledPosts();
}

function bundledPostsQuery() {
  return queryOptions({
    queryKey: ['admin', 'blog', 'bundled-posts'],
    queryFn: loadBundledPosts,
    // Bundled content cannot change while the page is open.
    refetchOnMount: false,
  });
}

export function useBundledPosts() {
  return useQuery(bundledPostsQuery());
}
