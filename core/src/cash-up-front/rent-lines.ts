// The cash panel's rent lines: the first payment by local custom (UAE cheques, Saudi Ejar periods,
// months ahead elsewhere), then the place's deposit, agency fee, registration and utilities.
import { ruleForPlace } from '../places/index.ts';
import type { CountryCode } from '../countries/index.ts';
import type { Language } from '../language/index.ts';
import type { OfferInput } from '../household/index.ts';
import type { FigureSource } from '../sources/index.ts';
import type { KsaRentPeriod, UaeCheques, UpfrontCashLine } from './upfront-cash.ts';
import { homeUnitNames, rentTerms, type HomeUnit, type Share } from './rent-terms.ts';
import { figureSourceIn, source } from '../sources/index.ts';

// ---- Rent: first payment ----------------------------------------------------------------------

const modelRent = ' The rent is the model’s district rent for your home size.';
const modelRentArabic = ' والإيجار المعتمد هو تقديرنا لإيجار مسكن بحجم مسكنك في الحي الذي اخترته.';

export const chequeSources: ReadonlyMap<UaeCheques, FigureSource> = new Map<UaeCheques, FigureSource>(
  ([1, 2, 4, 6, 12] as const).map((cheques) => [
    cheques,
    source(
      [
        `UAE landlords take the year’s rent in post-dated cheques, the first paid at signing: with ${cheques} ${cheques === 1 ? 'cheque that is the whole year' : `cheques it is 1/${cheques} of the year`}.${modelRent} Fewer cheques often buy a lower rent.`,
        `يتقاضى المُلّاك في الإمارات إيجار السنة بشيكات مؤجلة الدفع، يُصرف أولها عند توقيع العقد: ${cheques === 1 ? `فإذا كان عدد الشيكات ${cheques} كان الشيك إيجار السنة كله` : `فإذا كان عدد الشيكات ${cheques} كان الشيك الأول 1/${cheques} من إيجار السنة`}.${modelRentArabic} وكثيرًا ما يقبل المالك إيجارًا أقل مقابل عدد أقل من الشيكات.`,
      ],
      ['gn-pay-rent-dubai', 'gn-chequeless-rent-2026', 'manila-times-cheques-2017'],
      cheques > 4
        ? [
            'Landlords who take more than 4 cheques often ask a higher rent; the rent is not raised here.',
            'كثيرًا ما يطلب المُلّاك الذين يقبلون أكثر من 4 شيكات إيجارًا أعلى؛ ولم نرفع الإيجار هنا.',
          ]
        : undefined,
    ),
  ]),
);

export const ksaPeriodSources: Readonly<Record<KsaRentPeriod, FigureSource>> = {
  yearly: source(
    [
      `Saudi rent is paid through Ejar, traditionally as one payment for the year when the contract is authenticated.${modelRent}`,
      `يُدفع الإيجار في السعودية عبر منصة إيجار، وقد جرت العادة أن يُدفع إيجار السنة دفعة واحدة عند توثيق العقد.${modelRentArabic}`,
    ],
    ['dlight-ejar-instalments', 'kt-ejar-payments-2024'],
  ),
  'half-yearly': source(
    [
      `Saudi rent is paid through Ejar; half-yearly payment in advance is common.${modelRent}`,
      `يُدفع الإيجار في السعودية عبر منصة إيجار، ومن الشائع دفعه مقدّمًا كل ستة أشهر.${modelRentArabic}`,
    ],
    ['dlight-ejar-instalments', 'kt-ejar-payments-2024'],
  ),
};

interface MonthsAhead {
  months: number;
  source: FigureSource;
}

