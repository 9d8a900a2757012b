// /blog in the browser: the country tabs filter the articles, and the Saved list shows what this
// browser saved. Works on the markup of components/blog-list-page.tsx, country-tabs.tsx and
// saved-articles.tsx (their data-* attributes). Every word it shows is in that markup, rendered in
// the page's language: the status line of each tab (data-showing), the Saved heading and its count.
import { onSavedArticlesChangedElsewhere, savedArticleIds } from './saved-articles-store.ts';

const savedLinkClass = 'rounded font-semibold text-brand-800 underline-offset-2 hover:underline';

export function enhanceBlogPage(root: ParentNode): void {
  const tabs = root.querySelector<HTMLElement>('[data-country-tabs]');
  if (tabs) enhanceCountryTabs(tabs);
  const saved = root.querySelector<HTMLElement>('[data-saved-articles]');
  if (saved) {
    showSavedArticles(saved, root);
    onSavedArticlesChangedElsewhere(() => showSavedArticles(saved, root));
  }
}

/** The tabs pattern with automatic activation: click, or arrows, Home and End on the tablist. */
function enhanceCountryTabs(container: HTMLElement): void {
  const tabs = [...container.querySelectorAll<HTMLButtonElement>('[role="tab"][data-filter]')];
  const panel = container.querySelector<HTMLElement>('[role="tabpanel"]');
  if (!panel || tabs.length === 0) return;

  // On a right-to-left page the first tab is on the right, so the arrows swap (WAI-ARIA tabs pattern).
  const rtl = container.closest('[dir]')?.getAttribute('dir') === 'rtl';
  const select = (selected: HTMLButtonElement) => {
    for (const tab of tabs) {
      tab.setAttribute('aria-selected', String(tab === selected));
      tab.tabIndex = tab === selected ? 0 : -1;
    }
    panel.setAttribute('aria-labelledby', selected.id);
    filterPanel(panel, selected.dataset.filter ?? 'all', selected.dataset.showing ?? '');
    keepFilterInAddress(selected === tabs[0] ? null : (selected.dataset.filter ?? null));
  };

  // A copied or reloaded address keeps the country chosen (?country=Qatar).
  const asked = new URLSearchParams(window.location.search).get(COUNTRY_PARAMETER)?.toLowerCase();
  const askedTab = asked ? tabs.find((tab) => tab.dataset.filter?.toLowerCase() === asked) : undefined;
  if (askedTab && askedTab !== tabs[0]) select(askedTab);

  for (const tab of tabs) {
    tab.addEventListener('click', () => select(tab));
    tab.addEventListener('keydown', (event) => {
      const index = tabs.indexOf(tab);
      const last = tabs.length - 1;
      const forward = index === last ? 0 : index + 1;
      const back = index === 0 ? last : index - 1;
      const next = { ArrowRight: rtl ? back : forward, ArrowLeft: rtl ? forward : back, Home: 0, End: last }[event.key];
      const target = next === undefined ? undefined : tabs[next];
      if (!target) return;
      event.preventDefault();
      select(target);
      target.focus();
    });
  }
}

const COUNTRY_PARAMETER = 'country';

/** Puts the chosen country in the address without a history entry (Back still leaves the page). */
function keepFilterInAddress(filter: string | null): void {
  const url = new URL(window.location.href);
  if (filter) url.searchParams.set(COUNTRY_PARAMETER, filter);
  else url.searchParams.delete(COUNTRY_PARAMETER);
  if (url.href !== window.location.href) window.history.replaceState(window.history.state, '', url);
}

/** Shows the articles about `filter` ('all': every one): the first featured, the others in the grid. */
function filterPanel(panel: HTMLElement, filter: string, showing: string): void {
  const items = [...panel.querySelectorAll<HTMLElement>('li[data-article]')];
  const listed = items.filter((item) => filter === 'all' || (item.dataset.countries ?? '').split(' ').includes(filter));
  const featuredId = listed[0]?.dataset.article;
  for (const featured of panel.querySelectorAll<HTMLElement>('[data-featured]')) featured.hidden = featured.dataset.featured !== featuredId;
  for (const item of items) item.hidden = !listed.includes(item) || item.dataset.article === featuredId;
  const more = panel.querySelector<HTMLElement>('[data-more-articles]');
  if (more) more.hidden = listed.length < 2;
  const status = panel.querySelector('[data-showing-label]');
  if (status) status.textContent = showing;
}

/**
 * Fills the Saved section with links to the saved articles listed on the page, newest first. The
 * articles are English; on an Arabic page the section says so (data-article-lang) and each link
 * carries it, as the cards' links do.
 */
function showSavedArticles(section: HTMLElement, root: ParentNode): void {
  const titles = new Map(
    [...root.querySelectorAll<HTMLElement>('li[data-article]')].map((item) => [item.dataset.article ?? '', item.dataset.title ?? '']),
  );
  const saved = savedArticleIds().filter((id) => titles.has(id));
  const articleLang = section.dataset.articleLang;
  const list = section.querySelector('[data-saved-list]');
  const count = section.querySelector('[data-saved-count]');
  if (!list || !count) return;
  list.replaceChildren(
    ...saved.map((id) => {
      const link = document.createElement('a');
      link.href = `/blog/${id}`;
      link.className = savedLinkClass;
      link.textContent = titles.get(id) ?? id;
      if (articleLang) {
        link.hreflang = articleLang;
        link.lang = articleLang;
      }
      const item = document.createElement('li');
      item.append(link);
      return item;
    }),
  );
  count.textContent = String(saved.length);
  section.hidden = saved.length === 0;
}
