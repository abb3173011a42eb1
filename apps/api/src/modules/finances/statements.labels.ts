import type { TypeEcriture } from '@souk/domain/finance/entry-types';
import type { StatementLanguage } from '@souk/domain/finance/statement';

/**
 * The words of a seller's statement in the languages of its PDF (docs/product/payouts-and-statements.md: French or
 * Arabic). The amounts and dates come from `@souk/domain`; the seller's contact and legal words from
 * lib/pdf-documents.ts.
 */
export interface StatementLabels {
  title: string;
  period: (from: string, to: string) => string;
  issued: (day: string) => string;
  types: Record<TypeEcriture, string>;
  columns: { date: string; type: string; libelle: string; montant: string; solde: string };
  order: (ref: string) => string;
  opening: string;
  closing: string;
  credits: string;
  debits: string;
  empty: string;
  footer: (seller: string, from: string, to: string) => string;
  page: (page: number, pages: number) => string;
}

// Isolates keep a date or a reference whole inside a right-to-left sentence.
const ltr = (text: string) => `\u2066${text}\u2069`;

export const STATEMENT_LABELS: Record<StatementLanguage, StatementLabels> = {
  fr: {
    title: 'RELEVÉ DE COMPTE',
    period: (from, to) => `Période : du ${from} au ${to}`,
    issued: (day) => `Édité le ${day}`,
    types: {
      vente: 'Vente',
      remboursement: 'Remboursement',
      versement: 'Versement',
      versement_annule: 'Versement annulé',
      reglement: 'Règlement',
      ajustement: 'Ajustement',
    },
    columns: { date: 'Date', type: 'Type', libelle: 'Libellé', montant: 'Montant', solde: 'Solde' },
    order: (ref) => `Commande ${ref}`,
    opening: "Solde d'ouverture",
    closing: 'Solde de clôture',
    credits: 'Total des crédits',
    debits: 'Total des débits',
    empty: 'Aucune écriture sur la période.',
    footer: (seller, from, to) => `${seller} — Relevé du ${from} au ${to}`,
    page: (page, pages) => `Page ${page} / ${pages}`,
  },
  ar: {
    title: 'كشف الحساب',
    period: (from, to) => `الفترة: من ${ltr(from)} إلى ${ltr(to)}`,
    issued: (day) => `صدر بتاريخ ${ltr(day)}`,
    types: {
      vente: 'بيع',
      remboursement: 'استرداد',
      versement: 'تحويل',
      versement_annule: 'تحويل ملغى',
      reglement: 'تسوية',
      ajustement: 'تعديل',
    },
    columns: { date: 'التاريخ', type: 'النوع', libelle: 'البيان', montant: 'المبلغ', solde: 'الرصيد' },
    order: (ref) => `الطلبية ${ltr(ref)}`,
    opening: 'الرصيد الافتتاحي',
    closing: 'الرصيد الختامي',
    credits: 'مجموع الدائن',
    debits: 'مجموع المدين',
    empty: 'لا توجد قيود خلال هذه الفترة.',
    footer: (seller, from, to) => `${seller} — كشف من ${ltr(from)} إلى ${ltr(to)}`,
    page: (page, pages) => `صفحة ${page} / ${pages}`,
  },
};
