// The tip catalogue's words in Arabic (issue 13), tip for tip with tip-catalogue.ts: the same ids,
// the same figures, Modern Standard Arabic in the glossary's terms (docs/arabic-glossary.md).
// When a tip applies, its category and priority stay in tip-catalogue.ts; only the title and the
// description are here. Amounts computed from the offer come through ctx.money, which writes
// «18,300 درهم» in an Arabic context; places through cityNameIn, districtNameIn and countryNameIn.
// A change to an English tip must be made here too: tips.test.ts fails on an id missing either side.
import { arabicCount } from '../language/index.ts';
import { countryNameIn, tollSystem } from '../countries/index.ts';
import { cityNameIn, districtNameIn } from '../places/index.ts';
import { domesticHiringSentence, endOfServiceOnBasic, kuwaitHealthFee, kuwaitResidenceFee } from '../country-rules/index.ts';
import { domesticHelpHint } from '../household/index.ts';
import { fallbackAnnualSchoolFee } from '../schools/index.ts';
import {
  cheaperDistrict,
  omanRentSpread,
  ruleLineAmount,
  irregularCosts,
  uaeEmirateRule,
  uaeTenancyRegistry,
  schoolRatingsIn,
  type TipContext,
  type TipDefinition,
} from './tip-context.ts';

/** A tip's words: its title and description, as in the English catalogue. */
export type TipWords = Pick<TipDefinition, 'title' | 'description'>;

const hasDependants = (ctx: TipContext) => ctx.householdSize > 1;
const place = (ctx: TipContext) => (ctx.input.location.city ? cityNameIn(ctx.input.location.city, 'ar') : countryNameIn(ctx.country, 'ar'));
const city = (ctx: TipContext) => cityNameIn(ctx.input.location.city ?? '', 'ar');

/** «أسرة من 4 أفراد», after «من» (so «فردين»). */
const householdOf = (size: number) =>
  `أسرة من ${arabicCount(size, { one: 'فرد واحد', two: 'فردين', few: 'أفراد', many: 'فردًا', other: 'فرد' })}`;

/** «رحلة ذهاب وعودة واحدة إلى الوطن سنويًا», «3 رحلات…», as an object or after a noun (accusative or genitive). */
const tripsHome = (trips: number) =>
  `${arabicCount(trips, {
    one: 'رحلة ذهاب وعودة واحدة',
    two: 'رحلتي ذهاب وعودة',
    few: 'رحلات ذهاب وعودة',
    many: 'رحلة ذهاب وعودة',
    other: 'رحلة ذهاب وعودة',
  })} إلى الوطن سنويًا`;

/** «لطفلك», «لطفليك», «لأطفالك الثلاثة»: your children, with the «لـ» the sentence needs. */
const forYourChildren = (count: number) => {
  if (count === 1) return 'لطفلك';
  if (count === 2) return 'لطفليك';
  const words = ['الثلاثة', 'الأربعة', 'الخمسة', 'الستة', 'السبعة', 'الثمانية', 'التسعة', 'العشرة'];
  const number = words[count - 3];
  return number ? `لأطفالك ${number}` : `لأطفالك، وعددهم ${count}،`;
};

/** «مرافق واحد», «مرافقين», «3 مرافقين», «11 مرافقًا», after a preposition. */
const dependantsOf = (count: number) =>
  arabicCount(count, { one: 'مرافق واحد', two: 'مرافقين', few: 'مرافقين', many: 'مرافقًا', other: 'مرافق' });

