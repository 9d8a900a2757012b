// The bundled blog articles for the dashboard's Blog tab. Loaded only through a dynamic import
// (api/bundled-posts.ts), so the articles become a chunk fetched when the operator opens that tab,
// never part of a public page's JavaScript.
import { articleFileSchema } from '#content/schema.ts';
import { type ExportedBlogPost, toExportedPost } from './blog-posts-file.ts';

const articleFiles = import.meta.glob<unknown>('/content/blog/articles/*.json', { eager: true, import: 'default' });

/** Every bundled article in the export shape, newest first, as the blog lists them. */
export function listBundledPosts(): ExportedBlogPost[] {
  return Object.values(articleFiles)
    .map((raw) => toExportedPost(articleFileSchema.parse(raw)))
    .sort((a, b) => Date.parse(b.date) - Date.parse(a.date) || a.title.localeCompare(b.title));
}
