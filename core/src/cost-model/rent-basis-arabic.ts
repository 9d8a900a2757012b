// Where each district's rent comes from, in Arabic (issue 13): the `basis` of every district record
// in core/data/districts/*.json, by city and district (their English names, as the data holds them),
// with the same numbers as the English. figure-sources.ts registers each as the Arabic of the
// district's rent source; figure-sources-arabic.test.ts fails on a district without one, or on one
// whose numbers no longer match its English.

const aed = 'درهم';
const sar = 'ريال سعودي';
const qar = 'ريال قطري';
const omr = 'ريال عُماني';
const bhd = 'دينار بحريني';
const kwd = 'دينار كويتي';

/** «ونعتمد 98,000 درهم سنويًا (8,167 درهم شهريًا).»: the rents quoted by the year (the UAE, Saudi Arabia). */
const yearly = (currency: string, year: string, month: string) => `ونعتمد ${year} ${currency} سنويًا (${month} ${currency} شهريًا).`;
/** «ونعتمد 420 دينار بحريني شهريًا.» */
const monthly = (currency: string, month: string) => `ونعتمد ${month} ${currency} شهريًا.`;

const propertyFinder = (which: string, range: string) =>
  `بلغ الإيجار المطلوب ${which} المعروضة على Property Finder في نوفمبر 2025 ${range} ${aed} سنويًا`;
const listed = (range: string) => propertyFinder('للشقق بغرفة نوم واحدة', range);
const mostListed = (range: string) => propertyFinder('لمعظم الشقق بغرفة نوم واحدة', range);
const dubai = (lead: string, year: string, month: string) => `${lead}؛ ${yearly(aed, year, month)}`;

const abuDhabi = (how: string, year: string, month: string) =>
  `لا يوجد إيجار منشور للفترة 2024-25 لأحياء أبوظبي: ${how}؛ ${yearly(aed, year, month)}`;
const sharjahNational = 'قدّرت صحيفة The National إيجار الشقق بغرفة نوم واحدة في أنحاء الشارقة بنحو 28,000 درهم سنويًا في نوفمبر 2024';
const ajmanKhaleej = 'ذكرت Khaleej Times أن إيجار الشقق بغرفة نوم واحدة في عجمان يبدأ من 25,000 درهم سنويًا';
const unpublishedUae = (place: string, how: string, year: string, month: string) =>
  `لا يوجد إيجار منشور في ${place}: ${how}؛ ${yearly(aed, year, month)}`;

const jeddahNumbeo =
  'قدّر Numbeo إيجار الشقة بغرفة نوم واحدة في وسط جدة بـ1,794 ريال سعودي شهريًا في مارس 2025 (بنطاق 1,200-3,000 ريال سعودي)';
const ejarAverage = (district: string, average: string, when: string) =>
  `بلغ متوسط عقود الإيجار المسجلة في منصة إيجار في حي ${district} ${average} ريال سعودي سنويًا للشقق بجميع مساحاتها (قناة الإخبارية، ${when})`;
const ejarOlder = (district: string, average: string) =>
  `تضع أرقام أقدم من منصة إيجار الشقق بجميع مساحاتها في حي ${district} عند ${average} ريال سعودي سنويًا؛ رفعناها 1.6 مرة، وهو الارتفاع الذي شهده الملقا وحطين منذ ذلك الحين، وحددنا إيجار الشقة بغرفة نوم واحدة دون ذلك`;
const unpublishedSaudi = (place: string, how: string, year: string, month: string) =>
  `لا يوجد إيجار منشور في ${place}: ${how}؛ ${yearly(sar, year, month)}`;
const easternProvince = (how: string, year: string, month: string) => unpublishedSaudi('المنطقة الشرقية', how, year, month);

const kuwaitCityNumbeo = 'قدّر Numbeo إيجار الشقة بغرفة نوم واحدة في وسط مدينة الكويت بـ258 دينار كويتي شهريًا (إصدار 2026)';
const kuwaitTimes = 'وذكرت Kuwait Times نطاق 160-350 دينار كويتي في 2022';
const alRai = 'قدّرت جريدة الراي متوسط إيجار الشقة بغرفة نوم واحدة في الكويت بـ180 دينار كويتي شهريًا';
const kfh = (where: string, what: string) => `وقدّر بيت التمويل الكويتي (2023) إيجارات الشقق بغرفتي نوم في ${where} ${what}`;
const outsideCentre = 'تقدير Numbeo البالغ 188.5 دينار كويتي للشقة بغرفة نوم واحدة خارج الوسط';
const arabTimesBottom = 'ووضعت Arab Times جليب الشيوخ وخيطان في أسفل سلّم الإيجارات في الكويت لعام 2021';

const timesOfOman = 'قدّرت Times of Oman إيجار الشقة بغرفة نوم واحدة في السوق العامة بمسقط بـ100-200 ريال عُماني شهريًا (نحو 2023)';
const unpublishedOman = (place: string, how: string, month: string) => `لا يوجد إيجار منشور في ${place}: ${how}؛ ${monthly(omr, month)}`;

