// The English catalogue names the calculator's options and notes in core's words: the English pages
// read as before, and the PDF (which uses core's labels) and the pages agree.
import { describe, expect, it } from 'vitest';
import {
  ageBandLabels,
  calculatorDurationLabel,
  calculatorMinutes,
  carOptionLabels,
  countryProfile,
  curriculumLabels,
  dataDateLine,
  flightLabels,
  healthcareLabels,
  rangeFeatureSummary,
} from '#core';
import { translator, type MessageId } from '#web/i18n/i18n.ts';
import '#web/i18n/testing.tsx';
import { dataMonth } from './data-date.ts';
import { ageBandMessages, carMessages, curriculumMessages, flightMessages, healthcareMessages, taxNoteMessages } from './option-labels.ts';

const t = translator('en');

function labelsOf<T extends string>(messages: Readonly<Record<T, MessageId>>): Record<string, string> {
  return Object.fromEntries(Object.entries<MessageId>(messages).map(([value, id]) => [value, t(id)]));
}

describe('the English catalogue says what core says', () => {
  it('names every option as core does', () => {
    expect(labelsOf(ageBandMessages)).toEqual(ageBandLabels);
    expect(labelsOf(curriculumMessages)).toEqual(curriculumLabels);
    expect(labelsOf(healthcareMessages)).toEqual(healthcareLabels);
    expect(labelsOf(carMessages)).toEqual(carOptionLabels);
    expect(labelsOf(flightMessages)).toEqual(flightLabels);
  });

  it('gives each country the tax note of its profile', () => {
    for (const [country, id] of Object.entries(taxNoteMessages)) {
      expect(t(id), country).toBe(countryProfile(country as keyof typeof taxNoteMessages).taxStructure.taxNotes);
    }
  });

  it("dates the data, times the calculator and describes the ranges in core's words", () => {
    expect(t('common.dataDate', { month: dataMonth('en') })).toBe(dataDateLine);
    expect(t('landing.duration', { minutes: calculatorMinutes })).toBe(calculatorDurationLabel);
    expect(t('landing.ranges.text')).toBe(rangeFeatureSummary);
  });
});
