// How each kind of figure is made, for a reader, with the ids of its sources in core/data/sources.json.
// figure-sources.ts turns these into FigureSource objects once, at load. Amounts the code holds
// (constants, fee ranges, help ranges) are not typed here: figure-sources.ts writes them in from the
// code, so a changed constant cannot leave a stale sentence behind. Each note carries its Arabic
// (`ar`, issue 13) beside the English, with the same numbers; figure-sources.ts registers it as the
// source's Arabic twin (figure-source-arabic.ts).
import type { CountryCode, CurrencyCode } from '../countries/index.ts';
import type { FeeTableCurriculum } from '../schools/index.ts';

/** The Arabic of a note: its explanation and, exactly when the English has one, its assumption. */
export interface ArabicNote {
  explanation: string;
  assumption?: string;
}

/** A note on how figures are made, and which sources back it. */
export interface SourceNote {
  explanation: string;
  sources: readonly string[];
  /** What it assumes where no source confirms it. */
  assumption?: string;
  /** The same in Arabic. */
  ar: ArabicNote;
}

/** A note on some of a country's cities (all the others when `cities` is absent). */
export interface CityRuleNote extends SourceNote {
  /** How the catalogue names the cities it covers ("Dubai", "Ajman, Ras Al Khaimah, …"). */
  label: string;
  cities?: readonly string[];
  /** The Arabic, with the label as Arabic readers name the cities («عجمان ورأس الخيمة…»). */
  ar: ArabicNote & { label: string };
}

/**
 * How one kind of district figure is made in a country: what holds for every city (`summary`), then
 * what holds for some of them (`rules`). A rule's explanation and assumption add to the summary, may
 * be empty, and open with an ordinary word: a city average lists them after the rule's label.
 */
export interface CountryFigureNotes {
  summary: string;
  /** What every city's figure assumes, where no source confirms it. */
  assumption?: string;
  rules: readonly CityRuleNote[];
  /** The summary and assumption in Arabic. */
  ar: { summary: string; assumption?: string };
}

/** "(spec section 9)" in Arabic. */
export const specSectionArabic = (section: number) => `(مواصفات الحاسبة، القسم ${section})`;

const leaseAssumption = (range: string) =>
  `No reliable average for a car lease was found, only adverts ("from AED 999 a month"), so the lease or finance part, about ${range} a month including insurance, is our own estimate.`;
const leaseAssumptionArabic = (range: string) =>
  `لم نجد متوسطًا موثوقًا لتأجير السيارات، بل إعلانات فقط («من 999 درهم شهريًا»)، لذا فجزء التأجير أو التمويل، نحو ${range} شهريًا شاملًا التأمين، تقديرٌ منّا.`;

const carSummary = (fuel: string) =>
  `The monthly cost of running one mid-size car with no car benefit: lease or finance including insurance, fuel for 1,500-2,500 km a month ${fuel}, and parking and tolls. The calculator splits the total 65% lease, 25% fuel and 10% parking and tolls (spec section 9); where fuel is subsidised that split overstates fuel, so we set the realistic total, not each part.`;
const carSummaryArabic = (fuel: string) =>
  `التكلفة الشهرية لتشغيل سيارة واحدة متوسطة الحجم من دون سيارة أو بدل سيارة من صاحب العمل: التأجير أو التمويل شاملًا التأمين، ووقود لقطع 1,500-2,500 كم شهريًا ${fuel}، والمواقف ورسوم الطرق. وتقسم الحاسبة المجموع إلى 65% للتأجير و25% للوقود و10% للمواقف ورسوم الطرق ${specSectionArabic(9)}؛ وحيث يكون الوقود مدعومًا يبالغ هذا التقسيم في حصة الوقود، لذا نحدد المجموع الواقعي لا كل جزء على حدة.`;

const flatUse =
  "Electricity and water for a one-bedroom flat with two people, averaged over the year (about 1,100-1,300 kWh and 12-16 cubic metres of water a month; summer bills run about twice winter's)";
const flatUseArabic =
  'الكهرباء والماء لشقة بغرفة نوم واحدة يسكنها شخصان، بمتوسط على مدار السنة (نحو 1,100-1,300 كيلوواط ساعة و12-16 مترًا مكعبًا من الماء شهريًا، وتبلغ فواتير الصيف نحو ضعف فواتير الشتاء)';

