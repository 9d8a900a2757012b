// What bringing a live-in helper from abroad costs once, by country: the recruitment caps a ministry
// set, or the costs reported where there is none, with their sources (docs/gulf-rules.md §5 and the
// pages the records cite). The domestic-help tip and the Domestic Help line's source note quote it.
// It is not a line of "Money you need up front": a household can sponsor a helper only once its own
// residence permit is issued, so the fee usually comes in the first months, not before the move.
import type { CountryCode } from '../countries/index.ts';
import { formatMoney, formatMoneyArabic } from '../money/index.ts';
import type { Language } from '../language/index.ts';

interface Hiring {
  /** The sentence, given the money formatter of its language. */
  en: (money: (amount: number) => string) => string;
  ar: (money: (amount: number) => string) => string;
  /** Ids in core/data/sources.json. */
  sources: readonly string[];
}

const hiring: Readonly<Record<CountryCode, Hiring>> = {
  UAE: {
    // The calculator's monthly range is what a Tadbeer centre charges for help it sponsors itself
    // (domesticHelpNotes), so the one-off fee is only for a household that sponsors its own helper.
    en: (money) =>
      `Help sponsored by a Tadbeer centre is paid by the month, visa included; sponsoring a helper yourself means a one-off recruitment fee, capped at ${money(5_000)}-${money(15_000)} by nationality (2018, government fees apart), and about ${money(8_000)}-${money(10_000)} for the visa and medical tests in the first year (2025).`,
    ar: (money) =>
      `العمالة التي يكفلها مركز تدبير تُدفع شهريًا وتشمل التأشيرة؛ أما أن تكفل العاملة بنفسك فيعني رسوم استقدام تُدفع مرة واحدة، حدّها الأقصى بين ${money(5_000)} و${money(15_000)} بحسب الجنسية (2018، من دون الرسوم الحكومية)، ونحو ${money(8_000)} إلى ${money(10_000)} للتأشيرة والفحص الطبي في السنة الأولى (2025).`,
    sources: ['tadbeer-recruitment-caps-2018', 'imdadhr-maids-2025'],
  },
  KSA: {
    en: (money) =>
      `Recruiting a helper through Musaned costs ${money(5_000)}-${money(14_300)} once, by nationality (average costs with VAT, June 2024).`,
    ar: (money) =>
      `يكلف استقدام عاملة عبر منصة مساند بين ${money(5_000)} و${money(14_300)} مرة واحدة، بحسب الجنسية (متوسط التكاليف شاملًا ضريبة القيمة المضافة، يونيو 2024).`,
    sources: ['musaned-recruitment-2024'],
  },
  Qatar: {
    en: (money) =>
      `Recruiting a helper through a licensed office costs at most ${money(9_000)}-${money(17_000)} once, by nationality (the caps set in January 2022).`,
    ar: (money) =>
      `لا تتجاوز تكلفة استقدام عاملة عبر مكتب مرخّص ${money(9_000)} إلى ${money(17_000)} تُدفع مرة واحدة، بحسب الجنسية (الحدود القصوى المحددة في يناير 2022).`,
    sources: ['qatar-domestic-recruitment-2022'],
  },
  Oman: {
    en: (money) =>
      `Recruiting a helper needs a two-year labour licence of ${money(141)} (2021) and the recruitment office's fee, for which we found no published figure.`,
    ar: (money) =>
      `يحتاج استقدام عاملة إلى ترخيص عمل لمدة سنتين قيمته ${money(141)} (2021)، وإلى أتعاب مكتب الاستقدام، ولم نجد لها رقمًا منشورًا.`,
    sources: ['oman-domestic-licence-2021'],
  },
  Bahrain: {
    en: (money) =>
      `Bahrain sets no cap on recruitment fees; members of parliament put them at ${money(1_200)}-${money(2_200)} once, by nationality (2024).`,
    ar: (money) =>
      `لا تضع البحرين حدًّا أقصى لرسوم الاستقدام، وقدّرها نواب في البرلمان بين ${money(1_200)} و${money(2_200)} تُدفع مرة واحدة، بحسب الجنسية (2024).`,
    sources: ['bahrain-domestic-recruitment'],
  },
  Kuwait: {
    en: (money) =>
      `Recruiting a helper through an office costs at most ${money(575)}-${money(750)} once, by nationality, the ticket included (the caps set in January 2024).`,
    ar: (money) =>
      `لا تتجاوز تكلفة استقدام عاملة عبر مكتب ${money(575)} إلى ${money(750)} تُدفع مرة واحدة، بحسب الجنسية، شاملةً تذكرة السفر (الحدود القصوى المحددة في يناير 2024).`,
    sources: ['kuwait-domestic-recruitment-2024'],
  },
};

/** The one-off cost of recruiting a live-in helper from abroad, as a sentence in a language. */
export function domesticHiringSentence(country: CountryCode, language: Language): string {
  const entry = hiring[country];
  return language === 'ar' ? entry.ar((amount) => formatMoneyArabic(amount, country)) : entry.en((amount) => formatMoney(amount, country));
}

/** The records behind that sentence. */
export function domesticHiringSources(country: CountryCode): readonly string[] {
  return hiring[country].sources;
}
