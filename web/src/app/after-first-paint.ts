import { heldModuleScriptType, heldPreloadRel } from '#contracts/after-first-paint.ts';
import { anyRouteFlags } from './route-handle-flags.ts';

// Paint first, then fetch the calculator's JavaScript. React Router puts a module preload
// for every module the page hydrates with into the head and ends the body with a module script that
// imports them. On a slow phone connection those twelve requests share the line with the stylesheet
// the first paint waits for, so the text appears later than it could; Lighthouse's mobile simulation
// counts every request started before the largest paint against it. The calculator's document is
// therefore served with the preloads and the module script inert (contracts/after-first-paint.ts),
// and the script below starts them, all at once, when the browser reports the first paint. What this
// costs: on a slow connection the scripts finish about one round trip later than they would have
// (they no longer overlap the stylesheet), so the page answers that much later; until then it is the
// complete prerendered page, and a button tapped meanwhile is answered when the app runs.

/** The `handle` of the routes whose document holds its scripts: the calculator's, `/` and `/ar`. */
export const scriptsAfterFirstPaintHandle = { scriptsAfterFirstPaint: true } as const;

/**
 * Whether any matched route (their `handle` values, root first) holds its scripts. Only pages where
 * nothing can be typed before the app runs: the operator's login form, say, would lose what was
 * typed into it before hydration, so it loads its scripts at once.
 */
export function holdsScriptsUntilFirstPaint(handles: readonly unknown[]): boolean {
  return anyRouteFlags(handles, 'scriptsAfterFirstPaint');
}

const modulePreload = /<link rel="modulepreload"((?:\s+[\w-]+(?:="[^"]*")?)*)\s*\/?>/g;
const reactRouterModuleScript = '<script type="module" async="">';

/**
 * The document with React Router's module preloads and module script held back until the first paint.
 * A document of another shape (no module script, or more than one) is returned as it came, so that a
 * React Router upgrade that changes its output loads the page as before rather than not at all; the
 * build-output tests check that the calculator's pages are held.
 */
export function holdScriptsUntilFirstPaint(html: string): string {
  if (html.split(reactRouterModuleScript).length !== 2) return html;
  return html
    .replace(modulePreload, (_link, attributes: string) => `<link rel="${heldPreloadRel}"${attributes}/>`)
    .replace(reactRouterModuleScript, `<script type="${heldModuleScriptType}">`);
}

/** What the script below leaves on `window` for the app: a tap on a button before the app could answer it. */
interface HeldTap {
  /** Stops keeping taps: React answers (and replays) what happens once hydration has begun. */
  stop(): void;
  /** Clicks the kept button again, now that the app answers it. */
  replay(): void;
}

declare global {
  interface Window {
    heldTap?: HeldTap;
  }
}

/**
 * Starts what holdScriptsUntilFirstPaint held: the preloads first, so every module is requested at
 * once rather than as each import is discovered, then the module script, with the same content (its
 * hash is in the page's Content-Security-Policy), once the browser reports the first contentful
 * paint; a hidden tab paints nothing, so it starts at once (and on being hidden).
 * Until hydration begins, the last button tapped is kept (window.heldTap) and clicked again once the
 * app runs (entry.client.tsx, root.tsx): a "Start" tapped while the scripts load is not lost.
 */
export const startAfterFirstPaint = `(function () {
  var started = false;
  var tapped = null;
  function keep(event) {
    var button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button) tapped = button;
  }
  document.addEventListener('click', keep, true);
  window.heldTap = {
    stop: function () {
      document.removeEventListener('click', keep, true);
    },
    replay: function () {
      var button = tapped;
      tapped = null;
      if (button && button.isConnected && !button.disabled) button.click();
    },
  };
  function start() {
    if (started) return;
    started = true;
    var held = document.querySelectorAll('link[rel="${heldPreloadRel}"]');
    for (var i = 0; i < held.length; i++) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = held[i].getAttribute('href');
      document.head.appendChild(link);
    }
    var script = document.querySelector('script[type="${heldModuleScriptType}"]');
    if (!script) return;
    var run = document.createElement('script');
    run.type = 'module';
    run.textContent = script.textContent;
    script.replaceWith(run);
  }
  // The first contentful paint is reported once the frame is on screen; a browser without paint
  // timing starts two animation frames on, after the first frame has been drawn.
  function afterPaint() {
    if (document.visibilityState !== 'visible') return start();
    var supported = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
    if (!supported || supported.indexOf('paint') === -1) {
      requestAnimationFrame(function () {
        requestAnimationFrame(function () {
          setTimeout(start, 0);
        });
      });
      return;
    }
    new PerformanceObserver(function (list, observer) {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      setTimeout(start, 0);
    }).observe({ type: 'paint', buffered: true });
  }
  document.addEventListener('visibilitychange', start, { once: true });
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterPaint, { once: true });
  else afterPaint();
})();`;
