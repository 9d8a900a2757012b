// Product facts pages state, held once so the landing, guides, articles and structured data agree.
import { message } from './messages.ts';

/**
 * How long the calculator takes: five short steps (location, household, benefits, financials,
 * results) of a few select boxes or amounts each. Two minutes is what answering them takes when
 * the offer letter is at hand; reading the results is extra. The spec's HowTo said five minutes
 * and its articles two: this one figure replaces both.
 */
export const calculatorMinutes = 2;

/** "about 2 minutes" («نحو دقيقتين»), for running text. */
export const calculatorDurationLabel = message('facts.duration', { minutes: calculatorMinutes });

/** ISO 8601 duration for schema.org HowTo totalTime, e.g. "PT2M". */
export const calculatorDurationIso = `PT${calculatorMinutes}M`;
