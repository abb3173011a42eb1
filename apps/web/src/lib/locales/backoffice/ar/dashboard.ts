import type { boDashboard as french } from '../dashboard';

/** Arabic strings of the back-office dashboard screens (admin and partner areas). */
export const boDashboard: typeof french = {
  filter: {
    label: 'التصفية حسب التاريخ',
    debut: 'البداية',
    fin: 'النهاية',
    submit: 'تصفية',
    reversed: 'يجب أن يكون تاريخ النهاية مساويًا لتاريخ البداية أو بعده.',
    allDates: 'من دون التاريخين، تشمل الأرقام كامل الفترة.',
  },
  counters: {
    articles: 'المنتجات',
    categories: 'الأصناف',
    commandes: 'الطلبيات',
    revenue: 'الإيرادات',
    loading: 'جارٍ التحميل…',
    error: 'غير متاح.',
  },
  store: {
    photoAlt: 'صورة المتجر {{name}}',
    articles: 'المنتجات',
    revenue: 'الإيرادات',
    edit: 'تعديل الملف',
  },
  info: {
    fullName: 'الاسم الكامل',
    none: '—',
  },
  charts: {
    revenueTitle: 'الإيرادات',
    byDay: 'يوميًا',
    byMonth: 'شهريًا',
    byYear: 'سنويًا',
    revenueEmpty: 'لا توجد إيرادات في هذه الفترة.',
    revenueSummary: 'الإيرادات: {{total}} إجمالًا، وأعلاها {{max}} ({{label}}).',
    revenueTable: 'الإيرادات حسب الفترة',
    period: 'الفترة',
    amount: 'الإيراد',
    etatsTitle: 'الطلبيات حسب الحالة',
    etatsEmpty: 'لا توجد طلبيات في هذه الفترة.',
    count: 'الطلبيات',
    topTitle: 'أفضل المتاجر',
    topEmpty: 'لا توجد مبيعات للمتاجر في هذه الفترة.',
    store: 'المتجر',
    orders: 'الطلبيات المدفوعة',
  },
  latest: {
    title: 'آخر الطلبيات',
    seeAll: 'عرض كل الطلبيات',
    empty: 'لا توجد طلبيات حاليًا.',
  },
  storeEdit: {
    title: 'تعديل الملف',
    passwordHint: 'اتركها فارغة للإبقاء على كلمة المرور الحالية.',
    currentPasswordHint: 'مطلوبة لتغيير كلمة المرور.',
    photoHint: 'JPEG أو PNG أو WebP أو GIF. اتركها فارغة للإبقاء على الصورة الحالية.',
    photoUnreadable: 'تعذّرت قراءة هذه الصورة.',
    fields: {
      photo: 'الصورة',
      photoMagasin: 'صورة المتجر',
      wilayaPrompt: 'اختر ولاية',
    },
  },
};
