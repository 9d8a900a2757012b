import { describe, expect, it } from 'vitest';
import { languageOfPath, localizedPath, pathIn, switchTarget, unprefixedPath } from './languages.ts';

describe('paths by language', () => {
  it('knows the Arabic pages by their prefix, not by a path that merely starts with ar', () => {
    expect(languageOfPath('/ar')).toBe('ar');
    expect(languageOfPath('/ar/faq')).toBe('ar');
    expect(languageOfPath('/arabia')).toBe('en');
    expect(languageOfPath('/')).toBe('en');
  });

  it('maps a page to the same page in the other language', () => {
    expect(pathIn('ar', '/')).toBe('/ar');
    expect(pathIn('ar', '/faq')).toBe('/ar/faq');
    expect(pathIn('ar', '/ar/faq')).toBe('/ar/faq');
    expect(pathIn('en', '/ar')).toBe('/');
    expect(pathIn('en', '/ar/uae')).toBe('/uae');
    expect(unprefixedPath('/ar/blog')).toBe('/blog');
  });

  it('keeps links to English-only pages in English, and switches an article to the Arabic blog list', () => {
    expect(localizedPath('ar', '/blog/dubai-rents')).toBe('/blog/dubai-rents');
    expect(localizedPath('ar', '/admin')).toBe('/admin');
    expect(localizedPath('ar', '/uae')).toBe('/ar/uae');
    expect(switchTarget('ar', '/blog/dubai-rents')).toBe('/ar/blog');
    expect(switchTarget('en', '/ar/faq')).toBe('/faq');
    expect(switchTarget('ar', '/')).toBe('/ar');
  });
});