/** Electricity, water and cooling for up to two people. */
export const utilitiesNotes: Readonly<Record<CountryCode, CountryFigureNotes>> = {
  UAE: {
    summary: `${flatUse}, priced at each emirate's tariff for expatriates.`,
    ar: { summary: `${flatUseArabic}، محسوبةً بتعرفة كل إمارة للمقيمين الوافدين.` },
    rules: [
      {
        label: 'Dubai',
        cities: ['Dubai'],
        explanation:
          "The tariff is DEWA's, with its March 2025 fuel surcharge and 5% VAT, checked against a published one-bedroom bill; towers that bill district cooling separately (Dubai Marina, JLT, Business Bay, Downtown, JBR, Palm Jumeirah) add chiller charges at Empower's rates.",
        sources: ['dewa-tariff', 'gn-dewa-bill-2020', 'empower-charges'],
        ar: {
          label: 'دبي',
          explanation:
            'التعرفة هي تعرفة هيئة كهرباء ومياه دبي (ديوا)، مع رسم الوقود لشهر مارس 2025 وضريبة القيمة المضافة 5%، وقد قارنّاها بفاتورة منشورة لشقة بغرفة نوم واحدة؛ وتضيف الأبراج التي تُصدر فاتورة منفصلة للتبريد المركزي (دبي مارينا، وأبراج بحيرات جميرا، والخليج التجاري، ووسط مدينة دبي، وجميرا بيتش ريزيدنس، ونخلة جميرا) رسوم التبريد بأسعار شركة إمباور.',
        },
      },
      {
        label: 'Abu Dhabi',
        cities: ['Abu Dhabi'],
        explanation: "The tariff is Abu Dhabi's of 2017, the latest found; towers that bill district cooling add chiller charges.",
        sources: ['national-abu-dhabi-tariff-2017', 'empower-charges'],
        ar: {
          label: 'أبوظبي',
          explanation:
            'التعرفة هي تعرفة أبوظبي لعام 2017، وهي أحدث ما وجدناه؛ وتضيف الأبراج التي تُصدر فاتورة للتبريد المركزي رسوم التبريد.',
        },
      },
      {
        label: 'Sharjah',
        cities: ['Sharjah'],
        explanation: "The tariff is SEWA's, 30 fils a kWh, close to Dubai's; few towers bill cooling separately.",
        sources: ['gn-sewa-2013', 'dewa-tariff'],
        ar: {
          label: 'الشارقة',
          explanation:
            'التعرفة هي تعرفة هيئة كهرباء ومياه وغاز الشارقة، 30 فلسًا للكيلوواط ساعة، وهي قريبة من تعرفة دبي؛ وقليل من الأبراج يُصدر فاتورة منفصلة للتبريد.',
        },
      },
      {
        label: 'Ajman, Ras Al Khaimah, Fujairah and Umm Al Quwain',
        cities: ['Ajman', 'Ras Al Khaimah', 'Fujairah', 'Umm Al Quwain'],
        explanation: "The tariff is taken as about Sharjah's per kWh, with no separate cooling bills.",
        sources: ['gn-sewa-2013', 'dewa-tariff'],
        assumption: "These emirates' own tariffs were not checked; they are assumed to charge about what Sharjah does per kWh.",
        ar: {
          label: 'عجمان ورأس الخيمة والفجيرة وأم القيوين',
          explanation: 'تُحتسب التعرفة بنحو تعرفة الشارقة للكيلوواط ساعة، من دون فواتير تبريد منفصلة.',
          assumption: 'لم نتحقق من تعرفات هذه الإمارات نفسها؛ ونفترض أنها تتقاضى للكيلوواط ساعة نحو ما تتقاضاه الشارقة.',
        },
      },
    ],
  },
  KSA: {
    summary: `${flatUse}, at the residential tariff of 18 halalas a kWh (up to 6,000 kWh a month) plus 15% VAT, in force since January 2018 and the latest found. Humid Jeddah and the Eastern Province need more cooling; Abha, in the mountains, less.`,
    ar: {
      summary: `${flatUseArabic}، بالتعرفة السكنية البالغة 18 هللة للكيلوواط ساعة (حتى 6,000 كيلوواط ساعة شهريًا) مضافًا إليها ضريبة القيمة المضافة 15%، وهي سارية منذ يناير 2018 وأحدث ما وجدناه. وتحتاج جدة الرطبة والمنطقة الشرقية إلى تبريد أكثر، وأبها الجبلية إلى تبريد أقل.`,
    },
    rules: [{ label: 'Saudi Arabia', explanation: '', sources: ['ksa-electricity-2018'], ar: { label: 'السعودية', explanation: '' } }],
  },
  Qatar: {
    summary: `${flatUse}, at Kahramaa's tariff for non-Qatari households (QAR 0.08-0.09 a kWh, water QAR 4.40 a cubic metre) plus the 20% sewage fee.`,
    ar: {
      summary: `${flatUseArabic}، بتعرفة كهرماء للأسر غير القطرية (0.08-0.09 ريال قطري للكيلوواط ساعة، والماء 4.40 ريال قطري للمتر المكعب) مضافًا إليها رسم الصرف الصحي البالغ 20%.`,
    },
    rules: [
      {
        label: 'Doha and Lusail',
        cities: ['Doha', 'Lusail'],
        explanation: 'Towers at The Pearl, West Bay and Lusail that bill district cooling separately add chiller charges.',
        sources: ['kahramaa-tariff-2015', 'qatar-sewage-fee-2020'],
        assumption: 'Chiller charges are our own estimate, as no Qatari district-cooling tariff was found.',
        ar: {
          label: 'الدوحة ولوسيل',
          explanation: 'تضيف الأبراج في اللؤلؤة والخليج الغربي ولوسيل التي تُصدر فاتورة منفصلة للتبريد المركزي رسوم التبريد.',
          assumption: 'رسوم التبريد تقديرٌ منّا، إذ لم نجد تعرفة قطرية للتبريد المركزي.',
        },
      },
      {
        label: 'Al Rayyan, Al Wakrah and Al Khor',
        explanation: '',
        sources: ['kahramaa-tariff-2015', 'qatar-sewage-fee-2020'],
        ar: { label: 'الريان والوكرة والخور', explanation: '' },
      },
    ],
  },
  Oman: {
    summary: `${flatUse}.`,
    ar: { summary: `${flatUseArabic}.` },
    rules: [
      {
        label: 'Oman',
        explanation: '',
        sources: ['calculator-model'],
        assumption: "Oman's electricity tariff was not found, so about 25 baisa a kWh for expatriate accounts is assumed.",
        ar: {
          label: 'عُمان',
          explanation: '',
          assumption: 'لم نجد تعرفة الكهرباء في عُمان، لذا نفترض نحو 25 بيسة للكيلوواط ساعة لحسابات الوافدين.',
        },
      },
    ],
  },
  Bahrain: {
    summary: `${flatUse}, at EWA's expatriate tariff of 32 fils a kWh and 775 fils a cubic metre of water.`,
    ar: {
      summary: `${flatUseArabic}، بتعرفة هيئة الكهرباء والماء للوافدين البالغة 32 فلسًا للكيلوواط ساعة و775 فلسًا للمتر المكعب من الماء.`,
    },
    rules: [{ label: 'Bahrain', explanation: '', sources: ['gdn-ewa-tariff'], ar: { label: 'البحرين', explanation: '' } }],
  },
  Kuwait: {
    summary: `${flatUse}, at the subsidised tariff for rented flats (5 fils a kWh; water KWD 2 per 1,000 gallons). Many Kuwaiti rents include water.`,
    ar: {
      summary: `${flatUseArabic}، بالتعرفة المدعومة للشقق المستأجرة (5 فلوس للكيلوواط ساعة، والماء ديناران كويتيان لكل 1,000 غالون). وكثير من الإيجارات في الكويت يشمل الماء.`,
    },
    rules: [{ label: 'Kuwait', explanation: '', sources: ['kuwait-power-2017'], ar: { label: 'الكويت', explanation: '' } }],
  },
};

