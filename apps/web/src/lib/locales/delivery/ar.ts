import type { delivery as french } from './fr';

/** Arabic strings of the delivery fees and of the stores' legal information. */
export const delivery: typeof french = {
  platformName: 'سوق',
  choice: {
    wilaya: 'ولاية التوصيل',
    mode: 'طريقة التوصيل',
  },
  fees: {
    offered: 'مجاني (هدية)',
    free: 'مجاني',
    computing: 'جارٍ الحساب…',
    unavailable: 'غير متاح',
  },
  cart: {
    feeRow: 'مصاريف التوصيل',
    chooseWilaya: 'اختر ولاية التوصيل لمعرفة المصاريف.',
    loadError: 'تعذّر حساب مصاريف التوصيل حاليًا.',
    perSeller: 'مصاريف التوصيل لكل بائع',
    sellerFee: '{{seller}}: {{fee}}',
    freeFrom: 'التوصيل مجاني ابتداءً من {{amount}} من المشتريات لكل بائع.',
    towardsFree: 'التوصيل المجاني لكل بائع',
    remaining: 'أضف {{amount}} من منتجات {{seller}} ليصبح التوصيل مجانيًا.',
  },
  checkout: {
    stepOne: 'الخطوة 1 من 2: التوصيل والدفع',
    stepTwo: 'الخطوة 2 من 2: راجع طلبيتك ثم أكّدها',
    fee: 'مصاريف التوصيل: {{fee}}',
  },
  recap: {
    title: 'ملخص طلبيتك',
    orders: 'الطلبيات حسب البائع',
    seller: 'يبيعه {{seller}}',
    line: '{{quantite}} × {{designation}}',
    orderTotal: 'مجموع الطلبية',
    feesLater: 'ستُحسب مصاريف التوصيل عند تأكيد الطلبية.',
    address: 'العنوان: {{adresse}}',
    wilaya: 'الولاية: {{wilaya}}',
    mode: 'طريقة التوصيل: {{mode}}',
    payment: 'الدفع: {{payment}}',
    acceptTerms: 'قرأت الشروط العامة للبيع وأوافق عليها',
    termsRequired: 'يرجى الموافقة على الشروط العامة للبيع لتقديم الطلبية.',
    showTerms: 'قراءة الشروط العامة',
    hideTerms: 'إخفاء الشروط العامة',
    termsPage: 'فتح الشروط في نافذة جديدة',
    noTerms: 'يمكن الاطلاع على الشروط العامة في صفحة «من نحن».',
    confirm: 'تأكيد الطلبية',
  },
  order: {
    shipping: '{{mode}} — {{wilaya}}',
  },
  home: {
    title: 'التوصيل إلى الولايات الـ{{count}}',
    feesText: 'مصاريف حسب الولاية، تُعرض قبل الطلب',
    freeFrom: 'توصيل مجاني ابتداءً من {{amount}}',
    freeFromText: 'من منتجات كل بائع؛ وما دون ذلك فالمصاريف حسب الولاية',
  },
  shop: {
    legal: 'المعلومات القانونية للمتجر',
    rc: 'السجل التجاري: {{value}}',
    nif: 'رقم التعريف الجبائي: {{value}}',
  },
};
