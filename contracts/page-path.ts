// The page a view or beacon is about, reduced to the path the dashboard groups by.

/**
 * Accepts a path ('/faq?x=1#top') or an absolute http(s) URL and returns its lower-cased path
 * without query, fragment or trailing slash; null when the value is neither. Paths are lower-cased
 * because the site serves them case-insensitively (/FAQ redirects to /faq), so both are one page.
 */
export function normalizePagePath(input: string): string | null {
  const value = input.trim();
  let url: URL;
  try {
    if (value.startsWith('/') && !value.startsWith('//')) url = new URL(value, 'http://page.invalid');
    else if (/^https?:\/\//i.test(value)) url = new URL(value);
    else return null;
  } catch {
    return null;
  }
  let path = url.pathname.toLowerCase();
  if (path.length > 1) path = path.replace(/\/+$/, '') || '/';
  return path;
}