/** Running one mid-size car with no car benefit. */
export const transportNotes: Readonly<Record<CountryCode, CountryFigureNotes>> = {
  UAE: {
    summary: carSummary('at October 2025 prices (Special 95 at AED 2.66 a litre)'),
    assumption: leaseAssumption('AED 1,700-1,800'),
    ar: {
      summary: carSummaryArabic('بأسعار أكتوبر 2025 (بنزين خصوصي 95 بسعر 2.66 درهم للتر)'),
      assumption: leaseAssumptionArabic('1,700-1,800 درهم'),
    },
    rules: [
      {
        label: 'Dubai',
        cities: ['Dubai'],
        explanation: "Tolls are Salik's, at AED 4-6 a crossing, and paid parking costs AED 4-6 an hour.",
        sources: ['uae-fuel-oct-2025', 'salik-2025', 'dubai-parking-2025', 'uae-car-insurance'],
        ar: {
          label: 'دبي',
          explanation: 'رسوم الطرق هي رسوم سالك، 4-6 درهم للعبور الواحد، وتكلف المواقف المدفوعة 4-6 درهم للساعة.',
        },
      },
      {
        label: 'Abu Dhabi',
        cities: ['Abu Dhabi'],
        explanation: "Tolls are Darb's, at AED 4 a crossing at peak times.",
        sources: ['uae-fuel-oct-2025', 'darb-2025', 'uae-car-insurance'],
        assumption:
          'The estimate counted Darb at its former cap of AED 200 a month; the cap ended in September 2025, so a daily commuter through several gates pays more.',
        ar: {
          label: 'أبوظبي',
          explanation: 'رسوم الطرق هي رسوم درب، 4 درهم للعبور الواحد في أوقات الذروة.',
          assumption:
            'احتسب التقدير رسوم درب بسقفها السابق البالغ 200 درهم شهريًا؛ وقد أُلغي السقف في سبتمبر 2025، لذا يدفع من يتنقل يوميًا عبر عدة بوابات أكثر من ذلك.',
        },
      },
      {
        label: 'Sharjah, Ajman and Umm Al Quwain',
        cities: ['Sharjah', 'Ajman', 'Umm Al Quwain'],
        explanation: 'Tolls and parking are for the usual commute into Dubai, with Salik at AED 4-6 a crossing.',
        sources: ['uae-fuel-oct-2025', 'salik-2025', 'uae-car-insurance'],
        ar: {
          label: 'الشارقة وعجمان وأم القيوين',
          explanation: 'رسوم الطرق والمواقف محسوبة للتنقل المعتاد إلى دبي، مع رسوم سالك البالغة 4-6 درهم للعبور الواحد.',
        },
      },
      {
        label: 'Ras Al Khaimah and Fujairah',
        cities: ['Ras Al Khaimah', 'Fujairah'],
        explanation: 'Driving is local, with no tolls.',
        sources: ['uae-fuel-oct-2025', 'uae-car-insurance'],
        ar: { label: 'رأس الخيمة والفجيرة', explanation: 'القيادة داخل المدينة، من دون رسوم طرق.' },
      },
    ],
  },
  KSA: {
    summary: `${carSummary('at the capped prices (95-octane at SAR 2.33 a litre)')} Drives are longest in Riyadh.`,
    assumption: leaseAssumption('SAR 1,600-1,800'),
    ar: {
      summary: `${carSummaryArabic('بالأسعار المحددة بسقف (بنزين 95 أوكتان بسعر 2.33 ريال سعودي للتر)')} والمشاوير أطول ما تكون في الرياض.`,
      assumption: leaseAssumptionArabic('1,600-1,800 ريال سعودي'),
    },
    rules: [{ label: 'Saudi Arabia', explanation: '', sources: ['ksa-petrol-cap-2021'], ar: { label: 'السعودية', explanation: '' } }],
  },
  Qatar: {
    summary: carSummary('at about QAR 1.90-2.10 a litre'),
    assumption: `${leaseAssumption('QAR 1,650-1,750')} Qatar's October 2025 fuel price was not confirmed.`,
    ar: {
      summary: carSummaryArabic('بنحو 1.90-2.10 ريال قطري للتر'),
      assumption: `${leaseAssumptionArabic('1,650-1,750 ريال قطري')} ولم نتأكد من سعر الوقود في قطر لشهر أكتوبر 2025.`,
    },
    rules: [{ label: 'Qatar', explanation: '', sources: ['qatar-fuel'], ar: { label: 'قطر', explanation: '' } }],
  },
  Oman: {
    summary: carSummary('at the capped prices (M95 at 239 baisa a litre)'),
    assumption: `${leaseAssumption('OMR 140-150')} The 2021 cap on fuel prices is believed to be still in force, but was not checked for 2025.`,
    ar: {
      summary: carSummaryArabic('بالأسعار المحددة بسقف (بنزين M95 بسعر 239 بيسة للتر)'),
      assumption: `${leaseAssumptionArabic('140-150 ريال عُماني')} ويُعتقد أن سقف أسعار الوقود المعمول به منذ 2021 لا يزال ساريًا، لكننا لم نتحقق منه لعام 2025.`,
    },
    rules: [{ label: 'Oman', explanation: '', sources: ['oman-fuel-cap-2021'], ar: { label: 'عُمان', explanation: '' } }],
  },
  Bahrain: {
    summary: carSummary('at the 2018 prices, the latest found (Mumtaz 95 at 200 fils a litre)'),
    assumption: leaseAssumption('BHD 125-135'),
    ar: {
      summary: carSummaryArabic('بأسعار 2018، وهي أحدث ما وجدناه (بنزين ممتاز 95 بسعر 200 فلس للتر)'),
      assumption: leaseAssumptionArabic('125-135 دينار بحريني'),
    },
    rules: [{ label: 'Bahrain', explanation: '', sources: ['bahrain-fuel-2018'], ar: { label: 'البحرين', explanation: '' } }],
  },
  Kuwait: {
    summary: `${carSummary('at 85 fils a litre for 91-octane')} Ahmadi and Jahra commute furthest.`,
    assumption: `${leaseAssumption('KWD 115-125')} Kuwait's 2025 fuel price was not found, so the 2016 price of 85 fils is assumed.`,
    ar: {
      summary: `${carSummaryArabic('بسعر 85 فلسًا للتر من بنزين 91 أوكتان')} ومشاوير العمل أطول ما تكون لسكان الأحمدي والجهراء.`,
      assumption: `${leaseAssumptionArabic('115-125 دينار كويتي')} ولم نجد سعر الوقود في الكويت لعام 2025، لذا نفترض سعر 2016 البالغ 85 فلسًا.`,
    },
    rules: [{ label: 'Kuwait', explanation: '', sources: ['kuwait-fuel-2016'], ar: { label: 'الكويت', explanation: '' } }],
  },
};

