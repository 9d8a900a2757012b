import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** Paths of the pages React renders in the browser: the calculator and the operator area. */
function isFrameworkPath(path: string): boolean {
  return path === '/' || path === '/admin' || path.startsWith('/admin/');
}

/**
 * A link to a page of the site. Between the pages React renders in the browser it is a client-side
 * navigation; every other page is served as its prerendered HTML without React (ADR 0011), so a link
 * to one is an ordinary page load. On those pages every link is an ordinary one anyway.
 */
export function SiteLink({ to, className, rel, children }: { to: string; className?: string; rel?: string; children: ReactNode }) {
  return isFrameworkPath(to) ? (
    <Link to={to} className={className} rel={rel}>
      {children}
    </Link>
  ) : (
    <a href={to} className={className} rel={rel}>
      {children}
    </a>
  );
}
