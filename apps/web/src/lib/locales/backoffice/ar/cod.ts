import type { boCod as french } from '../cod';

/** Arabic strings of cash-on-delivery confirmation in the back-office order screens. */
export const boCod: typeof french = {
  confirmation: {
    title: 'التأكيد الهاتفي',
    confirmed: 'مؤكَّدة هاتفيًا',
    notConfirmed: 'غير مؤكَّدة',
    attempts: '{{count}} محاولة (محاولات)',
    none: 'لم يُسجَّل أي اتصال.',
    hint: 'اتصل بالزبون قبل التأكيد: يبقى تأكيد الطلبية ممكنًا دون تأكيد هاتفي.',
    resultLabel: 'نتيجة الاتصال',
    notePlaceholder: 'مثال: إعادة الاتصال بعد الساعة 18',
    submit: 'تسجيل الاتصال',
    refusalWarning: 'الرفض يلغي الطلبية: يُعاد المخزون والقسيمة.',
    success: 'تم تسجيل الاتصال',
    listLabel: 'اتصالات التأكيد',
    columns: { result: 'النتيجة', who: 'بواسطة' },
  },
  failure: {
    action: 'فشل التوصيل',
    title: 'فشل توصيل الطلبية \u2066#{{ref}}\u2069',
    motifLabel: 'السبب',
    noteRequired: 'وضّح السبب في الملاحظة.',
    warning: 'ستُلغى الطلبية ويُعاد المخزون والقسيمة. هذا الإجراء نهائي.',
    confirm: 'تأكيد الفشل',
    success: 'تم تسجيل فشل التوصيل',
    recorded: 'فشل التوصيل: {{motif}}',
  },
  record: {
    title: 'سجل الزبون',
    summary: 'سجل الزبون: {{livrees}} مُسلَّمة، {{refusees}} مرفوضة، {{injoignables}} تعذّر الاتصال',
    orders: '{{count}} طلبية على كامل المنصة',
    lastRefusals: 'آخر حالات الرفض: {{dates}}',
    clean: 'لا طرود مرفوضة ولا حالات تعذّر الاتصال.',
    privacy: 'جميع المتاجر مجتمعة؛ لا تُعرض أسماء المتاجر الأخرى ولا طلبياتها.',
    badge: '{{count}} فشل',
    badgeLabel: 'لهذا الزبون {{count}} حالة فشل توصيل على المنصة',
  },
};
