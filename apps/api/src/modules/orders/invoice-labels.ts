import type { Language } from '@souk/domain/languages';
import { CONTACT_LABELS, type ContactLabels } from '../../lib/pdf-documents';

/**
 * The words of the order invoice in the three languages (the client's language, decision 0039).
 * The domain's words (order states, payment types, delivery modes, amounts) come from
 * `@souk/domain/languages`; these are the invoice's own.
 */

export interface InvoiceLabels extends ContactLabels {
  /** BCP 47 locale of the dates. */
  locale: string;
  title: string;
  number: (ref: string) => string;
  date: (day: string) => string;
  orderedAt: (day: string, time: string) => string;
  billedTo: string;
  order: string;
  delivery: (address: string) => string;
  state: (value: string) => string;
  payment: (value: string) => string;
  method: (value: string) => string;
  shipping: (value: string) => string;
  coupon: (code: string) => string;
  columns: { product: string; price: string; quantity: string; discount: string; total: string };
  option: (option: string, value: string) => string;
  summary: { total: string; promotion: string; coupon: (code: string) => string; fee: string; toPay: string };
  free: string;
  thanks: string;
  footer: (seller: string, ref: string) => string;
  page: (page: number, pages: number) => string;
  subject: (ref: string) => string;
}

// Isolates keep a reference or a number whole inside a sentence of the other direction.
const ltr = (text: string) => `\u2066${text}\u2069`;

export const INVOICE_LABELS: Record<Language, InvoiceLabels> = {
  fr: {
    ...CONTACT_LABELS.fr,
    locale: 'fr-FR',
    title: 'FACTURE',
    number: (ref) => `N° ${ref}`,
    date: (day) => `Date : ${day}`,
    orderedAt: (day, time) => `Commande du ${day} à ${time}`,
    billedTo: 'Facturé à',
    order: 'Commande',
    delivery: (v) => `Livraison : ${v}`,
    state: (v) => `État : ${v}`,
    payment: (v) => `Paiement : ${v}`,
    method: (v) => `Méthode : ${v}`,
    shipping: (v) => `Expédition : ${v}`,
    coupon: (v) => `Coupon : ${v}`,
    columns: {
      product: 'Produit',
      price: 'Prix unitaire',
      quantity: 'Qté',
      discount: 'Remise',
      total: 'Total',
    },
    option: (option, value) => `${option} : ${value}`,
    summary: {
      total: 'Total articles',
      promotion: 'Remise promotion',
      coupon: (code) => `Coupon (${code})`,
      fee: 'Frais de livraison',
      toPay: 'Total à payer',
    },
    free: 'Gratuite',
    thanks: 'Merci pour votre confiance.',
    footer: (seller, ref) => `${seller} — Facture ${ref}`,
    page: (page, pages) => `Page ${page} / ${pages}`,
    subject: (ref) => `Commande #${ref}`,
  },
  ar: {
    ...CONTACT_LABELS.ar,
    locale: 'ar-DZ',
    title: 'فاتورة',
    number: (ref) => `رقم ${ltr(ref)}`,
    date: (day) => `التاريخ: ${ltr(day)}`,
    orderedAt: (day, time) => `طلبية بتاريخ ${ltr(day)} على الساعة ${ltr(time)}`,
    billedTo: 'الفاتورة باسم',
    order: 'الطلبية',
    delivery: (v) => `التوصيل: ${v}`,
    state: (v) => `الحالة: ${v}`,
    payment: (v) => `الدفع: ${v}`,
    method: (v) => `طريقة الدفع: ${v}`,
    shipping: (v) => `الشحن: ${v}`,
    coupon: (v) => `القسيمة: ${ltr(v)}`,
    columns: {
      product: 'المنتج',
      price: 'سعر الوحدة',
      quantity: 'الكمية',
      discount: 'التخفيض',
      total: 'المجموع',
    },
    option: (option, value) => `${option}: ${value}`,
    summary: {
      total: 'مجموع المنتجات',
      promotion: 'خصم التخفيض',
      coupon: (code) => `خصم القسيمة (${ltr(code)})`,
      fee: 'مصاريف التوصيل',
      toPay: 'المجموع المستحق',
    },
    free: 'مجانية',
    thanks: 'شكرًا على ثقتكم.',
    footer: (seller, ref) => `${seller} — فاتورة ${ltr(ref)}`,
    page: (page, pages) => `صفحة ${page} / ${pages}`,
    subject: (ref) => `الطلبية #${ref}`,
  },
  en: {
    ...CONTACT_LABELS.en,
    locale: 'en-GB',
    title: 'INVOICE',
    number: (ref) => `No. ${ref}`,
    date: (day) => `Date: ${day}`,
    orderedAt: (day, time) => `Order of ${day} at ${time}`,
    billedTo: 'Billed to',
    order: 'Order',
    delivery: (v) => `Delivery: ${v}`,
    state: (v) => `Status: ${v}`,
    payment: (v) => `Payment: ${v}`,
    method: (v) => `Method: ${v}`,
    shipping: (v) => `Shipping: ${v}`,
    coupon: (v) => `Coupon: ${v}`,
    columns: {
      product: 'Product',
      price: 'Unit price',
      quantity: 'Qty',
      discount: 'Discount',
      total: 'Total',
    },
    option: (option, value) => `${option}: ${value}`,
    summary: {
      total: 'Items total',
      promotion: 'Promotion discount',
      coupon: (code) => `Coupon (${code})`,
      fee: 'Delivery fee',
      toPay: 'Total to pay',
    },
    free: 'Free',
    thanks: 'Thank you for your trust.',
    footer: (seller, ref) => `${seller} — Invoice ${ref}`,
    page: (page, pages) => `Page ${page} / ${pages}`,
    subject: (ref) => `Order #${ref}`,
  },
};
