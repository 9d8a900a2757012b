import { describe, expect, it } from 'vitest';
import { heldModuleScriptType, heldPreloadRel } from '#contracts/after-first-paint.ts';
import {
  holdScriptsUntilFirstPaint,
  holdsScriptsUntilFirstPaint,
  scriptsAfterFirstPaintHandle,
  startAfterFirstPaint,
} from './after-first-paint.ts';
import { isStaticPage, staticPageHandle } from './static-pages.ts';

// The shape React Router 7 renders: preloads hoisted into the head, the hydration context, the module script.
const document = [
  '<html><head><link rel="stylesheet" href="/assets/app.css"/>',
  '<link rel="modulepreload" fetchpriority="low" href="/assets/manifest.js"/><link rel="modulepreload" href="/assets/entry.client.js"/>',
  '</head><body><main>Text</main><script>window.__reactRouterContext = {};</script>',
  '<script type="module" async="">import "/assets/manifest.js";\nimport("/assets/entry.client.js");</script>',
  `<script>${startAfterFirstPaint}</script></body></html>`,
].join('');

describe('holdScriptsUntilFirstPaint', () => {
  it('holds every module preload and the module script, keeping their addresses and content', () => {
    const held = holdScriptsUntilFirstPaint(document);
    expect(held).not.toContain('rel="modulepreload"');
    expect(held).not.toContain('type="module"');
    expect(held).toContain(`<link rel="${heldPreloadRel}" fetchpriority="low" href="/assets/manifest.js"/>`);
    expect(held).toContain(`<link rel="${heldPreloadRel}" href="/assets/entry.client.js"/>`);
    expect(held).toContain(
      `<script type="${heldModuleScriptType}">import "/assets/manifest.js";\nimport("/assets/entry.client.js");</script>`,
    );
    // The stylesheet and the classic scripts are untouched.
    expect(held).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
    expect(held).toContain('<script>window.__reactRouterContext = {};</script>');
  });

  it('leaves a document of another shape as it came, so the page still loads its scripts', () => {
    const twoModuleScripts = document.replace('</body>', '<script type="module" async="">import "/x.js";</script></body>');
    expect(holdScriptsUntilFirstPaint(twoModuleScripts)).toBe(twoModuleScripts);
    const noModuleScript = '<html><head><link rel="modulepreload" href="/a.js"/></head><body></body></html>';
    expect(holdScriptsUntilFirstPaint(noModuleScript)).toBe(noModuleScript);
  });

  it('starts exactly the names it holds', () => {
    expect(startAfterFirstPaint).toContain(`link[rel="${heldPreloadRel}"]`);
    expect(startAfterFirstPaint).toContain(`script[type="${heldModuleScriptType}"]`);
  });
});

describe('route handles', () => {
  it('hold the scripts of the calculator routes only, and mark static pages apart', () => {
    expect(holdsScriptsUntilFirstPaint([undefined, scriptsAfterFirstPaintHandle])).toBe(true);
    expect(holdsScriptsUntilFirstPaint([undefined, staticPageHandle, null, 'scriptsAfterFirstPaint'])).toBe(false);
    expect(holdsScriptsUntilFirstPaint([{ scriptsAfterFirstPaint: 'yes' }])).toBe(false);
    expect(isStaticPage([undefined, staticPageHandle])).toBe(true);
    expect(isStaticPage([scriptsAfterFirstPaintHandle])).toBe(false);
  });
});
