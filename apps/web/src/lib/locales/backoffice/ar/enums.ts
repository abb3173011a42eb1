import type { boEnums as french } from '../enums';

/** Arabic labels of the back-office's domain lists (see ../enums.ts). */
export const boEnums: typeof french = {
  articleValide: { nouveau: 'جديد', bloque: 'محظور', active: 'نشط' },
  resultatAppel: { confirmee: 'مؤكَّدة', injoignable: 'تعذّر الاتصال', refusee: 'مرفوضة' },
  motifEchec: {
    refusee: 'رفض الزبون الطرد',
    injoignable: 'تعذّر الاتصال بالزبون',
    adresse_introuvable: 'العنوان غير موجود',
    autre: 'سبب آخر',
  },
  typeEcriture: {
    vente: 'بيع',
    remboursement: 'استرداد',
    versement: 'تحويل',
    versement_annule: 'تحويل ملغى',
    reglement: 'تسوية',
    ajustement: 'تعديل',
  },
  etatVersement: { demandee: 'مطلوب', payee: 'مدفوع', refusee: 'مرفوض' },
  typeCompte: { ccp: 'CCP (بريد الجزائر)', rib: 'RIB (بنك)' },
  jobKind: {
    notifications: 'رسائل الطلب وبثه',
    'payout-mail': 'رسالة الدفعة',
    'password-reset': 'رسالة نسيان كلمة المرور',
    'card-refund': 'استرداد بالبطاقة',
    'order-expiry': 'إلغاء الطلبات غير المدفوعة',
    'media-sweep': 'تنظيف الصور',
    'card-refunds': 'استردادات البطاقة المعلقة',
    'jobs-ledger-prune': 'تنظيف سجل المهام',
  },
  jobSubject: {
    commande: 'الطلب {{ref}}',
    retour: 'الإرجاع رقم {{id}}',
    versement: 'الدفعة رقم {{id}}',
    compte: 'الحساب {{id}}',
    paiement: 'الدفع رقم {{id}}',
    tache: 'مهمة دورية',
  },
};