const valuStrat = 'قدّرت ValuStrat وسيط الإيجار المطلوب للشقة بغرفة نوم واحدة في قطر بـ5,500 ريال قطري شهريًا في مطلع 2024';
const betweenMedianAndCompounds =
  'بين وسيط الإيجار المطلوب للشقة بغرفة نوم واحدة في قطر البالغ 5,500 ريال قطري شهريًا (ValuStrat، مطلع 2024) والمجمعات الجديدة من الفئة المتوسطة ابتداءً من 3,500 ريال قطري (Cushman & Wakefield، منتصف 2024)';
const cushmanMidMarket =
  'وجدت Cushman & Wakefield شققًا جديدة بغرفة نوم واحدة من الفئة المتوسطة ابتداءً من 3,500 ريال قطري شهريًا في منتصف 2024';
const pearlRange = '(9,000-10,000 ريال قطري في مطلع 2022، بحسب Cushman & Wakefield)';
const unpublishedQatar = (place: string, how: string, month: string) => `لا يوجد إيجار منشور في ${place}: ${how}؛ ${monthly(qar, month)}`;

const bahrainNumbeo = (where: string) => `تضع أرقام Numbeo التي نشرها موقع uscisguide.com إيجار الشقة بغرفة نوم واحدة في ${where}`;
const manama = `${bahrainNumbeo('المنامة')} عند 300-700 دينار بحريني شهريًا`;
const muharraqRiffa = `${bahrainNumbeo('المحرق والرفاع')} عند 200-400 دينار بحريني شهريًا`;
const unpublishedBahrain = (place: string, how: string, month: string) => `لا يوجد إيجار منشور في ${place}: ${how}؛ ${monthly(bhd, month)}`;

