// An edited Education is read as a change of school fees: the household says what its schools will
// cost (a cheaper school, fees the employer pays direct, 0 when the children will not be in fee-paying
// school). The cash before the first salary (deposits and first terms, which are shares of the year's
// tuition) and the later years (the yearly fee rises, a child moving up a stage) follow it in
// proportion, as Housing's edit moves the rent (edited-rent.ts).
import { modelAmount, type ShownCategory } from './edited-rent.ts';

/**
 * The share of the model's school costs an edited Education keeps (typed amount ÷ the model's
 * amount): 0 when it was set to 0, undefined when it was not edited or the model has nothing to scale
 * (an allowance covering every fee).
 */
export function editedSchoolFeeScale(shown: readonly ShownCategory[]): number | undefined {
  const education = shown.find((category) => category.category === 'Education');
  if (!education) return undefined;
  const estimated = modelAmount(education);
  if (education.amount === estimated || estimated <= 0) return undefined;
  return Math.max(0, education.amount) / estimated;
}