const groceryLevel =
  "The district's grocery price level relative to Dubai's, which multiplies the calculator's fixed amount per person. It follows Numbeo's 2019 city grocery indices, moved toward Dubai's level because the big chains (Carrefour, Lulu, the co-operatives) now price much alike across the Gulf; premium districts are set a little higher and budget districts lower.";
const groceryLevelOpening = 'مستوى أسعار البقالة في الحي نسبةً إلى دبي، ويُضرب فيه المبلغ الثابت الذي تحتسبه الحاسبة للفرد.';
const groceryLevelArabic = `${groceryLevelOpening} ويتبع مؤشرات Numbeo لأسعار البقالة في المدن لعام 2019، مع تقريبها من مستوى دبي لأن السلاسل الكبرى (كارفور ولولو والجمعيات التعاونية) باتت تسعّر بصورة متقاربة في أنحاء الخليج؛ وتُرفع الأحياء الراقية قليلًا وتُخفض الأحياء الاقتصادية.`;

const notIndexed = (places: string, from: string) => `No grocery index covers ${places}, so their level is set from ${from}.`;
const notIndexedArabic = (places: string, from: string) => `لا يشمل أي مؤشر لأسعار البقالة ${places}، لذا حددنا مستواها قياسًا على ${from}.`;

/** The grocery price level. */
export const groceriesNotes: Readonly<Record<CountryCode, CountryFigureNotes>> = {
  UAE: {
    summary: groceryLevel,
    ar: { summary: groceryLevelArabic },
    rules: [
      {
        label: 'Dubai, Abu Dhabi, Sharjah and Ajman',
        cities: ['Dubai', 'Abu Dhabi', 'Sharjah', 'Ajman'],
        explanation: 'In 2019 Numbeo put Abu Dhabi at 0.93 of Dubai, Sharjah at 0.70 and Ajman at 0.69.',
        sources: ['numbeo-indices-2019'],
        ar: {
          label: 'دبي وأبوظبي والشارقة وعجمان',
          explanation: 'في 2019 قدّر Numbeo مستوى أبوظبي بـ0.93 من مستوى دبي، والشارقة بـ0.70، وعجمان بـ0.69.',
        },
      },
      {
        label: 'Ras Al Khaimah, Fujairah and Umm Al Quwain',
        explanation: '',
        sources: ['numbeo-indices-2019'],
        assumption: notIndexed('these emirates', "Sharjah's and Ajman's"),
        ar: {
          label: 'رأس الخيمة والفجيرة وأم القيوين',
          explanation: '',
          assumption: notIndexedArabic('هذه الإمارات', 'مستويي الشارقة وعجمان'),
        },
      },
    ],
  },
  KSA: {
    summary: `${groceryLevel} Saudi VAT has been 15% since 2020.`,
    ar: { summary: `${groceryLevelArabic} وضريبة القيمة المضافة في السعودية 15% منذ 2020.` },
    rules: [
      {
        label: 'Riyadh, Jeddah, Dammam and Khobar',
        cities: ['Riyadh', 'Jeddah', 'Dammam', 'Khobar'],
        explanation: 'In 2019 Numbeo put Al Khobar at 0.93 of Dubai, Dammam at 0.72, Riyadh at 0.70 and Jeddah at 0.68.',
        sources: ['numbeo-indices-2019'],
        ar: {
          label: 'الرياض وجدة والدمام والخبر',
          explanation: 'في 2019 قدّر Numbeo مستوى الخبر بـ0.93 من مستوى دبي، والدمام بـ0.72، والرياض بـ0.70، وجدة بـ0.68.',
        },
      },
      {
        label: 'Dhahran, Mecca, Medina, Tabuk, Abha, Yanbu and Jubail',
        explanation: '',
        sources: ['numbeo-indices-2019'],
        assumption: notIndexed('these cities', 'the nearest city that has one'),
        ar: {
          label: 'الظهران ومكة المكرمة والمدينة المنورة وتبوك وأبها وينبع والجبيل',
          explanation: '',
          assumption: notIndexedArabic('هذه المدن', 'أقرب مدينة يشملها مؤشر'),
        },
      },
    ],
  },
  Qatar: {
    summary: groceryLevel,
    ar: { summary: groceryLevelArabic },
    rules: [
      {
        label: 'Doha',
        cities: ['Doha'],
        explanation: 'In 2019 Numbeo put Doha at 0.95 of Dubai.',
        sources: ['numbeo-indices-2019'],
        ar: { label: 'الدوحة', explanation: 'في 2019 قدّر Numbeo مستوى الدوحة بـ0.95 من مستوى دبي.' },
      },
      {
        label: 'Lusail, Al Rayyan, Al Wakrah and Al Khor',
        explanation: '',
        sources: ['numbeo-indices-2019'],
        assumption: notIndexed('these cities', "Doha's"),
        ar: { label: 'لوسيل والريان والوكرة والخور', explanation: '', assumption: notIndexedArabic('هذه المدن', 'مستوى الدوحة') },
      },
    ],
  },
  Oman: {
    summary: groceryLevel,
    ar: { summary: groceryLevelArabic },
    rules: [
      {
        label: 'Muscat',
        cities: ['Muscat'],
        explanation: 'In 2019 Numbeo put Muscat at 0.78 of Dubai.',
        sources: ['numbeo-indices-2019'],
        ar: { label: 'مسقط', explanation: 'في 2019 قدّر Numbeo مستوى مسقط بـ0.78 من مستوى دبي.' },
      },
      {
        label: 'Salalah, Sohar, Nizwa, Sur and Ibri',
        explanation: '',
        sources: ['numbeo-indices-2019'],
        assumption: notIndexed('these towns', "Muscat's"),
        ar: { label: 'صلالة وصحار ونزوى وصور وعبري', explanation: '', assumption: notIndexedArabic('هذه المدن', 'مستوى مسقط') },
      },
    ],
  },
  Bahrain: {
    summary: groceryLevel,
    ar: { summary: groceryLevelArabic },
    rules: [
      {
        label: 'Manama',
        cities: ['Manama'],
        explanation: 'In 2019 Numbeo put Manama at 0.89 of Dubai.',
        sources: ['numbeo-indices-2019'],
        ar: { label: 'المنامة', explanation: 'في 2019 قدّر Numbeo مستوى المنامة بـ0.89 من مستوى دبي.' },
      },
      {
        label: 'Muharraq, Riffa, Isa Town and Hamad Town',
        explanation: '',
        sources: ['numbeo-indices-2019'],
        assumption: notIndexed('these towns', "Manama's"),
        ar: {
          label: 'المحرق والرفاع ومدينة عيسى ومدينة حمد',
          explanation: '',
          assumption: notIndexedArabic('هذه المدن', 'مستوى المنامة'),
        },
      },
    ],
  },
  Kuwait: {
    summary:
      "The district's grocery price level relative to Dubai's, which multiplies the calculator's fixed amount per person. Co-operative societies keep Kuwait's prices low, and Numbeo ranked it the second-cheapest Gulf country in 2024.",
    ar: {
      summary: `${groceryLevelOpening} وتُبقي الجمعيات التعاونية الأسعار في الكويت منخفضة، وقد صنّفها Numbeo ثانيةَ أرخص دول الخليج في 2024.`,
    },
    rules: [
      {
        label: 'Kuwait',
        explanation: '',
        sources: ['numbeo-ranking-2024', 'gn-kuwait-cheap-2024'],
        assumption: 'Kuwait has no city grocery index, so its level is set at 0.84-0.96 of Dubai from its cost-of-living ranking.',
        ar: {
          label: 'الكويت',
          explanation: '',
          assumption:
            'لا يوجد مؤشر لأسعار البقالة في مدن الكويت، لذا حددنا مستواها عند 0.84-0.96 من مستوى دبي بناءً على ترتيبها في تكلفة المعيشة.',
        },
      },
    ],
  },
};

