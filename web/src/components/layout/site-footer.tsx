import { listCountries } from '../../../../core/src/index.ts';
import { Link } from 'react-router';
import { copyrightYear, siteName } from '../../lib/site.ts';

const linkClass = 'rounded text-slate-700 underline-offset-4 hover:text-brand-800 hover:underline';

/** The shared footer: landing, results, content pages and country guides. */
export function SiteFooter() {
  return (
    <footer className="mt-16 border-t border-slate-200 bg-white">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-base font-bold text-ink">{siteName}</p>
          <p className="mt-2 text-sm text-slate-600">Free, private checks of Gulf job offers against the real cost of living.</p>
        </div>
        <nav aria-labelledby="footer-product">
          <h2 id="footer-product" className="text-sm font-semibold text-ink">
            Product
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li><Link className={linkClass} to="/">Calculator</Link></li>
            <li><Link className={linkClass} to="/blog">Blog</Link></li>
            <li><Link className={linkClass} to="/faq">FAQ</Link></li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal" className="text-sm font-semibold text-ink">
            Legal
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li><Link className={linkClass} to="/privacy">Privacy Policy</Link></li>
            <li><Link className={linkClass} to="/terms">Terms of Service</Link></li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-guides">
          <h2 id="footer-guides" className="text-sm font-semibold text-ink">
            Country Guides
          </h2>
          <ul className="mt-3 grid grid-cols-2 gap-2 text-sm">
            {listCountries().map((country) => (
              <li key={country.code}>
                <Link className={linkClass} to={`/${country.slug}`}>
                  {country.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-slate-100">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2 px-4 py-4 text-xs text-slate-600">
          <p>© {copyrightYear} {siteName}. Estimates only, not financial advice.</p>
          <Link to="/admin" rel="nofollow" className="rounded text-slate-600 hover:text-slate-800">
            Admin
          </Link>
        </div>
      </div>
    </footer>
  );
}
