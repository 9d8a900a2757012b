import { useEffect } from 'react';

// react-style-singleton's API (2.2), written through a constructed stylesheet instead of a <style>
// element. Radix's modal dialogs lock the page behind them with react-remove-scroll, which adds its
// rules through that package; our pages' Content-Security-Policy lists the hash of every inline style
// it allows (server/src/site/content-security-policy.ts), so the element it added at run time was
// refused (a console error, and the page behind the dialog still scrolled). A policy governs style
// elements and attributes, not stylesheets built with the CSSOM, and a per-response nonce would mean
// giving up the prebuilt, precompressed pages. vite.config.ts points the package's name here (ADR 0019).

interface StyleSheetSingleton {
  add(style: string): void;
  remove(): void;
}

/** Adds the styles while at least one user holds them; the first user's styles win, as upstream. */
export function stylesheetSingleton(): StyleSheetSingleton {
  let users = 0;
  let detach: (() => void) | null = null;
  return {
    add(style) {
      if (users === 0 && typeof document !== 'undefined') detach = attach(style);
      users += 1;
    },
    remove() {
      users -= 1;
      if (users === 0 && detach) {
        detach();
        detach = null;
      }
    },
  };
}

function attach(style: string): () => void {
  if ('adoptedStyleSheets' in document && typeof CSSStyleSheet === 'function' && 'replaceSync' in CSSStyleSheet.prototype) {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(style);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    return () => {
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((each) => each !== sheet);
    };
  }
  // A browser without constructed stylesheets (Safari before 16.4) gets upstream's element, which the
  // policy refuses as before: the dialog still works, the page behind it is not locked.
  const element = document.createElement('style');
  element.textContent = style;
  document.head.appendChild(element);
  return () => element.remove();
}

/** A hook that holds the styles while the calling component is mounted. */
export function styleHookSingleton(): (styles: string, isDynamic?: boolean) => void {
  const sheet = stylesheetSingleton();
  return (styles, isDynamic) => {
    useEffect(
      () => {
        sheet.add(styles);
        return () => sheet.remove();
      },
      // As upstream documents it: changed styles are applied only when the caller marks them dynamic
      // (react-remove-scroll never does; its rules are fixed while a dialog is open).
      // eslint-disable-next-line react-hooks/exhaustive-deps
      [isDynamic ? styles : null],
    );
  };
}

/** A component that holds the styles while it is mounted (react-remove-scroll renders these). */
export function styleSingleton(): (props: { styles: string; dynamic?: boolean }) => null {
  const useStyle = styleHookSingleton();
  return function StyleSheet({ styles, dynamic }) {
    useStyle(styles, dynamic);
    return null;
  };
}
