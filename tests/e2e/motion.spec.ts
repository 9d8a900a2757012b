// The current step pulses (spec 000, step indicator) with an animation of transform and opacity only,
// which the compositor runs without the page. The box-shadow pulse it replaced restyled and repainted
// the page every frame: about 40% of a core in the page's own thread, and 1.6 of this machine's two
// cores in all of Chromium, for as long as the calculator stayed open. The suite runs with reduced
// motion (playwright.config.ts); this spec lets motion run to check the pulse itself.
import { expect, test, type Page } from './support/test.ts';
import { startCalculator } from './support/calculator-flow.ts';

/** Every animation on the page: its name, the properties its keyframes move, its state and how many times it runs. */
const runningAnimations = (page: Page) =>
  page.evaluate(() =>
    document.getAnimations().map((animation) => ({
      name: animation instanceof CSSAnimation ? animation.animationName : animation.constructor.name,
      properties: [
        ...new Set(
          (animation.effect as KeyframeEffect)
            .getKeyframes()
            .flatMap((frame) => Object.keys(frame).filter((key) => !['offset', 'computedOffset', 'easing', 'composite'].includes(key))),
        ),
      ].sort(),
      playState: animation.playState,
      iterations: (animation.effect as KeyframeEffect).getComputedTiming().iterations,
    })),
  );

test.describe('with motion allowed', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('the current step pulses for good, moving only transform and opacity', async ({ page }) => {
    await startCalculator(page);
    await expect
      .poll(() => runningAnimations(page))
      .toEqual([{ name: 'pulse-halo', properties: ['opacity', 'transform'], playState: 'running', iterations: Infinity }]);
    // The halo sits on the current step's circle, behind it.
    const current = page.locator('button[aria-current="step"]');
    await expect(current).toHaveAccessibleName(/Location/);
    await expect(current.locator('.animate-pulse-halo')).toHaveCount(1);
    await expect(page.locator('.animate-pulse-halo')).toHaveCount(1);
  });
});

test('with reduced motion the pulse runs once, in a hundredth of a millisecond, and nothing keeps moving', async ({ page }) => {
  await startCalculator(page);
  await expect(page.locator('.animate-pulse-halo')).toHaveCount(1);
  await expect.poll(() => runningAnimations(page)).toEqual([]);
});
