import type { boSynonyms as french } from '../synonyms';

/** Arabic strings of the administrator's search synonyms screen. */
export const boSynonyms: typeof french = {
  nav: 'المرادفات',
  title: 'مرادفات البحث',
  intro:
    'البحث الذي يحتوي على إحدى عبارات المجموعة يجد أيضًا منتجات العبارات الأخرى (machine à laver = lave-linge). تُطبَّق التغييرات فورًا.',
  search: 'البحث عن عبارة',
  empty: 'لا توجد مرادفات حاليًا.',
  noMatch: 'لا توجد مرادفات تطابق هذا البحث.',
  columns: { expressions: 'العبارات المتكافئة' },
  addTitle: 'مجموعة مرادفات جديدة',
  editTitle: 'تعديل مجموعة المرادفات',
  expressions: 'العبارات',
  expressionsHint: 'عبارة واحدة في كل سطر، من 2 إلى 10 (مثال: portable، téléphone).',
  deleteText: 'هل تريد حقًا حذف المجموعة « {{name}} »؟',
};
