import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { localizedPath, unprefixedPath } from '#web/i18n/languages.ts';
import { useLanguage } from '#web/i18n/use-translation.ts';

/** Paths of the pages React renders in the browser: the calculator (in either language) and the operator area. */
function isFrameworkPath(path: string): boolean {
  const base = unprefixedPath(path);
  return base === '/' || path === '/admin' || path.startsWith('/admin/');
}

/**
 * A link to a page of the site, in the language of the page it is on (`to` is the English path;
 * English-only pages stay English: languages.ts). Between the pages React renders in the browser it is a
 * client-side navigation; every other page is served as its prerendered HTML without React
 * (ADR 0011), so a link to one is an ordinary page load. On those pages every link is an ordinary
 * one anyway.
 */
export function SiteLink({ to, className, rel, children }: { to: string; className?: string; rel?: string; children: ReactNode }) {
  const language = useLanguage();
  const href = localizedPath(language, to);
  return isFrameworkPath(href) ? (
    <Link to={href} className={className} rel={rel}>
      {children}
    </Link>
  ) : (
    <a href={href} className={className} rel={rel}>
      {children}
    </a>
  );
}
