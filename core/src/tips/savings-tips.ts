// The tips about saving: the target, the emergency fund, the surplus, debts, irregular costs and the
// cash the move needs.
import { message } from './messages.ts';
import { fixed, irregularCostList, moneyRange } from './tip-phrases.ts';
import { isStretched, verdictState, type TipDefinition } from './tip-context.ts';

export const savingsTips: readonly TipDefinition[] = [
  {
    id: 'savings-goal-shortfall',
    category: 'savings',
    priority: 'high',
    icon: 'piggy-bank',
    applies: (ctx) => ctx.evaluation.savingsGoal.goal > 0 && !ctx.evaluation.savingsGoal.achievable,
    title: fixed('tips.savingsGoalShortfall.title'),
    description: (ctx) => {
      const { savingsGoal, surplus, debts } = ctx.evaluation;
      const goal = ctx.money(savingsGoal.goal);
      const shortfall = ctx.money(-savingsGoal.difference);
      // An offer in the red leaves nothing to save, rather than "leaves SAR 0".
      return surplus < 0
        ? message('tips.savingsGoalShortfall.description.nothingToSave', {
            goal,
            deficit: ctx.money(-surplus),
            costs: debts > 0 ? 'withDebts' : 'costs',
            shortfall,
          })
        : message('tips.savingsGoalShortfall.description.leavesLess', { goal, surplus: ctx.money(surplus), shortfall });
    },
  },
  {
    id: 'savings-goal-spare',
    category: 'savings',
    priority: 'low',
    icon: 'piggy-bank',
    applies: (ctx) => ctx.evaluation.savingsGoal.goal > 0 && ctx.evaluation.savingsGoal.achievable,
    title: fixed('tips.savingsGoalSpare.title'),
    description: (ctx) =>
      message('tips.savingsGoalSpare.description', {
        goal: ctx.money(ctx.evaluation.savingsGoal.goal),
        spare: ctx.money(ctx.evaluation.savingsGoal.difference),
      }),
  },
  {
    id: 'emergency-fund-first',
    category: 'savings',
    priority: 'high',
    icon: 'alert',
    applies: (ctx) => isStretched(ctx),
    title: fixed('tips.emergencyFundFirst.title'),
    description: (ctx) => {
      const threeMonths = ctx.money(ctx.evaluation.totalExpenses * 3);
      const upfront = ctx.upfront?.net ?? 0;
      return upfront > 0
        ? message('tips.emergencyFundFirst.description.onTopOfUpfront', { threeMonths, upfront: ctx.money(upfront) })
        : message('tips.emergencyFundFirst.description.onTopOfSetUp', { threeMonths });
    },
  },
  {
    id: 'comfortable-invest-surplus',
    category: 'savings',
    priority: 'medium',
    icon: 'piggy-bank',
    applies: (ctx) => verdictState(ctx) === 'comfortable',
    title: fixed('tips.comfortableInvestSurplus.title'),
    description: (ctx) => message('tips.comfortableInvestSurplus.description', { surplus: ctx.money(ctx.evaluation.surplus) }),
  },
  {
    id: 'heavy-debt-load',
    category: 'savings',
    priority: 'high',
    icon: 'alert',
    applies: (ctx) => ctx.evaluation.debts > 0 && ctx.shareOfPackage(ctx.evaluation.debts) >= 20,
    title: fixed('tips.heavyDebtLoad.title'),
    description: (ctx) =>
      message('tips.heavyDebtLoad.description', {
        debts: ctx.money(ctx.evaluation.debts),
        share: Math.round(ctx.shareOfPackage(ctx.evaluation.debts)),
      }),
  },
  {
    id: 'irregular-expense-buffer',
    category: 'savings',
    priority: 'low',
    icon: 'piggy-bank',
    applies: () => true,
    title: fixed('tips.irregularExpenseBuffer.title'),
    description: (ctx) => {
      const total = ctx.evaluation.totalExpenses;
      return message('tips.irregularExpenseBuffer.description', {
        costs: irregularCostList(ctx),
        range: moneyRange(ctx, 'between', Math.round(total * 0.1), Math.round(total * 0.15)),
      });
    },
  },
];

/**
 * The figure is the results' own cash panel's, not a typical range: a range beside the panel's total
 * (AED 101,580 for an Abu Dhabi family of four) would contradict it. It comes after the housing tips.
 */
export const moveCashTip: TipDefinition = {
  id: 'move-cash',
  category: 'savings',
  priority: 'medium',
  icon: 'piggy-bank',
  applies: (ctx) => (ctx.upfront?.fromSavings ?? 0) > 0,
  title: fixed('tips.moveCash.title'),
  description: (ctx) =>
    message('tips.moveCash.description', {
      net: ctx.money(ctx.upfront?.net ?? 0),
      share: ctx.upfront?.fromSavings === ctx.upfront?.net ? 'all' : 'part',
      fromSavings: ctx.money(ctx.upfront?.fromSavings ?? 0),
      allowance: (ctx.upfront?.relocationAllowance ?? 0) > 0 ? 'some' : 'none',
    }),
};
