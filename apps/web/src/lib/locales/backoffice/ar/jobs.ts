import type { boJobs as french } from '../jobs';

/** Arabic strings of the administrator's failed jobs screen. */
export const boJobs: typeof french = {
  nav: 'المهام الفاشلة',
  title: 'المهام الفاشلة',
  intro:
    'الإرسالات (رسائل البريد، البث المباشر، الاستردادات، عمليات التنظيف) التي فشلت في محاولتها الأخيرة. إعادة تشغيل المهمة تعيدها دون تكرار ما أنجزته من قبل؛ وحذفها يعني التخلي عنها.',
  empty: 'لا توجد مهام فاشلة.',
  columns: {
    kind: 'المهمة',
    subject: 'تخص',
    error: 'آخر خطأ',
    attempts: 'المحاولات',
    dates: 'التواريخ',
  },
  otherKind: 'المهمة « {{queue}} »',
  sentAt: 'أُنشئت في {{date}}',
  failedAt: 'فشلت في {{date}}',
  retry: 'إعادة التشغيل',
  retryOf: 'إعادة تشغيل المهمة « {{name}} »',
  deleteOf: 'حذف المهمة « {{name}} »',
  retryTitle: 'إعادة تشغيل هذه المهمة؟',
  retryText: 'ستُعاد المهمة « {{name}} »؛ ولن يتكرر ما أنجزته من قبل.',
  deleteText: 'سيتم التخلي عن المهمة « {{name}} »: ما لم تنجزه لن يُنجز أبدًا.',
  retried: 'أُعيد تشغيل المهمة.',
  deleted: 'حُذفت المهمة.',
};