export const monthsAhead: Readonly<Partial<Record<CountryCode, MonthsAhead>>> = {
  Qatar: {
    months: 1,
    source: source(
      [
        'Doha rent is paid by 12 monthly post-dated cheques handed over at signing; the first is due at once.',
        'يُدفع الإيجار في الدوحة بـ12 شيكًا شهريًا مؤجل الدفع تُسلَّم عند توقيع العقد، ويُستحق أولها فورًا.',
      ],
      ['mirage-qatar-faqs', 'maroon-qatar-faqs'],
    ),
  },
  Oman: {
    months: 6,
    source: source(
      [
        'Muscat landlords take post-dated cheques for a year, six months or a quarter in advance; six months is used.',
        'يتقاضى المُلّاك في مسقط شيكات مؤجلة الدفع عن سنة أو ستة أشهر أو ربع سنة مقدّمًا؛ واعتمدنا ستة أشهر.',
      ],
      ['resfix-oman-tenancy', 'retalk-oman-2017'],
      [
        'Assumes six months in advance; some landlords ask for the year, some accept a quarter.',
        'نفترض دفع ستة أشهر مقدّمًا؛ فبعض المُلّاك يطلب إيجار السنة، وبعضهم يقبل ربع سنة.',
      ],
    ),
  },
  Bahrain: {
    months: 3,
    source: source(
      [
        'Bahrain landlords usually take three months’ rent in advance at signing, then monthly.',
        'يتقاضى المُلّاك في البحرين عادةً إيجار ثلاثة أشهر مقدّمًا عند توقيع العقد، ثم يُدفع الإيجار شهريًا.',
      ],
      ['impact-estate-bahrain'],
    ),
  },
  Kuwait: {
    months: 1,
    source: source(
      [
        'Kuwait rents are paid monthly; newcomers are not asked for the year in advance.',
        'يُدفع الإيجار في الكويت شهريًا، ولا يُطلب من القادمين الجدد دفع إيجار السنة مقدّمًا.',
      ],
      ['kuwait-times-rental-concerns'],
    ),
  },
};

/** The first rent line's name: the UAE's cheques, Saudi Ejar's period, or the months paid ahead elsewhere. */
function firstRentName(
  country: CountryCode,
  unit: HomeUnit,
  cheques: UaeCheques,
  period: KsaRentPeriod,
  months: number,
  language: Language,
) {
  if (language === 'ar') {
    const home = homeUnitNames[unit];
    if (country === 'UAE')
      return cheques === 1 ? `الدفعة الأولى من الإيجار (${home}): إيجار السنة بشيك واحد` : `شيك الإيجار الأول (${home}): 1 من ${cheques}`;
    if (country === 'KSA')
      return period === 'yearly'
        ? `الدفعة الأولى من الإيجار (${home}): إيجار السنة عبر منصة إيجار`
        : `الدفعة الأولى من الإيجار (${home}): ستة أشهر عبر منصة إيجار`;
    return months === 1 ? `إيجار الشهر الأول (${home})` : `إيجار مقدّم (${home}): ${months} أشهر`;
  }
  if (country === 'UAE')
    return cheques === 1 ? `First rent payment (${unit}): the year in one cheque` : `First rent cheque (${unit}): 1 of ${cheques}`;
  if (country === 'KSA')
    return period === 'yearly'
      ? `First rent payment (${unit}): the year through Ejar`
      : `First rent payment (${unit}): six months through Ejar`;
  return months === 1 ? `First month’s rent (${unit})` : `Rent in advance (${unit}): ${months} months`;
}

export function rentLines(
  input: OfferInput,
  cheques: UaeCheques,
  period: KsaRentPeriod,
  unit: HomeUnit,
  monthlyRent: number,
  language: Language = 'en',
): UpfrontCashLine[] {
  const { country, city } = input.location;
  const annual = monthlyRent * 12;
  const lines: UpfrontCashLine[] = [];
  const inPage = (source: FigureSource | undefined) => figureSourceIn(source, language);
  const months = monthsAhead[country]?.months ?? 1;
  const name = firstRentName(country, unit, cheques, period, months, language);
  if (country === 'UAE') {
    lines.push({ key: 'rent-first', name, amount: Math.round(annual / cheques), source: inPage(chequeSources.get(cheques)) });
  } else if (country === 'KSA') {
    lines.push({
      key: 'rent-first',
      name,
      amount: period === 'yearly' ? annual : Math.round(annual / 2),
      source: inPage(ksaPeriodSources[period]),
    });
  } else {
    lines.push({ key: 'rent-first', name, amount: monthlyRent * months, source: inPage(monthsAhead[country]?.source) });
  }
  const terms = ruleForPlace(rentTerms, country, city);
  const share = ([numerator, denominator]: Share) => Math.round((annual * numerator) / denominator);
  const { deposit, agency, registration, utilities } = terms;
  const nameOf = (entry: { name: string; nameAr: string }) => (language === 'ar' ? entry.nameAr : entry.name);
  lines.push({ key: 'rent-deposit', name: nameOf(deposit), amount: share(deposit.share), source: inPage(deposit.source) });
  lines.push({ key: 'rent-agency', name: nameOf(agency), amount: share(agency.share), source: inPage(agency.source) });
  if (registration)
    lines.push({ key: 'rent-registration', name: nameOf(registration), amount: registration.amount, source: inPage(registration.source) });
  lines.push({ key: 'utilities', name: nameOf(utilities), amount: utilities.amount(unit), source: inPage(utilities.source) });
  return lines;
}
