// The wizard's catalogue names the calculator's options (the core keeps only their codes) and notes
// in core's words: a child's band and curriculum read in English as the breakdown's school-fee lines
// name them, and the notes as the core states them.
import { describe, expect, it } from 'vitest';
import { calculatorDurationLabel, calculatorMinutes, dataDateLine, rangeFeatureSummary } from '#core';
import { translator, type MessageId } from '#web/i18n/i18n.ts';
import '#web/i18n/testing.tsx';
import { dataMonth } from './data-date.ts';
import { ageBandMessages, curriculumMessages } from './option-labels.ts';

const t = translator('en');

function labelsOf<T extends string>(messages: Readonly<Record<T, MessageId>>): Record<string, string> {
  return Object.fromEntries(Object.entries<MessageId>(messages).map(([value, id]) => [value, t(id)]));
}

describe('the English catalogue says what core says', () => {
  it('names the age bands and curricula in English as the breakdown’s lines do', () => {
    expect(labelsOf(ageBandMessages)).toEqual({
      nursery: t('costModel.ageBand.nursery'),
      kg: t('costModel.ageBand.kg'),
      'grade1-5': t('costModel.ageBand.grade1to5'),
      'grade6-8': t('costModel.ageBand.grade6to8'),
      'grade9-12': t('costModel.ageBand.grade9to12'),
    });
    expect(labelsOf(curriculumMessages)).toEqual({
      american: t('costModel.curriculum.american'),
      arabic: t('costModel.curriculum.arabic'),
      british: t('costModel.curriculum.british'),
      ib: t('costModel.curriculum.ib'),
      indian: t('costModel.curriculum.indian'),
    });
  });

  it("dates the data, times the calculator and describes the ranges in core's words", () => {
    expect(t('common.dataDate', { month: dataMonth('en') })).toBe(t(dataDateLine));
    expect(t('landing.duration', { minutes: calculatorMinutes })).toBe(t(calculatorDurationLabel));
    expect(t('landing.ranges.text')).toBe(t(rangeFeatureSummary));
  });
});