/** What each curriculum's fee range is checked against; the range itself comes from the fee table. */
export const curriculumNotes: Readonly<Record<FeeTableCurriculum, SourceNote>> = {
  american: {
    explanation:
      'Published Dubai fees span it: the American School of Dubai charged AED 56,000-82,581 in 2022-23 (plus a facility fee), and mid-priced American schools charge less.',
    sources: ['school-asd'],
    ar: {
      explanation:
        'تغطي الرسوم المنشورة في دبي هذا النطاق: فقد تقاضت المدرسة الأمريكية في دبي (American School of Dubai) من 56,000 إلى 82,581 درهم في 2022-23 (إضافة إلى رسم المرافق)، وتتقاضى المدارس الأمريكية متوسطة الرسوم أقل من ذلك.',
    },
  },
  british: {
    explanation:
      'Published fees span it: Dubai British School Emirates Hills charged AED 51,809-77,715 in 2024-25, and budget schools such as Creative British School in Abu Dhabi about AED 12,690-25,400.',
    sources: ['school-dbs-emirates-hills', 'school-cbs-abu-dhabi'],
    ar: {
      explanation:
        'تغطي الرسوم المنشورة هذا النطاق: فقد تقاضت مدرسة Dubai British School Emirates Hills من 51,809 إلى 77,715 درهم في 2024-25، وتتقاضى المدارس الاقتصادية مثل Creative British School في أبوظبي نحو 12,690-25,400 درهم.',
    },
  },
  ib: {
    explanation: 'GEMS International School Al Khail, Dubai, charged AED 51,212-77,663 in 2024-25.',
    sources: ['school-gems-al-khail'],
    ar: { explanation: 'تقاضت مدرسة GEMS International School Al Khail في دبي من 51,212 إلى 77,663 درهم في 2024-25.' },
  },
  indian: {
    explanation:
      'Credence High School, Dubai, charged AED 16,534-28,076 in 2025-26, and Gulf Indian High School about AED 3,450-6,500 a year.',
    sources: ['school-credence', 'school-gihs'],
    ar: {
      explanation:
        'تقاضت مدرسة Credence High School في دبي من 16,534 إلى 28,076 درهم في 2025-26، ومدرسة Gulf Indian High School نحو 3,450-6,500 درهم سنويًا.',
    },
  },
  french: {
    explanation: "Dubai's French schools charge about AED 23,000-66,000 a year (EUR 5,600-16,200).",
    sources: ['school-french-dubai'],
    ar: { explanation: 'تتقاضى المدارس الفرنسية في دبي نحو 23,000-66,000 درهم سنويًا (5,600-16,200 يورو).' },
  },
  german: {
    explanation: 'The German International School Dubai charges AED 37,631-71,094 a year.',
    sources: ['school-gisd'],
    ar: { explanation: 'تتقاضى المدرسة الألمانية الدولية في دبي (German International School Dubai) من 37,631 إلى 71,094 درهم سنويًا.' },
  },
  arabic: {
    explanation: 'It sits above the AED 6,000 a year that government schools charge expatriate pupils.',
    sources: ['calculator-model', 'gn-public-school-fees'],
    assumption: "No private Arabic/MOE school's published fees were found, so the range is the calculator's own (spec section 3).",
    ar: {
      explanation: 'ويقع هذا النطاق فوق مبلغ 6,000 درهم سنويًا الذي تتقاضاه المدارس الحكومية من الطلاب الوافدين.',
      assumption: `لم نجد رسومًا منشورة لمدرسة خاصة تتبع المنهج العربي/الوزاري، لذا فالنطاق من تقدير الحاسبة نفسها ${specSectionArabic(3)}.`,
    },
  },
};