// Who must insure an employee's family, where a rule says so, as in tip-catalogue.ts.
const uaeDependantCover: Readonly<Record<ReturnType<typeof uaeEmirateRule>, (ctx: TipContext) => string>> = {
  dubai: (ctx) =>
    `وفي دبي يُلزَم كفيل التأشيرة بالتأمين على كل مرافق لا يؤمّن عليه صاحب عمل، ولا تصدر الإقامة ولا تُجدَّد من دونه، ${ruleLineAmount(ctx, 'dependant-health-cover') > 0 ? 'وبند الرعاية الصحية يحتسب لكلٍّ منهم أرخص وثيقة مطابقة' : 'وقد أخبرتنا أن صاحب العمل يدفعه'}.`,
  'abu-dhabi': () =>
    'ويُلزِم قانون أبوظبي صاحب العمل مع ذلك بالتأمين على الزوج أو الزوجة وعلى ثلاثة أبناء دون 18 عامًا، فاطلب تغطيتهم كتابةً؛ أما من يزيد من الأبناء فالتأمين عليهم عليك.',
  other: (ctx) =>
    `ولم نجد نصًا رسميًا يُلزم أحدًا بالتأمين على أسرتك في ${city(ctx)}: فمنذ يناير 2025 على صاحب العمل أن يوفّر لك الباقة الأساسية على الأقل (320 درهمًا في السنة)، وتقول وزارة الموارد البشرية والتوطين إن المرافقين يمكنهم الانضمام إليها بالسعر نفسه، وإن كانت تغطي القليل.`,
  'no-city': () =>
    'ففي أبوظبي يُلزَم صاحب العمل بالتأمين على الزوج أو الزوجة وثلاثة أبناء، وفي دبي يُلزَم كفيل التأشيرة بالتأمين عليهم، أما في الإمارات الأخرى فلا يُلزَم صاحب العمل إلا بالباقة الأساسية للموظف، فتحقّق ممن يدفع.',
};
const dependantCoverOutsideUae: Readonly<Partial<Record<TipContext['country'], string>>> = {
  KSA: 'وفي السعودية يُلزَم صاحب العمل بالتأمين على زوجتك وأبنائك الذكور حتى سن 25 وبناتك غير المتزوجات، ولا تصدر إقامات العائلة ولا تُجدَّد من دونه، فاطلب التغطية العائلية كتابةً.',
  Kuwait:
    'أما رسوم التأمين الصحي الحكومي في الكويت، وهي في بند الرعاية الصحية، فتُفرض عن كل مرافق أيًّا كانت التغطية التي لدى الأسرة، فلا تُسقطها التغطية العائلية من صاحب العمل.',
};
const dependantCoverRule = (ctx: TipContext): string | undefined =>
  ctx.country === 'UAE' ? uaeDependantCover[uaeEmirateRule(ctx)](ctx) : dependantCoverOutsideUae[ctx.country];

/** «تسجيل السيارة، والزي المدرسي والرحلات المدرسية، وتذاكر الصيف، والزيادات السنوية في الإيجار»، كما تنطبق. */
const irregularCostListArabic = (ctx: TipContext): string => {
  const costs = irregularCosts(ctx);
  const items = [
    costs.car && 'تسجيل السيارة',
    costs.school && 'الزي المدرسي والرحلات المدرسية',
    'تذاكر الصيف',
    costs.rentRise && 'الزيادات السنوية في الإيجار',
  ].filter((item): item is string => item !== false);
  return items.map((item, index) => (index === 0 ? item : `، و${item}`)).join('');
};

// Where a UAE tenancy is registered, as in tip-catalogue.ts.
const schoolQualityArabic = {
  UAE: 'فقارن تقييمات الرقابة المدرسية (هيئة المعرفة والتنمية البشرية (KHDA) في دبي، ودائرة التعليم والمعرفة (ADEK) في أبوظبي، والجهات الوطنية المختصة في غيرهما) بالرسوم',
  Bahrain: 'فوازن بين تقرير المراجعة الذي تنشره هيئة جودة التعليم والتدريب (BQA) لكل مدرسة خاصة ورسومها',
  elsewhere: 'فاطلب من كل مدرسة أحدث تقرير تفتيش أو اعتماد لها، وقارنه بالرسوم',
} as const;
const tenancyRegistrationArabic = {
  Ejari: 'التسجيل في نظام إيجاري',
  Tawtheeq: 'التسجيل في نظام توثيق (ويتولاه المؤجر عادةً)',
  Sharjah: 'تصديق عقد الإيجار لدى بلدية الشارقة (ويتولاه المؤجر منذ القانون رقم 5 لسنة 2024)',
  municipality: 'تسجيل عقد الإيجار لدى البلدية',
  elsewhere: 'تسجيل عقد الإيجار (في نظام إيجاري في دبي، ونظام توثيق في أبوظبي، ولدى البلدية في غيرهما)',
} as const;
const registeredTenancyArabic = {
  Ejari: 'عقد إيجار مسجّل في نظام إيجاري',
  Tawtheeq: 'عقد إيجار مسجّل في نظام توثيق',
  Sharjah: 'عقد إيجار مصدّق لدى بلدية الشارقة',
  municipality: 'عقد إيجار مسجّل لدى البلدية',
  elsewhere: 'عقد إيجار مسجّل (في نظام إيجاري في دبي، ونظام توثيق في أبوظبي)',
} as const;

