// Sources for the results' summary figures. They are the visitor's own answers or sums of lines that
// carry their own sources, so each says what it is made of rather than citing a publication.
import { useMemo } from 'react';
import { dataAsOf, savingsRateThresholds, userEntrySource, type FigureSource } from '#core';
import type { MessageId, Translate } from '#web/i18n/i18n.ts';
import { useT } from '#web/i18n/use-translation.ts';

/** A figure the calculator works out: no publication behind it, dated with the data it is made from. */
export function calculatedSource(explanation: string): FigureSource {
  return { explanation, sources: [], asOf: dataAsOf.asOfLabel };
}

function summarySources(t: Translate) {
  const calculated = (id: MessageId) => calculatedSource(t(id));
  const entered = (id: MessageId) => userEntrySource(t(id), '');
  const { comfortable, managing } = savingsRateThresholds;
  return {
    package: entered('results.sources.package'),
    expenses: calculated('results.sources.expenses'),
    surplus: calculated('results.sources.surplus'),
    savingsRate: calculatedSource(t('results.sources.savingsRate', { comfortable, managing })),
    recommended: calculated('results.sources.recommended'),
    allowances: calculated('results.sources.allowances'),
    withGratuity: calculated('results.sources.withGratuity'),
    confidence: calculated('results.sources.confidence'),
    optionalCost: entered('results.sources.optionalCost'),
    optionalTotal: calculated('results.sources.optionalTotal'),
    debts: entered('results.sources.debts'),
    savingsGoal: entered('results.sources.savingsGoal'),
  } as const;
}

type SummarySources = ReturnType<typeof summarySources>;

/** The summary figures' sources in the page's language. */
export function useSummarySources(): SummarySources {
  const t = useT();
  return useMemo(() => summarySources(t), [t]);
}