/** The fee table as a whole. */
export const feeTableNote: SourceNote = {
  explanation:
    "Annual tuition by curriculum and school stage, from the calculator's fee table (spec section 3), drawn from Dubai and Abu Dhabi schools' published fees for 2022-26; each child counts at the middle of the range for their stage, divided by 12. Dubai's regulator let schools raise fees by up to 2.35% for 2025-26. Premium schools charge above the ranges, so type your school's fees over the estimate.",
  sources: [
    'calculator-model',
    'school-asd',
    'school-dbs-emirates-hills',
    'school-cbs-abu-dhabi',
    'school-gems-al-khail',
    'school-credence',
    'school-gihs',
    'school-french-dubai',
    'school-gisd',
    'khda-eci-2025',
  ],
  ar: {
    explanation: `الرسوم الدراسية السنوية حسب المنهج والمرحلة الدراسية، من جدول الرسوم في الحاسبة ${specSectionArabic(3)}، المستمد من الرسوم المنشورة لمدارس دبي وأبوظبي للأعوام 2022-26؛ ويُحتسب كل طفل بمنتصف نطاق مرحلته مقسومًا على 12. وقد سمحت هيئة المعرفة والتنمية البشرية (KHDA) لمدارس دبي برفع رسومها بما يصل إلى 2.35% للعام الدراسي 2025-26. وتتقاضى المدارس المميزة أكثر من هذه النطاقات، لذا اكتب رسوم مدرستك مكان التقدير.`,
  },
};

const convertedFees = 'Outside the UAE the dirham ranges are converted at the currency pegs.';
const convertedFeesArabic = 'وخارج الإمارات تُحوَّل النطاقات المحددة بالدرهم بأسعار ربط العملات بالدولار.';
const feesAssumed = (country: string) => `Fees in ${country} are assumed to match Dubai's, converted at the currency pegs.`;
const feesAssumedArabic = (country: string) => `نفترض أن الرسوم في ${country} تماثل رسوم دبي، محوّلةً بأسعار ربط العملات بالدولار.`;

/** How the dirham fee table compares with published fees in each other country. */
export const schoolCountryNotes: Readonly<Record<Exclude<CountryCode, 'UAE'>, SourceNote>> = {
  KSA: {
    explanation: `${convertedFees} Riyadh's published fees run wider: American International School Riyadh charges SAR 54,925-102,445 and the British International School Riyadh SAR 42,691-93,855 for 2025-26, before VAT, while community schools such as Al Alia charge about SAR 4,500-4,800.`,
    sources: ['school-aisr', 'school-bisr', 'school-al-alia'],
    assumption: feesAssumed('Saudi Arabia'),
    ar: {
      explanation: `${convertedFeesArabic} والرسوم المنشورة في الرياض أوسع نطاقًا: إذ تتقاضى المدرسة الأمريكية الدولية في الرياض من 54,925 إلى 102,445 ريال سعودي، والمدرسة البريطانية الدولية في الرياض من 42,691 إلى 93,855 ريال سعودي للعام الدراسي 2025-26، قبل ضريبة القيمة المضافة، بينما تتقاضى مدارس الجاليات مثل مدارس العالية نحو 4,500-4,800 ريال سعودي.`,
      assumption: feesAssumedArabic('السعودية'),
    },
  },
  Qatar: {
    explanation: `${convertedFees} For comparison, Doha College charged QAR 39,192-74,841 in 2023-24.`,
    sources: ['school-doha-college'],
    assumption: feesAssumed('Qatar'),
    ar: {
      explanation: `${convertedFeesArabic} وللمقارنة، تقاضت مدرسة Doha College من 39,192 إلى 74,841 ريال قطري في 2023-24.`,
      assumption: feesAssumedArabic('قطر'),
    },
  },
  Oman: {
    explanation: `${convertedFees} For comparison, British School Muscat charged OMR 2,948-8,925 in 2020-21.`,
    sources: ['school-british-school-muscat'],
    assumption: feesAssumed('Oman'),
    ar: {
      explanation: `${convertedFeesArabic} وللمقارنة، تقاضت المدرسة البريطانية في مسقط (British School Muscat) من 2,948 إلى 8,925 ريال عُماني في 2020-21.`,
      assumption: feesAssumedArabic('عُمان'),
    },
  },
  Bahrain: {
    explanation: `${convertedFees} For comparison, St Christopher's School charged BHD 3,508-8,569 in 2024-25.`,
    sources: ['school-st-christophers'],
    assumption: feesAssumed('Bahrain'),
    ar: {
      explanation: `${convertedFeesArabic} وللمقارنة، تقاضت مدرسة سانت كريستوفر (St Christopher's School) من 3,508 إلى 8,569 دينار بحريني في 2024-25.`,
      assumption: feesAssumedArabic('البحرين'),
    },
  },
  Kuwait: {
    explanation: `${convertedFees} For comparison, the American Baccalaureate School charged KWD 2,168-4,810 and Kuwait Academy Bilingual School KWD 1,181-2,470 in 2024-25.`,
    sources: ['school-abs-kuwait', 'school-kabs-kuwait'],
    assumption: feesAssumed('Kuwait'),
    ar: {
      explanation: `${convertedFeesArabic} وللمقارنة، تقاضت مدرسة American Baccalaureate School من 2,168 إلى 4,810 دينار كويتي، ومدرسة Kuwait Academy Bilingual School من 1,181 إلى 2,470 دينار كويتي في 2024-25.`,
      assumption: feesAssumedArabic('الكويت'),
    },
  },
};