export const tipCatalogueArabic: Readonly<Record<string, TipWords>> = {
  // Negotiation
  'negotiate-minimum-1-2x': {
    title: () => 'فاوض قبل أن تقبل',
    description: (ctx) =>
      `لا تُبقي لك هذه الحزمة إلا القليل بعد تكاليف المعيشة. اطلب ${ctx.money(Math.ceil(ctx.evaluation.totalExpenses * 1.2))} شهريًا على الأقل (أي 1.2 ضعف مصروفاتك المقدّرة البالغة ${ctx.money(ctx.evaluation.totalExpenses)})، حتى لا تدفعك زيادات الإيجار والفواتير الطارئة إلى الاستدانة.`,
  },
  'negotiate-with-data-1-25x': {
    title: () => 'ضع الأرقام على الطاولة',
    description: (ctx) =>
      `يستجيب مسؤولو التوظيف للأدلة. بيّن أن ${ctx.householdSize === 1 ? `شخصًا يعيش وحده في ${place(ctx)} ينفق` : `${householdOf(ctx.householdSize)} في ${place(ctx)} تنفق`} نحو ${ctx.money(ctx.evaluation.totalExpenses)} شهريًا، واطلب ${ctx.money(ctx.evaluation.recommendedMinimumPackage)} (أي 1.25 ضعف التكاليف${ctx.evaluation.recommendedMinimumPackage > Math.ceil(ctx.evaluation.totalExpenses * 1.25) ? '، مع احتساب اشتراك البحرين البالغ 1% على تلك الحزمة' : ''}): وهي الحزمة التي تحافظ على نسبة ادخار 20%. نزّل التقرير (PDF) واستعن بتفصيله في حديثك معهم.`,
  },
  'ask-housing-allowance': {
    title: () => 'اطلب بدل سكن',
    description: (ctx) =>
      `يستهلك السكن وحده ${Math.round(ctx.shareOfPackage(ctx.categoryAmount('Housing')))}% من هذه الحزمة، والعرض لا يتضمن بدل سكن. وفي الخليج يُدفع السكن عادةً بدلًا منفصلًا (كثيرًا ما يكون 25-35% من الراتب الأساسي) أو مسكنًا توفّره الشركة؛ فاطلب ${ctx.money(ctx.categoryAmount('Housing'))} شهريًا أو شقة مفروشة.`,
  },
  'ask-education-allowance': {
    title: () => 'اطلب أن يتحمّل صاحب العمل الرسوم المدرسية',
    description: (ctx) =>
      `تبلغ الرسوم المدرسية ${forYourChildren(ctx.input.household.children.length)} نحو ${ctx.money(ctx.categoryAmount('Education') * 12)} سنويًا. وكثير من أصحاب العمل يدفعون بدل تعليم عن كل طفل (بسقف سنوي في الغالب) أو يسددون فواتير المدرسة مباشرة؛ وهو من أسهل المزايا في التفاوض لأنه مرتبط بأسرتك لا بدرجتك الوظيفية.`,
  },
  'ask-family-medical-cover': {
    title: () => 'فاوض على تأمين صحي لأسرتك',
    description: (ctx) =>
      `لو دفعت تكاليف الرعاية الطبية بنفسك لكلّفت أسرتك نحو ${ctx.money(ctx.categoryAmount('Healthcare'))} شهريًا. وتغطية الأسرة ضمن وثيقة التأمين الجماعية لصاحب العمل أرخص عليه بكثير مما تكلّفك لو اشتريتها بنفسك؛ فاطلب إضافتها قبل أن توقّع.`,
  },
  'ask-annual-flights': {
    title: () => 'اطلب تذاكر الإجازة السنوية للجميع',
    description: (ctx) => {
      const trips = tripsHome(ctx.uncoveredTravellers);
      const cost = ctx.categoryAmount('Travel');
      const line =
        cost > 0
          ? `يحتسب بند السفر ${trips}، أي نحو ${ctx.money(cost)} شهريًا`
          : `تقع عليك تكلفة ${trips} (وقد جعلت بند السفر ${ctx.money(0)})`;
      return ctx.input.benefits.annualFlights === '0'
        ? `لا يدفع العرض أي تذاكر إلى الوطن، لذا ${line}. وبدل التذاكر السنوي معتاد في كثير من حزم الخليج${hasDependants(ctx) ? '، وكثيرًا ما يشمل الأسرة كلها' : ''}؛ فاطلبه، ثم اختره في الخطوة 3 لترى البند ينخفض.`
        : `تدفع حزمتك التذاكر ${ctx.input.benefits.annualFlights === '1' ? 'لك وحدك' : 'لشخصين'}، لكن عدد أفراد أسرتك ${ctx.householdSize}: ${line}. فاطلب بدل تذاكر للأسرة؛ والأجرة هنا أجرة معتادة، فعدّل البند إن كانت رحلتك أغلى أو أرخص.`;
    },
  },
  'ask-transport-support': {
    title: () => 'اطلب سيارة أو بدل مواصلات',
    description: (ctx) =>
      `تشغيل سيارة هنا يكلّفك نحو ${ctx.money(ctx.categoryAmount('Transportation'))} شهريًا (${Math.round(ctx.shareOfPackage(ctx.categoryAmount('Transportation')))}% من الحزمة). وبدل المواصلات أو سيارة الشركة أمر شائع في الوظائف التي تتطلب التنقل بالسيارة؛ واختيار «بدل سيارة شهري» أو «سيارة الشركة» في الخطوة 3 يُريك ما سيتغيّر.`,
  },
  'comfortable-check-structure': {
    title: () => 'تحقّق من توزيع الحزمة',
    description: (ctx) =>
      endOfServiceOnBasic(ctx.country)
        ? 'العرض مُجدٍ، فانظر في تركيبته. مكافأة نهاية الخدمة وكثير من الزيادات السنوية تُحتسب على الراتب الأساسي وحده: فالحزمة ذات الراتب الأساسي الأعلى والبدلات الأقل تساوي أكثر عند مغادرتك. واطلب هذا التوزيع مكتوبًا.'
        : ctx.country === 'Kuwait'
          ? 'العرض مُجدٍ، فانظر في تركيبته. نحسب مكافأة نهاية الخدمة في الكويت على أجرك كاملًا بما فيه البدلات، لكننا لم نجد نصًا رسميًا يؤكد ذلك: فإن دفعها صاحب العمل على الراتب الأساسي، فالراتب الأساسي الأعلى يساوي أكثر عند مغادرتك. وكثير من الزيادات السنوية يُحتسب على الراتب الأساسي أيضًا، فاطلب هذا التوزيع مكتوبًا.'
          : 'العرض مُجدٍ، فانظر في تركيبته. مكافأة نهاية الخدمة هنا تُحتسب على أجرك كاملًا بما فيه البدلات، فالتوزيع أقل أثرًا فيها؛ لكن كثيرًا من الزيادات السنوية ما زال يُحتسب على الراتب الأساسي، فاطلب هذا التوزيع مكتوبًا.',
  },

  // Savings
  'savings-goal-shortfall': {
    title: () => 'هدف ادخارك بعيد المنال',
    description: (ctx) =>
      `تريد أن تدّخر ${ctx.money(ctx.evaluation.savingsGoal.goal)} شهريًا، لكن ${
        ctx.evaluation.surplus < 0
          ? `هذا العرض لا يُبقي لك شيئًا تدّخره: فهو يقصر عن تكاليفك${ctx.evaluation.debts > 0 ? ' ومدفوعات ديونك' : ''} بمقدار ${ctx.money(-ctx.evaluation.surplus)} شهريًا، فالعجز عن هدفك ${ctx.money(-ctx.evaluation.savingsGoal.difference)}`
          : `ما يُبقيه لك هذا العرض ${ctx.money(ctx.evaluation.surplus)}، فالعجز ${ctx.money(-ctx.evaluation.savingsGoal.difference)}`
      }. سُدّ هذه الفجوة بحزمة أعلى أو بمسكن أصغر أو بمدرسة أقل تكلفة، أو اخفض هدفك كي لا تُفاجأ لاحقًا.`,
  },
  'savings-goal-spare': {
    title: () => 'ادّخر أولًا',
    description: (ctx) =>
      `يمكنك بلوغ هدفك البالغ ${ctx.money(ctx.evaluation.savingsGoal.goal)} ويبقى لك فوقه ${ctx.money(ctx.evaluation.savingsGoal.difference)}. أنشئ تحويلًا تلقائيًا يوم صرف الراتب كي يخرج المال قبل أن يُنفَق؛ فالرواتب المعفاة من الضريبة تُسهّل الانزلاق إلى نمط معيشة أعلى كلفة.`,
  },
  'emergency-fund-first': {
    title: () => 'احضر ومعك مدخرات للطوارئ',
    description: (ctx) =>
      `مع فائض شهري ضئيل، لا بد أن تأتي مدخراتك معك. انتقل ومعك تكاليف ثلاثة أشهر على الأقل (${ctx.money(ctx.evaluation.totalExpenses * 3)}) فوق ${
        (ctx.upfront?.net ?? 0) > 0
          ? `${ctx.money(ctx.upfront?.net ?? 0)} يحتاجها الانتقال قبل راتبك الأول (انظر «المال الذي تحتاجه مقدمًا»)`
          : 'تكاليف الاستقرار، مثل تأمين الإيجار ورسوم التسجيل في المدرسة'
      }، لأن استخراج الإقامة وفتح الحساب المصرفي وانتظار أول راتب أمور قد تستغرق أسابيع.`,
  },
  'comfortable-invest-surplus': {
    title: () => 'استثمر فائضك',
    description: (ctx) =>
      `سيبقى لك نحو ${ctx.money(ctx.evaluation.surplus)} شهريًا. كوّن أولًا مدخرات للطوارئ تعادل تكاليف ثلاثة إلى ستة أشهر، ثم استثمر بانتظام؛ فنسبة ادخار بين 20% و30% صحية، وبين 30% و40% طموحة، وما فوق 40% استثنائية.`,
  },
  'heavy-debt-load': {
    title: () => 'أقساط الديون تستهلك حصة كبيرة',
    description: (ctx) =>
      `تستهلك أقساط ديونك البالغة ${ctx.money(ctx.evaluation.debts)} نسبة ${Math.round(ctx.shareOfPackage(ctx.evaluation.debts))}% من الحزمة. سدّد الدين الأعلى فائدة أولًا، وتذكّر أن القروض غير المسددة في الخليج قد تؤدي إلى منع السفر: فلا تغادر أبدًا وعليك ديون مستحقة.`,
  },
  'irregular-expense-buffer': {
    title: () => 'احتفظ باحتياطي للتكاليف غير المنتظمة',
    description: (ctx) =>
      `${irregularCostListArabic(ctx)} لا تأتي كل شهر. فخصّص لها 10-15% من تكاليفك (بين ${ctx.money(Math.round(ctx.evaluation.totalExpenses * 0.1))} و${ctx.money(Math.round(ctx.evaluation.totalExpenses * 0.15))} شهريًا تقريبًا).`,
  },

  // Housing
  'housing-share-high': {
    title: () => 'السكن يستهلك جزءًا كبيرًا جدًا من الحزمة',
    description: (ctx) => {
      const cheaper = cheaperDistrict(ctx);
      const share = Math.round(ctx.shareOfPackage(ctx.categoryAmount('Housing')));
      return cheaper
        ? `يستهلك السكن ${share}% من حزمتك، والقاعدة الشائعة أن يبقى دون الثلث. وأرخص حي نرصده في ${city(ctx)} هو ${districtNameIn(cheaper.name, 'ar')}، وإيجاره أقل بنحو ${ctx.money(cheaper.saving)} شهريًا لمسكن بالحجم نفسه.`
        : `يستهلك السكن ${share}% من حزمتك، والقاعدة الشائعة أن يبقى دون الثلث. فقارن بمدينة مجاورة أو بمسكن أصغر قبل أن تلتزم بعقد إيجار.`;
    },
  },
  'cheaper-district-nearby': {
    title: () => 'حي أرخص قد يزيد مدخراتك',
    description: (ctx) => {
      const cheaper = cheaperDistrict(ctx);
      const current = districtNameIn(ctx.input.location.district ?? '', 'ar');
      return `السكن في ${cheaper ? districtNameIn(cheaper.name, 'ar') : 'حي أرخص'} بدلًا من ${current} يوفّر عليك نحو ${ctx.money(cheaper?.saving ?? 0)} شهريًا من الإيجار. فوازن ذلك بوقت التنقل، واختر الحي في الخطوة 1 لتقارن التفصيل كاملًا.`;
    },
  },
  'uae-rent-cheques': {
    title: () => 'استعدّ لشيكات الإيجار والتأمين',
    description: (ctx) =>
      `يطلب المؤجرون في الإمارات عادةً إيجار السنة في شيك واحد إلى أربعة شيكات مؤجلة الدفع، إضافة إلى تأمين بنسبة 5% وعمولة وساطة بنحو 5% و${tenancyRegistrationArabic[uaeTenancyRegistry(ctx)]} وتأمين لحساب الكهرباء والماء. وللمسكن الذي يفترضه هذا التقدير، يبلغ شيك واحد بإيجار ربع سنة نحو ${ctx.money(ctx.monthlyRent * 3)}؛ فاسأل صاحب العمل عن سلفة على الإيجار إن كان البدل يُدفع شهريًا.`,
  },
  'ksa-ejar-lease': {
    title: () => 'سجّل عقد الإيجار في منصة إيجار',
    description: (ctx) =>
      `يجب تسجيل عقود الإيجار السكنية في السعودية في منصة إيجار ودفع الإيجار عبرها، وقد جرت العادة أن يُدفع عن سنة مقدّمًا، وأحيانًا عن نصف سنة (انظر «المال الذي تحتاجه مقدمًا»). ${
        ctx.input.location.city === 'Riyadh'
          ? 'وفي الرياض جُمّدت الإيجارات خمس سنوات اعتبارًا من 25 سبتمبر 2025، حتى في العقود الجديدة (فالشقة المؤجرة من قبل تُؤجَّر بآخر إيجار مسجّل في منصة إيجار)، فتفاوض على الإيجار الأول بعناية: فهو الرقم الذي سيبقى معك.'
          : 'ولم تُجمَّد الإيجارات إلا في الرياض (منذ سبتمبر 2025)، فتوقّع زيادة عند التجديد واسأل عن آخر زيادة.'
      }`,
  },
  'large-family-housing': {
    title: () => 'قارن بين الفلل والمجمعات السكنية',
    description: (ctx) =>
      `تحتاج ${householdOf(ctx.householdSize)} إلى ثلاث غرف نوم، ونقدّر إيجارها هنا بـ${ctx.money(ctx.monthlyRent)} شهريًا. وكثيرًا ما تكلّف الفلل والمنازل المتلاصقة الأقدم البعيدة عن المركز ما تكلّفه شقة جديدة بثلاث غرف نوم، مع مساحة خارجية؛ أما المجمعات السكنية فتضيف المرافق بسعر أعلى.`,
  },
  'move-cash': {
    title: () => 'خطّط للمال الذي يحتاجه الانتقال',
    description: (ctx) =>
      `يحتاج الانتقال ${ctx.money(ctx.upfront?.net ?? 0)} قبل راتبك الأول (انظر «المال الذي تحتاجه مقدمًا»)، ويجب أن يأتي ${ctx.upfront?.fromSavings === ctx.upfront?.net ? 'كله' : `${ctx.money(ctx.upfront?.fromSavings ?? 0)} منه`} من مدخراتك. ${
        (ctx.upfront?.relocationAllowance ?? 0) > 0
          ? 'اسأل هل يمكن زيادة بدل الانتقال أو هل تتوفر سلفة على الراتب'
          : 'اسأل هل يتوفر بدل انتقال أو سلفة على الراتب'
      }: فكل ما يدفعه صاحب العمل مقدّمًا مالٌ لا تحتاج إلى إحضاره.`,
  },

  // Schools
  'choose-curriculum': {
    title: () => 'اختر منهجًا لتقدير أدق',
    description: (ctx) =>
      `لم يُختر منهج لطفل واحد على الأقل، فاستخدمنا مبلغًا معتادًا قدره ${ctx.feeTableMoney(fallbackAnnualSchoolFee)} سنويًا. وتتراوح الرسوم بين أقل من ${ctx.feeTableMoney(15_000, 'rough')} في كثير من مدارس المنهج الهندي وأكثر من ${ctx.feeTableMoney(80_000, 'rough')} في المدارس الراقية للمنهج البريطاني والأمريكي والبكالوريا الدولية: فاختر منهجًا في الخطوة 2.`,
  },
  'compare-curricula': {
    title: () => 'تتفاوت الرسوم بين المدارس أكثر مما تتفاوت بين المناهج',
    description: (ctx) =>
      `في المنهج الواحد قد يبلغ الفرق في الرسوم بين مدرسة وأخرى ${ctx.feeTableMoney(30_000, 'rough')} سنويًا أو أكثر. ${schoolQualityArabic[schoolRatingsIn(ctx)]}: فالمدرسة الجيدة التقييم ذات الرسوم المتوسطة كثيرًا ما تكون أفضل قيمة من أغلى المدارس.`,
  },
  'school-places-early': {
    title: () => 'احجز المقاعد المدرسية مبكرًا',
    description: () =>
      'للمدارس المطلوبة قوائم انتظار، خاصة في المرحلة الابتدائية. قدّم طلبك فور توقيع العرض، وخصّص ميزانية لرسوم التسجيل والتقييم غير المستردة، وتأمين إعادة التسجيل، والزي المدرسي، والكتب، والحافلات، والرحلات، وهي أمور قد تضيف 10-20% إلى الرسوم الدراسية.',
  },
  'nursery-costs': {
    title: () => 'رسوم الحضانة تتوقف على عدد الساعات',
    description: () =>
      'نقدّر تكلفة الحضانة بمستوى متواضع. فالحضانات الخاصة بدوام كامل تتقاضى أكثر بكثير من الحضانات بنصف دوام، وكثير منها يُغلق في الصيف؛ وإن كان الوالدان يعملان كلاهما، فأضف رعاية إضافية للأطفال ضمن التكاليف الاختيارية أدناه.',
  },
  'ksa-school-vat': {
    title: () => 'الرسوم المدرسية في السعودية تخضع لضريبة القيمة المضافة',
    description: (ctx) =>
      `تخضع رسوم المدارس الخاصة في السعودية لضريبة القيمة المضافة بنسبة 15% للطلاب غير السعوديين: ${ctx.money(ruleLineAmount(ctx, 'school-fee-vat'))} شهريًا على رسوم أطفالك، وهي محسوبة في بند التعليم. وكثير من المدارس الدولية تضيف أيضًا رسومًا لمرة واحدة للتطوير أو للمنشآت. فاطلب أن يُدفع بدل التعليم شاملًا ضريبة القيمة المضافة: فالبدل الذي يساوي الرسوم وحدها يترك الضريبة عليك.`,
  },

  // Transport
  'uae-tolls': {
    title: (ctx) => `خصّص ميزانية لرسوم ${tollSystem(ctx.country, ctx.input.location.city) === 'Salik' ? 'سالك' : 'درب'}`,
    description: (ctx) =>
      tollSystem(ctx.country, ctx.input.location.city) === 'Salik'
        ? 'يتقاضى سالك 6 دراهم عن كل بوابة في أوقات الذروة و4 دراهم في غيرها، وقد يمر التنقل اليومي ببوابتين أو أربع. وتكلّف رحلة المترو ببطاقة نول من 3 إلى 7.50 درهم، والاشتراك الشهري بنحو 300 درهم قد يغنيك عن سيارة ثانية.'
        : 'يتقاضى درب 4 دراهم عن كل عبور في أوقات الذروة (من 7 إلى 9 صباحًا ومن 3 إلى 7 مساءً، من الاثنين إلى السبت)، ولا شيء في غيرها ولا يوم الأحد. ومنذ سبتمبر 2025 لم يعد هناك حد أقصى يومي أو شهري، فعبور جسر مرتين في كل يوم عمل يكلّف نحو 200 درهم شهريًا.',
  },
  'car-allowance-check': {
    title: () => 'تحقّق من أن بدل السيارة يغطي السيارة',
    description: () =>
      'نفترض أن البدل يغطي قسط التأجير أو التمويل. فتحقّق من أنه يغطي أيضًا التأمين والتسجيل، وأنه يستمر خلال الإجازات: أما الوقود والمواقف فتبقى من جيبك.',
  },
  'public-transport': {
    title: () => 'فكّر في المترو',
    description: (ctx) => {
      const where = ctx.input.location.city;
      if (where === 'Riyadh')
        return 'تكلّف تذكرة مترو الرياض 4 ريالات سعودية لساعتين، أو 140 ريالًا سعوديًا لثلاثين يومًا. والسكن قرب أحد الخطوط قد يغنيك عن استئجار سيارة.';
      if (where === 'Doha')
        return 'تكلّف الرحلة في مترو الدوحة ريالين قطريين ببطاقة السفر (و6 ريالات قطرية لتذكرة اليوم الواحد). والسكن قرب محطة في الخليج الغربي أو مشيرب أو لوسيل قد يغنيك عن السيارة.';
      return 'تكلّف رحلة مترو دبي من 3 إلى 7.50 درهم ببطاقة نول الفضية. والسكن قرب محطة في دبي مارينا أو أبراج بحيرات جميرا أو الخليج التجاري أو وسط مدينة دبي قد يغنيك عن استئجار سيارة.';
    },
  },

  // Healthcare
  'no-health-cover': {
    title: () => 'التأمين الصحي ليس أمرًا اختياريًا',
    description: (ctx) =>
      `بلا تغطية ستدفع من جيبك نحو ${ctx.money(ctx.categoryAmount('Healthcare'))} شهريًا. وأصحاب العمل ملزمون بالتأمين على موظفيهم في الإمارات والسعودية وقطر، ولا تصدر الإقامة دون تأمين ساري المفعول؛ فالعرض الذي يخلو منه دون مستوى السوق.`,
  },
  'basic-cover-dependants': {
    title: () => 'التغطية الأساسية لك وحدك',
    description: (ctx) => `أسرتك غير مشمولة بوثيقة التأمين في العرض الوظيفي. ${dependantCoverRule(ctx) ?? ''}`,
  },
  'premium-cover-check': {
    title: () => 'اقرأ الوثيقة لا اسم الفئة وحده',
    description: () =>
      'تختلف خطط العائلة في نسب التحمّل، وشبكة المستشفيات، وتغطية الأسنان والبصريات، وفترات الانتظار للأمومة. وإن كنتم تخططون لإنجاب طفل، فتحقّق من حد تغطية الأمومة ومن وجود فترة انتظار.',
  },

  // Domestic help
  'domestic-help-true-cost': {
    title: () => 'العمالة المنزلية تكلّف أكثر من الراتب',
    description: (ctx) => {
      const hint = domesticHelpHint(ctx.country);
      return `نحتسب ${ctx.money(hint.typical)} شهريًا (والنطاق المعتاد بين ${ctx.money(hint.min)} و${ctx.money(hint.max)}). ${domesticHiringSentence(ctx.country, 'ar')} ولا يمكنك كفالة عاملة إلا بعد صدور إقامتك، فتأتي هذه التكلفة عادةً في أشهرك الأولى ولا نحتسبها في «المال الذي تحتاجه مقدمًا»: جهّزها إن كنت ستستقدم عاملة فور وصولك. والعاملة المقيمة تحتاج أيضًا إلى تأمين طبي وغرفة وطعام وتذكرة إلى بلدها؛ وقد تكون عاملات التنظيف بدوام جزئي أرخص للمساكن الأصغر.`;
    },
  },

  // Country-specific
  'ksa-dependants-levy': {
    title: () => 'خصّص ميزانية للمقابل المالي للمرافقين',
    description: (ctx) => {
      const dependants = ctx.householdSize - 1;
      return `تفرض السعودية على الوافدين 400 ريال سعودي شهريًا عن كل مرافق، تُدفع مقدمًا عند تجديد الإقامة. وعن ${dependantsOf(dependants)} يبلغ ذلك ${ctx.money(ruleLineAmount(ctx, 'dependant-levy') * 12)} سنويًا، وهو محسوب في بند «الإقامة والتأشيرات». فاسأل هل يدفعه صاحب العمل؛ فإن كان يدفعه، فعلّم «يدفعها صاحب العمل عني» في ذلك البند.`;
    },
  },
  'uae-family-visa-salary': {
    title: () => 'تحقّق من قدرتك على استقدام أسرتك',
    description: (ctx) =>
      `لكفالة الزوج أو الزوجة والأبناء في الإمارات، تحتاج إلى راتب لا يقل عن 4,000 درهم، أو 3,000 درهم مع سكن توفّره الشركة، وإلى ${registeredTenancyArabic[uaeTenancyRegistry(ctx)]}. وتكلّف تأشيرات الأسرة وبطاقات الهوية الإماراتية والفحوص الطبية عدة آلاف من الدراهم.`,
  },
  'qatar-family-residence': {
    title: () => 'إقامة العائلة في قطر',
    description: () =>
      'يتطلب استقدام أسرتك إلى قطر عمومًا راتبًا قدره 10,000 ريال قطري، أو 6,000 ريال قطري مع سكن عائلي يوفّره صاحب العمل. وتطلب كهرماء من المستأجرين الجدد تأمينًا بنحو 2,000 ريال قطري، ولا توجد ضريبة قيمة مضافة على مشترياتك.',
  },
  'kuwait-family-visa': {
    title: () => 'تأشيرة العائلة في الكويت تتطلب 800 دينار كويتي',
    description: (ctx) =>
      `تمنح الكويت تأشيرة العائلة للوافدين الذين يتقاضون 800 دينار كويتي شهريًا على الأقل؛ ومنذ يوليو 2024 لم تعد الشهادة الجامعية شرطًا عند هذا الراتب. فاطلب أن يُظهر عقدك هذا الراتب قبل أن تقبل. ثم يكلّف كل تجديد عن كل مرافق ${ctx.money(kuwaitResidenceFee)} للإقامة و${ctx.money(kuwaitHealthFee)} للتأمين الصحي الحكومي سنويًا (منذ 23 ديسمبر 2025): ${ctx.money((ctx.householdSize - 1) * (kuwaitResidenceFee + kuwaitHealthFee))} سنويًا لأسرتك، وهي محسوبة في تفصيل مصروفاتك.`,
  },
  'oman-fuel-and-rent': {
    title: (ctx) => (omanRentSpread(ctx) ? 'عُمان: وقود رخيص وإيجارات متقاربة' : 'عُمان: وقود رخيص وإيجارات متفاوتة'),
    description: (ctx) => {
      const spread = omanRentSpread(ctx);
      return `أسعار البنزين في عُمان محددة بسقف (نحو 229 بيسة للتر من م91)، فقيادة السيارة في المتناول. ${
        spread
          ? `والإيجارات هنا أقل تفاوتًا منها في مسقط: ففي بياناتنا يكلّف مسكن بغرفة نوم واحدة بين ${ctx.money(spread.here.min)} و${ctx.money(spread.here.max)} شهريًا في أحياء ${cityNameIn(spread.city, 'ar')} (${spread.here.districts})، مقابل ${ctx.money(spread.muscat.min)} إلى ${ctx.money(spread.muscat.max)} في أحياء مسقط.`
          : 'أما الإيجارات فتتفاوت كثيرًا: فقد تكلّف شقة عادية في الخوير أو بوشر ثلث ما تكلّفه شقة في الموج، لذا فالحي الذي تختاره هو ما يحدد الحكم.'
      }`;
    },
  },
  'bahrain-deductions': {
    title: () => 'البحرين: 1% تُقتطع من الراتب',
    description: (ctx) => {
      const line = ruleLineAmount(ctx, 'unemployment-insurance');
      const insurance =
        line > 0
          ? `يقتطع التأمين ضد التعطل في البحرين 1% من أجر كل عامل، والوافدون منهم (المرسوم بقانون رقم 78 لسنة 2006)، أي ${ctx.money(line)} شهريًا من هذه الحزمة، وهو محسوب في بند «الإقامة والتأشيرات». وإن كان صاحب العمل يدفعه عنك، فعلّم «يدفعها صاحب العمل عني» في ذلك البند.`
          : 'يدفع صاحب العمل عنك اشتراك التأمين ضد التعطل في البحرين (1%)، فلا نحسبه في تكاليفك.';
      return `${insurance} وتعرفة الكهرباء والماء للوافدين أعلى من تعرفة المواطنين؛ فتحقّق هل الكهرباء والماء مشمولان في الإيجار.`;
    },
  },
  'uae-gratuity-basic': {
    title: () => 'مكافأة نهاية الخدمة تُحتسب على الراتب الأساسي',
    description: () =>
      'مكافأة نهاية الخدمة في الإمارات أجر 21 يومًا من الراتب الأساسي عن كل سنة من السنوات الخمس الأولى، و30 يومًا عن كل سنة بعدها، بحد أقصى أجر سنتين. فاطلب رقم الراتب الأساسي: فهو يحدد المكافأة وكثيرًا من الزيادات المقبلة.',
  },
};
