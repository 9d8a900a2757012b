// What moves in a contract year, as the projection reports it: each change's sentence for the year's
// list, its clause for the verdict-change sentence, and what it adds to the month's costs. The
// child-stage sentences live here because they are the longest, in two languages.
import type { AgeBand, ChildInput } from '../household/index.ts';
import { arabicOrdinal } from '../language/index.ts';
import { bandStartName, bandStartNameArabic, childStage } from './age-bands.ts';

export interface Change {
  text: string;
  /** The clause naming it in the first-worse-year sentence. */
  clause: string;
  /** What it adds to the year's costs, monthly (negative for a raise or a saving). */
  costRise: number;
}

/** The change with the largest positive `size` (the biggest rise, or with the sign turned the biggest easing); undefined when none is above 0. */
export function largestBy(changes: readonly Change[], size: (change: Change) => number): Change | undefined {
  let largest: Change | undefined;
  for (const change of changes) if (size(change) > 0 && (largest === undefined || size(change) > size(largest))) largest = change;
  return largest;
}

/** A child moving up a stage whose fee in our table is the same as the last stage's. */
export function sameFeeStageChange(position: number, child: ChildInput, after: AgeBand, arabic: boolean): Change {
  if (arabic) {
    const reason = child.curriculum ? 'الرسوم نفسها في جدولنا' : 'بلا منهج محدد نستخدم الرسم المعتاد نفسه لكل المراحل';
    const name = `الطفل ${arabicOrdinal(position)}`;
    return {
      text: `ينتقل ${name} إلى ${childStage(child, after, 'ar')}: ${reason}`,
      clause: `ينتقل ${name} إلى ${bandStartNameArabic[after]}`,
      costRise: 0,
    };
  }
  const reason = child.curriculum ? 'the same fee in our table' : 'with no curriculum chosen, we use one typical fee for every stage';
  return {
    text: `Child ${position} starts ${childStage(child, after)}: ${reason}`,
    clause: `Child ${position} starts ${bandStartName[after]}`,
    costRise: 0,
  };
}

/** A child moving up a band or leaving school, in Arabic: «ينتقل الطفل الأول إلى الصف 6 (…): ترتفع الرسوم بمقدار 11,424 درهم سنويًا». */
export function arabicChildChange(
  position: number,
  child: ChildInput,
  after: AgeBand | null,
  change: number,
  money: (amount: number) => string,
): Change {
  const name = `الطفل ${arabicOrdinal(position)}`;
  if (after === null)
    return {
      text: `ينهي ${name} الصف 12: تتوقف رسوم مدرسية قدرها ${money(-change)} سنويًا`,
      clause: `ينهي ${name} دراسته المدرسية`,
      costRise: change / 12,
    };
  const verb = change >= 0 ? 'ترتفع' : 'تنخفض';
  return {
    text: `ينتقل ${name} إلى ${childStage(child, after, 'ar')}: ${verb} الرسوم بمقدار ${money(Math.abs(change))} سنويًا`,
    clause: `ينتقل ${name} إلى ${bandStartNameArabic[after]} و${verb} رسومه بمقدار ${money(Math.abs(change))}`,
    costRise: change / 12,
  };
}