const noSalarySurveyArabic = (where: string) =>
  `لم نجد مسحًا منشورًا للأجور في ${where}، لذا فالنطاق من تقدير الحاسبة نفسها ${specSectionArabic(9)}.`;

/** Public context for each country's domestic-help range, which comes from the spec (section 9). */
export const domesticHelpNotes: Readonly<Record<CountryCode, SourceNote>> = {
  UAE: {
    explanation:
      'Agency-sponsored help through Tadbeer cost AED 2,250-3,500 a month in 2018, and a live-in worker earns AED 1,500-2,500 a month with a visa, insurance, housing and food on top (2025).',
    sources: ['tadbeer-packages-2018', 'imdadhr-maids-2025'],
    ar: {
      explanation:
        'كانت العمالة التي تكفلها مراكز تدبير تكلف 2,250-3,500 درهم شهريًا في 2018، ويتقاضى العامل المقيم لدى الأسرة 1,500-2,500 درهم شهريًا، تُضاف إليها التأشيرة والتأمين والسكن والطعام (2025).',
    },
  },
  KSA: {
    explanation:
      'The Philippines sets a minimum of US$400-500 a month for its household workers abroad (US$500 for contracts from 22 October 2025), about the bottom of the range.',
    sources: ['dmw-minimum-2025'],
    assumption: "No published Saudi salary survey was found, so the range is the calculator's own (spec section 9).",
    ar: {
      explanation:
        'تحدد الفلبين حدًّا أدنى قدره 400-500 دولار أمريكي شهريًا لعمالتها المنزلية في الخارج (500 دولار أمريكي للعقود المبرمة اعتبارًا من 22 أكتوبر 2025)، وهو قريب من أدنى النطاق.',
      assumption: noSalarySurveyArabic('السعودية'),
    },
  },
  Qatar: {
    explanation:
      "Qatar's minimum wage, which covers domestic workers, is QAR 1,000 plus QAR 500 for housing and QAR 300 for food unless provided; the range sits above it.",
    sources: ['qatar-minimum-wage-2021', 'dmw-minimum-2025'],
    assumption: "No published salary survey for Qatar was found, so the range is the calculator's own (spec section 9).",
    ar: {
      explanation:
        'الحد الأدنى للأجور في قطر، وهو يشمل العمالة المنزلية، 1,000 ريال قطري، يُضاف إليها 500 ريال قطري للسكن و300 ريال قطري للطعام ما لم يوفّرهما صاحب العمل؛ والنطاق أعلى منه.',
      assumption: noSalarySurveyArabic('قطر'),
    },
  },
  Oman: {
    explanation: 'The Philippines sets a minimum of US$400-500 a month for its household workers abroad, about the bottom of the range.',
    sources: ['dmw-minimum-2025'],
    assumption: "No published Omani salary survey was found, so the range is the calculator's own (spec section 9).",
    ar: {
      explanation: 'تحدد الفلبين حدًّا أدنى قدره 400-500 دولار أمريكي شهريًا لعمالتها المنزلية في الخارج، وهو قريب من أدنى النطاق.',
      assumption: noSalarySurveyArabic('عُمان'),
    },
  },
  Bahrain: {
    explanation:
      "The Philippines' minimum for new contracts from 22 October 2025 is US$500 a month, above the range; workers of other nationalities are often paid less.",
    sources: ['dmw-minimum-2025'],
    assumption: "No published Bahraini salary survey was found, so the range is the calculator's own (spec section 9).",
    ar: {
      explanation:
        'الحد الأدنى الذي تحدده الفلبين للعقود الجديدة اعتبارًا من 22 أكتوبر 2025 هو 500 دولار أمريكي شهريًا، وهو أعلى من النطاق؛ وكثيرًا ما يتقاضى العمال من جنسيات أخرى أقل من ذلك.',
      assumption: noSalarySurveyArabic('البحرين'),
    },
  },
  Kuwait: {
    explanation: "Kuwait's legal minimum for domestic workers is KWD 75 a month, and salaries of KWD 60-120 are reported.",
    sources: ['kuwait-domestic-minimum', 'kuwait-domestic-salary'],
    ar: {
      explanation:
        'الحد الأدنى القانوني لأجور العمالة المنزلية في الكويت 75 دينار كويتي شهريًا، وتشير التقارير إلى رواتب بين 60 و120 دينار كويتي.',
    },
  },
};

