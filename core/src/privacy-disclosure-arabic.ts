// The statements of privacy-disclosure.ts in Arabic (issue 13), sentence for sentence: the Arabic
// pages and calculator say what leaves the browser in these words. A change to the English file
// must be made here too; arabic-format.test.ts keeps the two in step where it can
// (the same numbers, the same payload names).
import { type PrivacyDisclosure, timeOnPageMinimumSeconds } from './privacy-disclosure.ts';

export const privacyDisclosureArabic: Readonly<PrivacyDisclosure> = {
  short:
    'راتبك وبدلاتك وأسرتك وديونك وهدف ادخارك تبقى في هذا المتصفح. ما يُرسل إلينا: الحكم والبلد والمدينة عند وصولك إلى النتائج؛ ' +
    'ومسار كل صفحة والصفحة التي أحالتك إليها ومدة بقائك عليها؛ وتقييمك وتعليقك وموقعك فقط إذا أرسلت ملاحظاتك.',
  staysInBrowser:
    'راتبك وبدلاتك وأسرتك (عدد البالغين، وأعمار الأبناء ومناهجهم، والعمالة المنزلية) ومزاياك وديونك وهدف ادخارك وحيّك وتعديلاتك على المصروفات لا تغادر هذا المتصفح أبدًا: ' +
    'تُحفظ في تخزينه المحلي حتى لا تضيع عند إعادة تحميل الصفحة، إلى أن تبدأ من جديد. ولا يُرسل حيّك إلا ضمن الموقع المرفق بملاحظات تختار أنت إرسالها.',
  resultRecord:
    'عندما تصل إلى النتائج بعد اختيار مدينة، يرسل متصفحك إلينا الحكم (ناجح أو حدّي أو راسب) والبلد والمدينة. ' +
    'لا تُرسل معه أي مبالغ ولا أي تفاصيل عن أسرتك ولا الحي. وإذا تركت المدينة على متوسط البلد، فلا يُرسل شيء.',
  pageViews:
    'عند تحميل صفحة، يرسل متصفحك إلينا مسارها وعنوان الصفحة التي أحالتك إليها. ' +
    `وعندما تغادر صفحة بعد أكثر من ${timeOnPageMinimumSeconds} ثوانٍ، يرسل المسار وعدد الثواني التي قضيتها عليها.`,
  feedback: 'لا تُرسل الملاحظات إلا إذا أرسلتها أنت: تقييمك بالنجوم، وتعليقك إن كتبت تعليقًا، وموقع حسابك نصًّا (الحي والمدينة والبلد).',
  serverSide:
    'يستنتج خادمنا بلدًا ومدينة تقريبيين من العنوان الذي يصل منه كل طلب؛ ولا يخزّن عنوان IP الخاص بك ولا سلسلة وكيل المستخدم (user agent) الخاصة بمتصفحك.',
};
