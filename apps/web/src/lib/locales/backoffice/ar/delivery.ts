import type { boDelivery as french } from '../delivery';

/** Arabic strings of the back-office side of delivery: the admin's fee grid and settings, the store edit form. */
export const boDelivery: typeof french = {
  storeEdit: {
    registreCommerce: 'السجل التجاري (RC)',
    rcPlaceholder: 'مثال: 16/00-1234567B21',
    legalHint: 'يُعرض في صفحة المتجر وعلى الفواتير (القانون 18-05).',
    nif: 'رقم التعريف الجبائي (NIF)',
    nifPlaceholder: '15 أو 20 رقمًا',
    nifHint: 'يُعرض في صفحة المتجر وعلى الفواتير.',
  },
  admin: {
    nav: 'التوصيل',
    title: 'التوصيل',
    invalid: 'بعض الحقول غير صالحة: صحّح القيم المُشار إليها.',
    settings: {
      title: 'إعدادات التوصيل',
      seuil: 'التوصيل مجاني ابتداءً من (دج)',
      seuilHint: 'منتجات طلبية البائع، بعد التخفيضات والقسيمة. فارغ: غير مجاني أبدًا.',
      origine: 'ولاية الشحن الخاصة بالمنصة',
      origineHint: 'الولاية التي تنطلق منها طلبيات منتجات المنصة.',
      neverFree: 'من دون حدّ، تدفع كل طلبية مصاريف توصيلها.',
      freeRule: 'كل طلبية بائع تبلغ منتجاتها هذا المبلغ تُوصَّل مجانًا؛ 0: مجانية دائمًا.',
      save: 'حفظ الإعدادات',
    },
    grid: {
      title: 'جدول مصاريف التوصيل',
      text: 'المصاريف حسب ولاية الوجهة، بالدينار الجزائري. يُطبَّق جدول المنصة على كل البائعين؛ ويمكن للمتجر الذي يشحن من مكان آخر أن تكون له مصاريفه الخاصة التي تحلّ محل مصاريف المنصة في طلبياته.',
      scope: 'الجدول المعروض',
      platform: 'المنصة (كل البائعين)',
      storeOption: 'المتجر: {{name}}',
      searchStore: 'البحث عن متجر',
      found: 'المتاجر التي عُثر عليها',
      noStore: 'لا يوجد متجر مطابق.',
      storeResult: '{{name}} ({{wilaya}})',
      storeHint:
        'مصاريف خاصة بـ {{name}} الذي يشحن من {{wilaya}}. اترك الخانتين فارغتين لتطبيق مصاريف المنصة.',
      filter: 'تصفية الولايات',
      tableLabel: 'مصاريف التوصيل حسب الولاية',
      columns: {
        domicile: 'إلى المنزل (دج)',
        stopDesk: 'مكتب التوصيل (دج)',
        platform: 'المنصة',
      },
      cellDomicile: 'إلى المنزل — {{wilaya}}',
      cellStopDesk: 'مكتب التوصيل — {{wilaya}}',
      platformValue: '{{domicile}} / {{stop}}',
      noPlatform: 'غير محدَّد',
      noMatch: 'لا توجد ولاية مطابقة.',
      unchanged: 'لا توجد تعديلات.',
      changed: 'الولايات المعدَّلة: {{count}}',
      nothing: 'لا توجد تعديلات للحفظ.',
      save: 'حفظ الجدول',
    },
  },
};