/** Where each currency's rate per US dollar comes from. */
export const pegNotes: Readonly<Record<CurrencyCode, SourceNote>> = {
  AED: {
    explanation: 'The UAE dirham is pegged to the US dollar.',
    sources: ['adda247-pegs', 'sbp-rates-2025'],
    ar: { explanation: 'الدرهم الإماراتي مربوط بالدولار الأمريكي.' },
  },
  SAR: {
    explanation: 'The Saudi riyal is pegged to the US dollar.',
    sources: ['adda247-pegs', 'sbp-rates-2025'],
    ar: { explanation: 'الريال السعودي مربوط بالدولار الأمريكي.' },
  },
  QAR: {
    explanation: 'The Qatari riyal is pegged to the US dollar by Amiri Decree 34 of 2001.',
    sources: ['qcb-exchange-rate-policy'],
    ar: { explanation: 'الريال القطري مربوط بالدولار الأمريكي بموجب المرسوم الأميري رقم 34 لسنة 2001.' },
  },
  OMR: {
    explanation: 'The Omani rial has been pegged to the US dollar since 1986.',
    sources: ['oman-peg'],
    ar: { explanation: 'الريال العُماني مربوط بالدولار الأمريكي منذ 1986.' },
  },
  BHD: {
    explanation: 'The Bahraini dinar is pegged to the US dollar.',
    sources: ['cbb-exchange-rate-policy'],
    ar: { explanation: 'الدينار البحريني مربوط بالدولار الأمريكي.' },
  },
  KWD: {
    explanation:
      'The Kuwaiti dinar is managed against an undisclosed basket of currencies, not pegged to the dollar alone; market rates in October 2025 were about 0.306-0.307.',
    sources: ['cbk-exchange-rate-policy', 'sbp-rates-2025', 'khobor-sangjog-kwd-2025'],
    assumption: 'The rate moves a little; the calculator holds the October 2025 rate fixed.',
    ar: {
      explanation:
        'يُدار سعر الدينار الكويتي مقابل سلة عملات غير معلنة، فهو غير مربوط بالدولار وحده؛ وكانت أسعار السوق في أكتوبر 2025 نحو 0.306-0.307.',
      assumption: 'يتحرك السعر قليلًا؛ وتثبّت الحاسبة سعر أكتوبر 2025.',
    },
  },
};

/**
 * The fares home in Arabic (return-fares.json holds the English): each country's basis and, where
 * the fare is assumed, its assumption, as figure-sources.ts shows them (without the "ASSUMPTION:" label).
 */
export const fareNotesArabic: Readonly<Record<CountryCode, ArabicNote>> = {
  UAE: {
    explanation:
      'من دبي إلى كوتشي (كيرالا) في ذروة شتاء ديسمبر 2025: نحو 10,000 درهم لأسرة من أربعة أفراد، أي نحو 2,500 درهم للشخص ذهابًا وعودة (ارتفعت أسعار التذاكر إلى كيرالا نحو 30% وسط إلغاءات رحلات IndiGo). ويتسق ذلك مع أسعار الذروة التي نشرتها Gulf News في 2024: ما يصل إلى 2,700 درهم للشخص إلى شمال الهند وغربها، وما يصل إلى 3,500 درهم إلى جنوب الهند.',
  },
  KSA: {
    explanation:
      'أجرة الإمارات البالغة 2,500 درهم محوّلةً بسعري الربط بالدولار الأمريكي (3.75 ريال سعودي و3.6725 درهم للدولار). ولم نجد أجرة معتادة منشورة لعام 2025 من السعودية.',
    assumption: fareAssumptionArabic('السعودية'),
  },
  Qatar: {
    explanation:
      'أجرة الإمارات البالغة 2,500 درهم محوّلةً بسعري الربط بالدولار الأمريكي (3.64 ريال قطري و3.6725 درهم للدولار). ولم نجد أجرة معتادة منشورة لعام 2025 من قطر؛ وأرقام الدوحة الوحيدة تعود إلى نحو 2016 (2,500-2,950 ريال قطري ذهابًا وعودة في موسم الذروة إلى كولومبو وكوجيكود ومومباي)، وهي متسقة معها من حيث الحجم.',
    assumption: fareAssumptionArabic('قطر'),
  },
  Oman: {
    explanation:
      'أجرة الإمارات البالغة 2,500 درهم محوّلةً بسعري الربط بالدولار الأمريكي (0.3845 ريال عُماني و3.6725 درهم للدولار). ولم نجد أجرة معتادة منشورة لعام 2025 من عُمان؛ وذكرت Gulf News نحو 200 ريال عُماني ذهابًا وعودة بين مسقط وكوجيكود في الموسم المتوسط لعام 2021 (للاستئناس فقط).',
    assumption: fareAssumptionArabic('عُمان'),
  },
  Bahrain: {
    explanation:
      'أجرة الإمارات البالغة 2,500 درهم محوّلةً بسعري الربط بالدولار الأمريكي (0.376 دينار بحريني و3.6725 درهم للدولار). ولم نجد أجرة معتادة منشورة لعام 2025 من البحرين؛ وقدّر تقرير من عام 2018 تذاكر الذهاب والعودة إلى كيرالا صيفًا بـ120-140 دينار بحريني (للاستئناس فقط).',
    assumption: fareAssumptionArabic('البحرين'),
  },
  Kuwait: {
    explanation:
      'أجرة الإمارات البالغة 2,500 درهم محوّلةً بسعر أكتوبر 2025 (0.307 دينار كويتي و3.6725 درهم للدولار الأمريكي). ولم نجد أجرة معتادة منشورة لعام 2025 من الكويت؛ وذكرت Kuwait Times نحو 110-120 دينار كويتي ذهابًا وعودة إلى الهند في 2022 تقريبًا، من دون ذكر الموسم (للاستئناس فقط).',
    assumption: fareAssumptionArabic('الكويت'),
  },
};

function fareAssumptionArabic(country: string): string {
  return `تذكرة ذهاب وعودة على الدرجة السياحية في موسم الذروة بين الخليج وجنوب آسيا؛ لا توجد أجرة معتادة منشورة لعام 2025 من ${country}؛ عدّلها حسب وجهتك`;
}

/** What every default fare assumes, in Arabic (return-fares.json's `assumes`). */
export const fareAssumptionsArabic =
  'تذكرة ذهاب وعودة واحدة على الدرجة السياحية لكل شخص، لرحلة واحدة إلى الوطن كل سنة، تُشترى في موسم الذروة الذي تسافر فيه معظم الأسر (يوليو-أغسطس أو العيد أو ديسمبر)، على خط بين الخليج وجنوب آسيا، وهي أكثر رحلات العودة إلى الوطن شيوعًا. ويدفع الأطفال أجرة البالغين نفسها (تُقسم أجرة الأسرة في المصدر بالتساوي على أربعة أفراد). وتكلف الرحلات خارج موسم الذروة أقل، أما الخطوط إلى أوروبا أو الفلبين أو أفريقيا فتكلف عادةً أكثر.';