/** The Arabic basis of each district's rent: city → district → basis. */
export const rentBasisArabic: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  // ---------- UAE ----------
  Dubai: {
    'Jumeirah Village Circle (JVC)': `لا يوجد إيجار منشور لعام 2025 في قرية جميرا الدائرية: قدّرناه بين مدينة دبي الرياضية (60,000-85,000 درهم سنويًا على Property Finder، نوفمبر 2025) وموتور سيتي (75,000-105,000 درهم)؛ ${yearly(aed, '76,000', '6,333')}`,
    'Dubai Marina': `${listed('من 67,000 إلى 150,000')}؛ ولشقة في طابق متوسط نعتمد 98,000 درهم سنويًا (8,167 درهم شهريًا).`,
    'Business Bay': `${listed('من 78,000 إلى 200,000')}؛ ولمبنى من الفئة المتوسطة نعتمد 102,000 درهم سنويًا (8,500 درهم شهريًا).`,
    'Downtown Dubai': dubai(
      propertyFinder('للشقق العادية بغرفة نوم واحدة (عدا برج خليفة وأبراج العنوان)', 'من 100,000 إلى 135,000'),
      '118,000',
      '9,833',
    ),
    'Jumeirah Lake Towers (JLT)': dubai(listed('من 70,000 إلى 145,000'), '86,000', '7,167'),
    'Al Barsha': dubai(listed('من 65,000 إلى 140,000'), '82,000', '6,833'),
    'Dubai Silicon Oasis': dubai(mostListed('من 60,000 إلى 72,000'), '66,000', '5,500'),
    'International City': dubai(listed('من 43,000 إلى 65,000'), '52,000', '4,333'),
    'Al Nahda': dubai(mostListed('من 48,000 إلى 58,000'), '54,000', '4,500'),
    Deira: dubai(listed('من 43,000 إلى 85,000'), '60,000', '5,000'),
    'Bur Dubai': dubai(listed('من 80,000 إلى 115,000'), '89,000', '7,417'),
    'Barsha Heights (Tecom)': dubai(mostListed('من 80,000 إلى 110,000'), '92,000', '7,667'),
    'Dubai Sports City': dubai(listed('من 60,000 إلى 85,000'), '69,000', '5,750'),
    'Motor City': dubai(mostListed('من 75,000 إلى 105,000'), '88,000', '7,333'),
    'Discovery Gardens': dubai(listed('من 68,000 إلى 85,000'), '74,000', '6,167'),
    'Dubai Hills Estate': `لا يوجد إيجار منشور لعام 2025 في دبي هيلز استيت: قدّرناه فوق مرتفعات البرشاء (80,000-110,000 درهم سنويًا في الغالب على Property Finder، نوفمبر 2025) ودون وسط مدينة دبي (100,000-135,000 درهم)؛ ${yearly(aed, '105,000', '8,750')}`,
    'Jumeirah Beach Residence (JBR)': `${listed('من 90,000 إلى 300,000')}؛ ولشقة عادية نعتمد 125,000 درهم سنويًا (10,417 درهم شهريًا).`,
    'Palm Jumeirah': `لا يوجد إيجار منشور لعام 2025 في نخلة جميرا: أخذنا نطاق Asteco للربع الثاني من 2022، وهو 95,000-160,000 درهم سنويًا، ورفعناه بنحو النصف، إذ تطلب العروض في مناطق أخرى من دبي في 2025 ما بين 1.5 ضعف وضعفَي إيجاراتها في 2022؛ ${yearly(aed, '155,000', '12,917')}`,
    Jumeirah: dubai(propertyFinder('للشقق القليلة بغرفة نوم واحدة', 'من 110,000 إلى 190,000'), '138,000', '11,500'),
  },
  'Abu Dhabi': {
    'Al Reem Island': abuDhabi('حددنا أبراج جزيرة الريم بنحو مستوى أبراج بحيرات جميرا في دبي', '84,000', '7,000'),
    'Al Khalidiyah': abuDhabi('حددنا الأبراج الأقدم قرب الكورنيش في الخالدية بنحو 20% دون البرشاء في دبي', '66,000', '5,500'),
    'Khalifa City': abuDhabi('حددنا مدينة خليفة، وهي ضاحية مبانيها منخفضة، بنحو 25% دون مدينة دبي الرياضية', '51,000', '4,250'),
    'Yas Island': abuDhabi('حددنا جزيرة ياس بين جزيرة الريم وشاطئ الراحة', '88,000', '7,333'),
    'Al Raha Beach': abuDhabi('حددنا أبراج شاطئ الراحة على الواجهة البحرية بنحو 10% فوق جزيرة الريم', '92,000', '7,667'),
    'Tourist Club Area (Al Zahiyah)': abuDhabi(
      'حددنا المباني الأقدم في وسط المدينة دون متوسط Land Sterling لعام 2015 بكثير، وهو 93,000 درهم سنويًا للأبراج الجديدة هنا، إذ كان ذلك ذروة السوق',
      '61,000',
      '5,083',
    ),
    'Mohammed Bin Zayed City': abuDhabi(
      'قدّرت Land Sterling إيجار الشقق بغرفة نوم واحدة في مدينة محمد بن زايد بـ45,000 درهم سنويًا في 2015، وهو الأرخص في البر الرئيسي، وحددنا الإيجار دون ذلك بقليل',
      '44,000',
      '3,667',
    ),
    'Saadiyat Island': abuDhabi(
      'متوسط Land Sterling لعام 2015 لشاطئ السعديات (117,000 درهم سنويًا)، بعد رفعه لعام 2025',
      '125,000',
      '10,417',
    ),
  },
  Sharjah: {
    'Al Nahda': `${sharjahNational}، وقدّرت Khaleej Times إيجار النهدة بـ22,000-24,000 درهم في 2022؛ وهي أغلى لقربها من حدود دبي، ${yearly(aed, '31,000', '2,583')}`,
    'Al Majaz': `${sharjahNational}، واستمرت الإيجارات في الارتفاع؛ وأبراج المجاز المطلة على البحيرة في أعلى النطاق، ${yearly(aed, '31,500', '2,625')}`,
    'Al Taawun': `${sharjahNational}، واستمرت الإيجارات في الارتفاع؛ والأبراج الأحدث تضع التعاون قرب أعلى نطاق المدينة، ${yearly(aed, '32,000', '2,667')}`,
    Muwaileh: `${sharjahNational}؛ ومويلح في المستوى المعتاد للمدينة، ${yearly(aed, '29,000', '2,417')}`,
  },
  Ajman: {
    'Al Nuaimiya': `${ajmanKhaleej}؛ والأبراج في النعيمية تطلب أكثر قليلًا، ${yearly(aed, '27,000', '2,250')}`,
    'Al Rashidiya': `${ajmanKhaleej}؛ ولأبراج الراشدية الأقدم نعتمد 26,000 درهم سنويًا (2,167 درهم شهريًا).`,
    'Ajman Corniche': unpublishedUae(
      'كورنيش عجمان',
      'حددنا أبراجه المطلة على البحر بنحو 1.5 ضعف أدنى إيجار في عجمان البالغ 25,000 درهم سنويًا (Khaleej Times)',
      '38,000',
      '3,167',
    ),
    'Al Jurf': unpublishedUae('الجرف', 'حددنا مبانيه الأحدث متوسطة الارتفاع بين النعيمية وكورنيش عجمان', '29,000', '2,417'),
  },
  'Ras Al Khaimah': {
    'Al Hamra Village': unpublishedUae(
      'رأس الخيمة',
      'حددنا قرية الحمراء، وهي مجتمع منتجعات ارتفعت إيجاراته في 2024-25 قبيل افتتاح منتجع Wynn، بنحو 10% دون واحة دبي للسيليكون',
      '60,000',
      '5,000',
    ),
    'Al Nakheel': unpublishedUae(
      'رأس الخيمة',
      'حددنا المباني الأقدم في النخيل بنحو أدنى إيجار في عجمان (من 25,000 درهم سنويًا، بحسب Khaleej Times)',
      '28,000',
      '2,333',
    ),
    'Mina Al Arab': unpublishedUae('رأس الخيمة', 'حددنا مجتمع ميناء العرب على الواجهة البحرية دون قرية الحمراء', '54,000', '4,500'),
    'Al Dhait': unpublishedUae('رأس الخيمة', 'حددنا الظيت، وهي ضاحية أحدث، فوق النخيل', '33,000', '2,750'),
  },
  Fujairah: {
    'Al Faseel': unpublishedUae(
      'الفجيرة',
      'حددنا أبراج الكورنيش في الفصيل بنحو أعلى نطاق الشارقة (The National، نوفمبر 2024)',
      '34,000',
      '2,833',
    ),
    Merashid: unpublishedUae('الفجيرة', 'مبانٍ متوسطة الارتفاع في الوسط، حددناها بين نطاق الشارقة وأدنى إيجار في عجمان', '30,000', '2,500'),
    Sakamkam: unpublishedUae(
      'الفجيرة',
      'منطقة سكنية شمال الوسط، حددناها بنحو أدنى إيجار في عجمان (من 25,000 درهم سنويًا، بحسب Khaleej Times)',
      '27,000',
      '2,250',
    ),
  },
  'Umm Al Quwain': {
    'Al Salamah': unpublishedUae(
      'أم القيوين',
      'حددناه دون أدنى إيجار في عجمان البالغ 25,000 درهم سنويًا (Khaleej Times)',
      '23,000',
      '1,917',
    ),
    'Al Ramlah': unpublishedUae(
      'أم القيوين',
      'مبانٍ أحدث حددناها عند أدنى إيجار في عجمان البالغ 25,000 درهم سنويًا (Khaleej Times)',
      '25,000',
      '2,083',
    ),
    'Al Raas': unpublishedUae('أم القيوين', 'مبانٍ أقدم في البلدة حددناها دون السلامة', '21,000', '1,750'),
  },

  // ---------- Saudi Arabia ----------
  Riyadh: {
    'Al Olaya': `قدّر موقع Sands of Wealth إيجار الشقة بغرفة نوم واحدة في وسط الرياض بنحو 4,100 ريال سعودي شهريًا في سبتمبر 2025؛ ${yearly(sar, '51,000', '4,250')}`,
    'Al Malqa': `${ejarAverage('الملقا', '53,195', '2025')}؛ والشقة بغرفة نوم واحدة أقل تكلفة، ${yearly(sar, '43,800', '3,650')}`,
    'Al Yasmin': `${ejarOlder('الياسمين', '32,000')}، ${yearly(sar, '40,200', '3,350')}`,
    Hittin: `${ejarAverage('حطين', '55,709', '2025')}؛ والشقة بغرفة نوم واحدة أقل تكلفة، ${yearly(sar, '45,600', '3,800')}`,
    'Al Sahafa': `${ejarOlder('الصحافة', '28,000')}، ${yearly(sar, '36,600', '3,050')}`,
    'Al Malaz': `${ejarAverage('الملز', '29,148', 'أغسطس 2025')}، و19,386 ريال سعودي في حي الشفا جنوبًا (الهيئة العامة للعقار)؛ والشقة بغرفة نوم واحدة أقل تكلفة، ${yearly(sar, '24,600', '2,050')}`,
    'Al Rabwa': `${ejarAverage('الربوة', '35,420', 'أغسطس 2025')}؛ والشقة بغرفة نوم واحدة أقل تكلفة، ${yearly(sar, '28,200', '2,350')}`,
    'Diplomatic Quarter': `لا يوجد إيجار منشور في الحي الدبلوماسي، حيث تؤجَّر المساكن كما في المجمعات السكنية: حددناه بنحو 1.5 ضعف إيجار العليا (4,100 ريال سعودي شهريًا في وسط الرياض، بحسب Sands of Wealth)؛ ${yearly(sar, '76,800', '6,400')}`,
  },
  Jeddah: {
    'Al Rawdah': `${jeddahNumbeo}؛ والروضة في الجزء الأوسط الأعلى من هذا النطاق، ${yearly(sar, '28,200', '2,350')}`,
    'Al Salamah': `${jeddahNumbeo}؛ ${yearly(sar, '24,600', '2,050')}`,
    'Al Zahra': `${jeddahNumbeo}؛ ${yearly(sar, '26,400', '2,200')}`,
    'Ash Shati': `${jeddahNumbeo}؛ وهذا الحي الواقع على البحر قريب من أعلى النطاق، ${yearly(sar, '34,200', '2,850')}`,
    'Obhur Al Shamaliyah': `${jeddahNumbeo}؛ والساحل الشمالي في الجزء الأعلى من هذا النطاق، مع مشوار أطول إلى العمل، ${yearly(sar, '31,200', '2,600')}`,
    'Al Aziziyah': `قدّر Numbeo إيجار الشقة بغرفة نوم واحدة خارج وسط جدة بـ1,499 ريال سعودي شهريًا في مارس 2025؛ وهذا الحي الاقتصادي في وسط المدينة أعلى منه قليلًا، ${yearly(sar, '19,800', '1,650')}`,
  },
  Dammam: {
    'Al Faisaliyah': easternProvince('حددناه بنحو إيجار حي الزهراء في جدة (Numbeo، مارس 2025)', '26,400', '2,200'),
    'Ash Shati': easternProvince('حددنا هذا الحي الواقع على البحر بنحو إيجار العقربية في الخبر', '30,600', '2,550'),
    'Al Mazruiyah': easternProvince('مبانٍ أقدم في وسط المدينة، حددناها دون الفيصلية', '23,400', '1,950'),
    'Al Adamah': easternProvince('حددنا الوسط القديم بنحو 10% فوق العزيزية في جدة (Numbeo، مارس 2025)', '21,600', '1,800'),
  },
  Khobar: {
    'Al Aqrabiyah': easternProvince(
      'حددنا هذا الحي المركزي الذي يسكنه كثير من الوافدين بنحو 5% فوق الروضة في جدة، إذ تفوق إيجارات الخبر إيجارات الدمام (مؤشر Numbeo للإيجارات لعام 2019)',
      '30,000',
      '2,500',
    ),
    'Al Khobar Al Shamalia': easternProvince('شمال الخبر الأحدث، حددناه فوق العقربية', '32,400', '2,700'),
    'Al Rakah': easternProvince('مبانٍ أحدث قرب طريق الدمام، حددناها الأغلى في المنطقة الشرقية', '34,200', '2,850'),
    'Al Thuqbah': easternProvince('الحي الاقتصادي في الخبر، حددناه بنحو إيجار العدامة في الدمام', '22,200', '1,850'),
  },
  Dhahran: {
    'Doha Al Janubiyah': easternProvince('حددناه بين العقربية في الخبر والشاطئ في الدمام', '29,400', '2,450'),
    'Doha Al Shamaliyah': easternProvince('الدوحة الشمالية الأحدث، حددناها بنحو منتصف نطاق الخبر', '31,200', '2,600'),
    'Al Danah': easternProvince('مساكن قرب جامعة الملك فهد للبترول والمعادن، حددناها دون الدوحة الجنوبية', '27,600', '2,300'),
  },
  Mecca: {
    'Al Aziziyah': unpublishedSaudi('مكة المكرمة', 'حددناه بنحو 15% دون السلامة في جدة (Numbeo، مارس 2025)', '20,400', '1,700'),
    'Al Awali': unpublishedSaudi('مكة المكرمة', 'مبانٍ أحدث في الجنوب الشرقي، حددناها فوق العزيزية', '23,400', '1,950'),
    'Ash Shawqiyah': unpublishedSaudi('مكة المكرمة', 'حي من الفئة المتوسطة في غرب مكة، حددناه دون العزيزية', '19,200', '1,600'),
  },
  Medina: {
    'Al Aziziyah': unpublishedSaudi('المدينة المنورة', 'حددناه بنحو 10% دون العزيزية في جدة (Numbeo، مارس 2025)', '18,000', '1,500'),
    Quba: unpublishedSaudi('المدينة المنورة', 'حي مرغوب في الجنوب الغربي، حددناه فوق العزيزية', '19,800', '1,650'),
    Shuran: unpublishedSaudi('المدينة المنورة', 'ضاحية جنوبية، حددناها دون العزيزية', '17,400', '1,450'),
  },
  Tabuk: {
    'Al Muruj': unpublishedSaudi('تبوك', 'الطلب المرتبط بمشروع نيوم يضع المروج بنحو مستوى قباء في المدينة المنورة', '19,800', '1,650'),
    'Al Olaya': unpublishedSaudi('تبوك', 'حي مركزي، حددناه دون المروج', '18,000', '1,500'),
    'Al Faisaliyah': unpublishedSaudi('تبوك', 'مبانٍ أقدم، حددناها دون العليا', '16,200', '1,350'),
  },
  Abha: {
    'Al Manhal': unpublishedSaudi('أبها', 'حددنا وسط أبها بنحو إيجار العزيزية في المدينة المنورة', '18,600', '1,550'),
    'Al Muwadhafin': unpublishedSaudi('أبها', 'مساكن أقدم، حددناها دون المنهل', '16,800', '1,400'),
    'Al Muftaha': unpublishedSaudi('أبها', 'الحي القديم، حددناه الأرخص في أبها', '15,600', '1,300'),
  },
  Yanbu: {
    'Yanbu Industrial City (Royal Commission)': unpublishedSaudi(
      'ينبع',
      'حددنا مساكن الهيئة الملكية في المدينة الصناعية بنحو إيجار الفيصلية في الدمام',
      '25,800',
      '2,150',
    ),
    'Ash Sharm': unpublishedSaudi('ينبع', 'مساكن ساحلية من الفئة المتوسطة، حددناها دون مساكن الهيئة الملكية', '20,400', '1,700'),
    'Yanbu Al Bahr': unpublishedSaudi('ينبع', 'البلدة القديمة، حددناها بنحو إيجار شوران في المدينة المنورة', '17,400', '1,450'),
  },
  Jubail: {
    'Al Fanateer': unpublishedSaudi('الجبيل', 'حددنا حي الشاطئ في مدينة الجبيل الصناعية بنحو إيجار الدانة في الظهران', '28,800', '2,400'),
    'Al Deffi': unpublishedSaudi('الجبيل', 'مساكن الهيئة الملكية، حددناها دون الفناتير', '25,800', '2,150'),
    'Jubail Al Balad': unpublishedSaudi('الجبيل', 'البلدة القديمة، حددناها بنحو 10% دون العدامة في الدمام', '19,200', '1,600'),
  },

  // ---------- Qatar ----------
  Doha: {
    'West Bay': `لا يوجد إيجار منشور لعام 2025 في الخليج الغربي: انخفضت إيجارات الشقق بغرفة نوم واحدة فيه 8% خلال 2024 (The Peninsula)، لذا حددناه بين الوسيط في قطر البالغ 5,500 ريال قطري (ValuStrat، مطلع 2024) واللؤلؤة؛ ${monthly(qar, '7,600')}`,
    'The Pearl': `قدّرت Cushman & Wakefield إيجار الشقق بغرفة نوم واحدة في اللؤلؤة بـ9,000-10,000 ريال قطري شهريًا في مطلع 2022، وانخفضت إيجاراتها هناك 3.1% خلال 2024 (The Peninsula)؛ ${monthly(qar, '9,200')}`,
    'Al Sadd': `${valuStrat}؛ وأبراج السد في وسط المدينة أعلى منه قليلًا، ${monthly(qar, '5,700')}`,
    'Bin Mahmoud': `قدّرت Cushman & Wakefield إيجار الشقق بغرفة نوم واحدة في المباني الأقدم ببن محمود بنحو 5,500 ريال قطري شهريًا في مطلع 2022؛ ${monthly(qar, '5,300')}`,
    'Al Waab': unpublishedQatar(
      'الوعب',
      'حددنا مجمعاته العائلية فوق السد (كان وسيط إيجار الشقة بغرفة نوم واحدة في قطر 5,500 ريال قطري في مطلع 2024، بحسب ValuStrat)',
      '6,200',
    ),
    Msheireb: unpublishedQatar('مشيرب', `حددنا مبانيه الجديدة في قلب المدينة دون اللؤلؤة بقليل ${pearlRange}`, '8,800'),
  },
  Lusail: {
    'Marina District': `لا يوجد مستوى منشور للإيجارات في لوسيل، بل تغيّراتها فقط (انخفضت إيجارات الشقق بغرفة نوم واحدة في المارينا 1.4% خلال 2024، بحسب The Peninsula): حددنا أبراجها على الواجهة البحرية بين الخليج الغربي واللؤلؤة؛ ${monthly(qar, '8,300')}`,
    'Fox Hills': unpublishedQatar(
      'لوسيل',
      'حددنا فوكس هيلز، وهو من الفئة المتوسطة، بنحو 7% فوق الوسيط في قطر البالغ 5,500 ريال قطري (ValuStrat، مطلع 2024)',
      '5,900',
    ),
    Waterfront: unpublishedQatar('لوسيل', `حددنا أحدث المباني المطلة على البحر دون اللؤلؤة بقليل ${pearlRange}`, '8,900'),
    'Erkyah City': unpublishedQatar('لوسيل', 'مساكن من الفئة المتوسطة قرب طريق الخور، حددناها فوق فوكس هيلز', '6,300'),
  },
  'Al Rayyan': {
    'Al Gharrafa': `${valuStrat}؛ والغرافة، وهي ضاحية، أدنى منه قليلًا، ${monthly(qar, '5,100')}`,
    'Ain Khaled': `${betweenMedianAndCompounds}؛ ${monthly(qar, '4,500')}`,
    Muaither: `${betweenMedianAndCompounds}؛ ${monthly(qar, '4,300')}`,
  },
  'Al Wakrah': {
    'Al Wakrah': `${cushmanMidMarket}، في مجمعات جديدة جنوب الدوحة؛ والبلدة الأقدم أغلى، ${monthly(qar, '4,200')}`,
    'Al Wukair': `وجدت Cushman & Wakefield شققًا بغرفة نوم واحدة في مدينتنا وحدائق الجنوب ابتداءً من 3,500 ريال قطري شهريًا في منتصف 2024؛ ${monthly(qar, '3,800')}`,
    'Al Mashaf': `${cushmanMidMarket}؛ والمشاف بنحو مستوى الوكير، ${monthly(qar, '3,950')}`,
  },
  'Al Khor': {
    'Al Khor': unpublishedQatar(
      'الخور',
      'حددناه بنحو مستوى الوكير (مجمعات جديدة ابتداءً من 3,500 ريال قطري، بحسب Cushman & Wakefield، منتصف 2024)، إذ إن الدوحة هي التي ترفع الوسيط في قطر البالغ 5,500 ريال قطري',
      '3,900',
    ),
    'Al Khor Community': unpublishedQatar('الخور', 'حددنا هذا المجمع المسوّر التابع لشركات صناعية بنحو مستوى عين خالد', '4,600'),
    'Al Thakhira': unpublishedQatar(
      'الخور',
      'بلدة ساحلية صغيرة، حددناها قرب الحد الأدنى للفئة المتوسطة البالغ 3,500 ريال قطري (Cushman & Wakefield، منتصف 2024)',
      '3,600',
    ),
  },

  // ---------- Oman ----------
  Muscat: {
    'Al Khuwair': `${timesOfOman}، وقدّر موقع expatlife.ai الشقق الاقتصادية في الخوير بـ150-250 ريال عُماني؛ ${monthly(omr, '215')}`,
    Ruwi: `${timesOfOman}؛ ولمباني روي القديمة نعتمد 160 ريال عُماني شهريًا.`,
    Qurum: `لا يوجد إيجار منشور لشقة بغرفة نوم واحدة في القرم: وجدت Cluttons (2014) أن إيجارات الشقق بغرفتي نوم فيه مساوية لإيجارات الخوير، وحددنا مبانيه القريبة من الشاطئ فوق الخوير؛ ${monthly(omr, '255')}`,
    Bausher: `${timesOfOman}؛ وأبراج بوشر الأحدث قرب مراكز التسوق ضمن هذا النطاق، ${monthly(omr, '200')}`,
    'Madinat Sultan Qaboos': `لا يوجد إيجار منشور لشقة بغرفة نوم واحدة في مدينة السلطان قابوس: قدّرت Cluttons (2014) إيجارات الشقق بغرفتي نوم فيها بـ1.4 ضعف إيجارات الخوير، وحددنا إيجار الشقة بغرفة نوم واحدة بالنسبة نفسها؛ ${monthly(omr, '300')}`,
    'Al Mouj': `قدّر موقع Luxe Oman إيجار الشقق بغرفة نوم واحدة في الموج بـ500-700 ريال عُماني شهريًا في 2025؛ ${monthly(omr, '590')}`,
  },
  Salalah: {
    'Al Saada': unpublishedOman(
      'صلالة',
      'حددناه بنحو إيجار روي في مسقط، لعقد على مدار السنة (الشقق المفروشة في موسم الخريف صيفًا أغلى بكثير)',
      '165',
    ),
    'Salalah Al Gharbiyah': unpublishedOman('صلالة', 'حي مركزي، حددناه أدنى قليلًا من السعادة', '150'),
    'Al Dahariz': unpublishedOman('صلالة', 'على الساحل شرقًا، حددناه دون صلالة الغربية', '140'),
    Awqad: unpublishedOman('صلالة', 'ضاحية غربية، حددناها الأرخص في صلالة', '125'),
  },
  Sohar: {
    'Falaj Al Qabail': unpublishedOman('صحار', 'طلب الشركات العاملة في الميناء يضع فلج القبائل بنحو 10% فوق روي في مسقط', '175'),
    'Al Hambar': unpublishedOman('صحار', 'حددناه بنحو إيجار روي في مسقط', '155'),
    'Sohar (town centre)': unpublishedOman('صحار', 'مبانٍ أقدم، حددناها دون الهمبار', '140'),
  },
  Nizwa: {
    Firq: unpublishedOman('نزوى', 'مبانٍ أحدث قرب مراكز التسوق، حددناها بنحو إيجار الهمبار في صحار', '150'),
    'Nizwa (town centre)': unpublishedOman('نزوى', 'مبانٍ أقدم، حددناها دون فرق', '135'),
    'Birkat Al Mouz': unpublishedOman('نزوى', 'ضاحية قرب الجامعة، حددناها دون وسط المدينة', '125'),
  },
  Sur: {
    'Sur (town centre)': unpublishedOman('صور', 'حددناه بنحو إيجار وسط نزوى', '135'),
    'Al Ayjah': unpublishedOman('صور', 'على الضفة المقابلة من الخور، حددناها دون وسط المدينة', '120'),
    'Bilad Sur': unpublishedOman('صور', 'حي داخلي بعيد عن الساحل، حددناه بين العيجة ووسط المدينة', '125'),
  },
  Ibri: {
    'Ibri (town centre)': unpublishedOman('عبري', 'حددناه بنحو إيجار بركة الموز في نزوى', '125'),
    'Al Araqi': unpublishedOman('عبري', 'بلدة قريبة، حددناها دون وسط عبري', '110'),
    'Ad Dariz': unpublishedOman('عبري', 'بلدة قريبة، حددناها دون وسط عبري', '115'),
  },

  // ---------- Bahrain ----------
  Manama: {
    Juffair: `${manama}، وحتى 1,000 دينار بحريني أو أكثر في الجفير والسيف؛ ${monthly(bhd, '420')}`,
    Seef: `${manama}، وحتى 1,000 دينار بحريني أو أكثر في الجفير والسيف؛ ${monthly(bhd, '470')}`,
    Adliya: `${manama}؛ والعدلية، بمبانيها المنخفضة، أدنى قليلًا من الجفير، ${monthly(bhd, '395')}`,
    'Um Al Hassam': `${manama}؛ ولأم الحصم، وهي من الفئة المتوسطة، نعتمد 355 دينار بحريني شهريًا.`,
    Hoora: `${manama}؛ ومباني الحورة القديمة في وسط المدينة قريبة من أدنى هذا النطاق، ${monthly(bhd, '315')}`,
  },
  Muharraq: {
    'Amwaj Islands': `لا يوجد إيجار منشور لشقة بغرفة نوم واحدة في جزر أمواج، وهي مجمع مسوّر على جزر لا ينطبق عليه نطاق المحرق: فقد قدّرت Cluttons (2016) متوسط الإيجارات هناك بنحو 700 دينار بحريني شهريًا لجميع المساحات، وحددنا إيجار الشقة بغرفة نوم واحدة دون ذلك؛ ${monthly(bhd, '450')}`,
    Busaiteen: `${muharraqRiffa}؛ والبسيتين في النصف الأعلى من النطاق، ${monthly(bhd, '320')}`,
    Arad: `${muharraqRiffa}؛ ${monthly(bhd, '295')}`,
    Hidd: `${muharraqRiffa}؛ والحد أبعد عن المنامة، ${monthly(bhd, '275')}`,
  },
  Riffa: {
    'West Riffa': `${muharraqRiffa}؛ ولمباني الرفاع الغربي الأحدث نعتمد 330 دينار بحريني شهريًا.`,
    'East Riffa': `${muharraqRiffa}؛ والرفاع الشرقي في المستوى المعتاد، ${monthly(bhd, '300')}`,
    Bukuwarah: `${muharraqRiffa}؛ ولمباني بوكوارة القديمة نعتمد 270 دينار بحريني شهريًا.`,
  },
  'Isa Town': {
    'Isa Town': unpublishedBahrain(
      'مدينة عيسى',
      'حددناه بنحو 10% دون الرفاع الشرقي (نطاق الرفاع 200-400 دينار بحريني، بحسب uscisguide.com)',
      '265',
    ),
    Tubli: unpublishedBahrain('توبلي', 'منطقة سكنية مختلطة، حددناها دون مدينة عيسى', '250'),
    Salmabad: unpublishedBahrain(
      'سلماباد',
      'منطقة اقتصادية، حددناها قرب أدنى نطاق الرفاع (200-400 دينار بحريني، بحسب uscisguide.com)',
      '235',
    ),
  },
  'Hamad Town': {
    'Hamad Town': unpublishedBahrain('مدينة حمد', 'مبانٍ أقدم، حددناها بنحو 0.75 من إيجار الرفاع الشرقي', '230'),
    'Dar Kulaib': unpublishedBahrain('دار كليب', 'قرية على أطراف مدينة حمد، حددناها دون مدينة حمد', '215'),
    Buri: unpublishedBahrain('بوري', 'قرية على أطراف مدينة حمد، حددناها دون مدينة حمد', '220'),
  },

  // ---------- Kuwait ----------
  'Kuwait City': {
    Sharq: `${kuwaitCityNumbeo}، ${kuwaitTimes}؛ وأبراج شرق المطلة على البحر في أعلاه، ${monthly(kwd, '320')}`,
    'Bneid Al Gar': `${kuwaitCityNumbeo}، ${kuwaitTimes}؛ ${monthly(kwd, '285')}`,
    Mirqab: `${kuwaitCityNumbeo}، ${kuwaitTimes}؛ ${monthly(kwd, '265')}`,
    Qibla: `${kuwaitCityNumbeo}؛ ولمباني القبلة القديمة نعتمد 250 دينار كويتي شهريًا.`,
  },
  Salmiya: {
    'Salmiya Seafront (Arabian Gulf St)': `${alRai}، وقدّر Numbeo إيجار مثيلتها خارج الوسط بـ188.5 دينار كويتي؛ والشريط البحري أغلى، ${monthly(kwd, '250')}`,
    'Salmiya Central (Salem Al Mubarak St)': `${alRai}؛ ${kfh('السالمية', 'بـ305 دينار كويتي، مقابل 278 دينار كويتي للكويت ككل')}، ${monthly(kwd, '225')}`,
  },
  Hawally: {
    Hawally: `${alRai}؛ ${kfh('حولي', 'عند المتوسط الوطني')}، ${monthly(kwd, '195')}`,
    Jabriya: `${alRai}؛ ${kfh('الجابرية', 'بـ315 دينار كويتي، فوق إيجارات السالمية')}، ${monthly(kwd, '225')}`,
    Shaab: `${alRai}؛ والشعب على الواجهة البحرية، بنحو مستوى السالمية، ${monthly(kwd, '240')}`,
  },
  Farwaniya: {
    Farwaniya: `${alRai}؛ ${kfh('الفروانية', 'بـ273 دينار كويتي، وهي من الأدنى')}، ${monthly(kwd, '185')}`,
    Khaitan: `${alRai}؛ ${arabTimesBottom}، ${monthly(kwd, '172')}`,
    'Jleeb Al Shuyoukh': `${alRai}؛ ${arabTimesBottom}، ${monthly(kwd, '164')}`,
  },
  Ahmadi: {
    Mangaf: `لا يوجد إيجار منشور في الأحمدي: حددناه حول ${outsideCentre}، مع أبراج المنقف البحرية المرغوبة فوقه؛ ${monthly(kwd, '205')}`,
    Fahaheel: `لا يوجد إيجار منشور في الأحمدي: حددناه حول ${outsideCentre}، مع الفحيحيل، المركز الجنوبي، فوقه؛ ${monthly(kwd, '212')}`,
    Mahboula: `لا يوجد إيجار منشور في الأحمدي: حددناه عند ${outsideCentre}؛ ${monthly(kwd, '188')}`,
    'Abu Halifa': `لا يوجد إيجار منشور في الأحمدي: حددناه حول ${outsideCentre} (وقدّرت Arab Times إيجار الشقق بجميع أنواعها في أبو حليفة بـ240 دينار كويتي في 2021)؛ ${monthly(kwd, '195')}`,
  },
  Jahra: {
    'Al Jahra': `لا يوجد إيجار منشور في الجهراء: حددناه دون الفروانية ودون ${outsideCentre}؛ ${monthly(kwd, '165')}`,
    'Al Naeem': `لا يوجد إيجار منشور في الجهراء: مبانٍ أحدث، حددناها فوق الجهراء؛ ${monthly(kwd, '175')}`,
    'Al Qasr': `لا يوجد إيجار منشور في الجهراء: حددناه بين الجهراء والنعيم؛ ${monthly(kwd, '170')}`,
  },
};
