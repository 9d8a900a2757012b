// A lazily loaded part of the page that brings its words: the chunk and the catalogue of
// the page's language load together, and the words are in place before the part renders. One lazy
// component per language, since a page never changes language (the switch is a page load).
import type { Messages } from '@lingui/core';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { addMessages } from './i18n.ts';
import type { Language } from './languages.ts';

export type CatalogueLoaders = Readonly<Record<Language, () => Promise<{ messages: Messages }>>>;

/** Loads `load()` and the language's catalogue together; the catalogue is added before the module is returned. */
export function withMessages<Module>(load: () => Promise<Module>, catalogues: CatalogueLoaders): (language: Language) => Promise<Module> {
  return (language) =>
    Promise.all([load(), catalogues[language]()]).then(([module, catalogue]) => {
      addMessages(language, catalogue.messages);
      return module;
    });
}

/** Two catalogues loaded together, as one. */
export function bothCatalogues(
  first: Promise<{ messages: Messages }>,
  second: Promise<{ messages: Messages }>,
): Promise<{ messages: Messages }> {
  return Promise.all([first, second]).then(([a, b]) => ({ messages: { ...a.messages, ...b.messages } }));
}

/** A React.lazy component per language over a loader made by withMessages. */
export function lazyPerLanguage<Module, Props extends object>(
  load: (language: Language) => Promise<Module>,
  pick: (module: Module) => ComponentType<Props>,
): Readonly<Record<Language, LazyExoticComponent<ComponentType<Props>>>> {
  const one = (language: Language) => lazy(() => load(language).then((module) => ({ default: pick(module) })));
  return { en: one('en'), ar: one('ar') };
}
