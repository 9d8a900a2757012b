// @vitest-environment jsdom
// Share and Save on the markup an article is prerendered with: Save toggles the local list and the
// button's pressed state, Share uses the Web Share API or copies the link, and each says so in a
// toast that closes by itself after 5 seconds. Their words come with the page (PageScriptWords, as
// ContentPageLayout renders it), in the page's language.
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '#web/i18n/languages.ts';
import { inLanguage } from '#web/i18n/testing.tsx';
import { ArticleActions } from '../components/article-actions.tsx';
import { PageScriptWords } from '../components/page-script-words.tsx';
import { enhanceArticleActions } from './article-actions.ts';

function renderActions(id = 'gcc-banking-guide-2025', language: Language = 'en'): void {
  document.body.innerHTML = renderToStaticMarkup(
    inLanguage(
      <>
        <ArticleActions id={id} title="Banking in the Gulf" />
        <PageScriptWords />
      </>,
      language,
    ),
  );
  enhanceArticleActions(document);
}

const button = (name: RegExp) => [...document.querySelectorAll('button')].find((b) => name.test(b.textContent ?? ''))!;
const toasts = (region = 'Notifications (F8)') =>
  [...document.querySelectorAll(`[role="region"][aria-label="${region}"] li`)].map((li) => li.textContent);
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('Save', () => {
  it('adds the article to the front of the Saved list and back out, saying so each time', () => {
    localStorage.setItem('saved-articles', JSON.stringify(['older-article']));
    renderActions();
    const save = button(/^Save/);
    expect(save.getAttribute('aria-pressed')).toBe('false');
    save.click();
    expect(save.getAttribute('aria-pressed')).toBe('true');
    expect(save.textContent).toBe('Saved');
    expect(localStorage.getItem('saved-articles')).toBe(JSON.stringify(['gcc-banking-guide-2025', 'older-article']));
    expect(toasts()).toEqual(['SavedKept in this browser only. Find it under Saved on the blog page.']);
    save.click();
    expect(save.textContent).toBe('Save');
    expect(localStorage.getItem('saved-articles')).toBe(JSON.stringify(['older-article']));
    expect(toasts()).toEqual(['Removed from SavedThe article is no longer in your Saved list.']);
  });

  it('shows an article saved earlier as saved, and a save made in another tab', () => {
    localStorage.setItem('saved-articles', JSON.stringify(['gcc-banking-guide-2025']));
    renderActions();
    expect(button(/^Save/).getAttribute('aria-pressed')).toBe('true');
    localStorage.setItem('saved-articles', '[]');
    window.dispatchEvent(new StorageEvent('storage', { key: 'saved-articles' }));
    expect(button(/^Save/).getAttribute('aria-pressed')).toBe('false');
  });

  it('says so when the browser refuses storage', () => {
    renderActions();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementationOnce(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    button(/^Save/).click();
    expect(button(/^Save/).getAttribute('aria-pressed')).toBe('false');
    expect(toasts()).toEqual(['Could not saveThis browser is not allowing local storage.']);
  });
});

describe('Share', () => {
  it("opens the device's share sheet where there is one", async () => {
    const share = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, share, canShare: () => true });
    renderActions();
    button(/^Share/).click();
    await flush();
    expect(share).toHaveBeenCalledWith({ title: 'Banking in the Gulf', url: `${window.location.origin}/blog/gcc-banking-guide-2025` });
    expect(toasts()).toEqual([]);
  });

  it('copies the link otherwise, and the toast closes after 5 seconds', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    vi.useFakeTimers();
    renderActions();
    button(/^Share/).click();
    await vi.advanceTimersByTimeAsync(0);
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/blog/gcc-banking-guide-2025`);
    expect(toasts()).toEqual(['Link copiedPaste it anywhere to share this article.']);
    await vi.advanceTimersByTimeAsync(4_900);
    expect(toasts()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(200);
    expect(toasts()).toEqual([]);
  });

  it('shows the link when it cannot be copied', async () => {
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText: () => Promise.reject(new Error('denied')) } });
    renderActions();
    button(/^Share/).click();
    await flush();
    await flush();
    expect(toasts()).toEqual([`Could not copy the link${window.location.origin}/blog/gcc-banking-guide-2025`]);
  });
});

describe('on a page in Arabic', () => {
  it('labels the buttons, the saved state, the toasts and their region in Arabic', () => {
    renderActions('gcc-banking-guide-2025', 'ar');
    const save = button(/^حفظ/);
    expect(button(/^مشاركة/)).toBeDefined();
    save.click();
    expect(save.textContent).toBe('محفوظ');
    expect(toasts('الإشعارات (F8)')).toEqual(['تم الحفظمحفوظ في هذا المتصفح فقط. تجده ضمن «المحفوظة» في صفحة المدونة.']);
    expect(document.querySelector('[role="region"] li button')?.getAttribute('aria-label')).toBe('إغلاق الإشعار');
    save.click();
    expect(save.textContent).toBe('حفظ');
    expect(toasts('الإشعارات (F8)')).toEqual(['أُزيل من المحفوظةلم يعد المقال في قائمة المحفوظة.']);
  });
});
