// Each curriculum's own level names in Arabic (issue 13), for the five curricula the calculator
// offers: one table for the breakdown's school-fee lines (expense-labels.ts) and the contract years'
// "moves up a stage" sentences (contract/age-bands.ts), so a child's level reads the same in both.
import type { AgeBand, Curriculum } from './household-options.ts';

export const schoolLevelsArabic: Readonly<Record<Curriculum, Readonly<Record<Exclude<AgeBand, 'nursery'>, string>>>> = {
  american: {
    kg: 'الروضة',
    'grade1-5': 'المرحلة الابتدائية (1-5)',
    'grade6-8': 'المرحلة المتوسطة (6-8)',
    'grade9-12': 'المرحلة الثانوية (9-12)',
  },
  british: {
    kg: 'المرحلة التأسيسية الثانية (التمهيدي)',
    'grade1-5': 'المرحلة الابتدائية (السنوات 2-6)',
    'grade6-8': 'المرحلة الأساسية الثالثة (السنوات 7-9)',
    'grade9-12': 'شهادتا GCSE وA Level (السنوات 10-13)',
  },
  ib: {
    kg: 'الروضة في برنامج السنوات الابتدائية (PYP)',
    'grade1-5': 'برنامج السنوات الابتدائية (PYP)',
    'grade6-8': 'برنامج السنوات المتوسطة (MYP)',
    'grade9-12': 'برنامج الدبلوما (DP)',
  },
  indian: {
    kg: 'رياض الأطفال (LKG/UKG)',
    'grade1-5': 'المرحلة الابتدائية (1-5)',
    'grade6-8': 'المرحلة المتوسطة (6-8)',
    'grade9-12': 'المرحلة الثانوية (9-12)',
  },
  arabic: {
    kg: 'رياض الأطفال (KG1-KG2)',
    'grade1-5': 'الحلقة الأولى (الصفوف 1-5)',
    'grade6-8': 'الحلقة الثانية (الصفوف 6-8)',
    'grade9-12': 'الحلقة الثالثة (الصفوف 9-12)',
  },
};
