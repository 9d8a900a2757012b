// School words in Arabic (issue 13), one table each so they read the same everywhere: each
// curriculum's own level names, for the five curricula the calculator offers (the breakdown's
// school-fee lines in expense-labels.ts and the contract years' "moves up a stage" sentences in
// contract/age-bands.ts), and the fee table's curricula as the sources name them (figure-sources.ts,
// source-catalogue.ts).
import type { AgeBand, Curriculum } from '../household/index.ts';
import type { FeeTableCurriculum } from './school-fees.ts';

/**
 * The fee table's curricula as the sources' sentences open («المنهج البريطاني: …»). IB's Latin
 * letters come first, inside the name: a figure right after a closing "(IB)" joins the Latin run,
 * and jsPDF's bidi then draws it on the wrong side of the colon in the Arabic report.
 */
export const feeTableCurriculaArabic: Readonly<Record<FeeTableCurriculum, string>> = {
  american: 'المنهج الأمريكي',
  british: 'المنهج البريطاني',
  ib: 'منهج IB (البكالوريا الدولية)',
  indian: 'المنهج الهندي (CBSE)',
  french: 'المنهج الفرنسي',
  german: 'المنهج الألماني',
  arabic: 'المنهج العربي/الوزاري',
};

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
