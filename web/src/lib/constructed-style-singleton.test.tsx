// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { styleSingleton, stylesheetSingleton } from './constructed-style-singleton.ts';

// jsdom has no constructed stylesheets, so these check the bookkeeping through the fallback element;
// the constructed sheet itself is checked in Chromium (admin-export-and-delete.spec.ts: the page behind
// the delete dialog is locked and the policy refuses nothing).

const styleTexts = () => [...document.head.querySelectorAll('style')].map((element) => element.textContent);

afterEach(cleanup);

describe('stylesheetSingleton', () => {
  it('adds the first styles once and removes them when the last user lets go', () => {
    const sheet = stylesheetSingleton();
    sheet.add('body { overflow: hidden }');
    sheet.add('body { overflow: clip }');
    expect(styleTexts()).toEqual(['body { overflow: hidden }']);
    sheet.remove();
    expect(styleTexts()).toEqual(['body { overflow: hidden }']);
    sheet.remove();
    expect(styleTexts()).toEqual([]);
  });
});

describe('styleSingleton', () => {
  it('holds the styles while a component is mounted', () => {
    const Sheet = styleSingleton();
    const first = render(<Sheet styles=".locked { pointer-events: none }" />);
    const second = render(<Sheet styles=".locked { pointer-events: none }" />);
    expect(styleTexts()).toEqual(['.locked { pointer-events: none }']);
    first.unmount();
    expect(styleTexts()).toHaveLength(1);
    second.unmount();
    expect(styleTexts()).toEqual([]);
  });

  it('reads changed styles again only when they are dynamic', () => {
    const Sheet = styleSingleton();
    const view = render(<Sheet styles="a { color: red }" />);
    view.rerender(<Sheet styles="a { color: blue }" />);
    expect(styleTexts()).toEqual(['a { color: red }']);
    view.rerender(<Sheet styles="a { color: blue }" dynamic />);
    expect(styleTexts()).toEqual(['a { color: blue }']);
    view.rerender(<Sheet styles="a { color: green }" dynamic />);
    expect(styleTexts()).toEqual(['a { color: green }']);
  });
});
