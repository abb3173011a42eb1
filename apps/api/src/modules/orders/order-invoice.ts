import { formatAlgiers } from '@souk/domain/algiers-time';
import { MODE_LIVRAISON_LABELS } from '@souk/domain/delivery';
import { formatDzd } from '@souk/domain/money';
import { ETAT_LABELS } from '@souk/domain/order-states';
import { paidLabel, paymentLabel } from '@souk/domain/payments';
import { A4, PdfDocument, type PdfPage, wrapText } from '../../lib/pdf';
import type { BackofficeOrderDetail } from './backoffice-orders.schemas';

/**
 * The invoice of one order as a PDF (A4): seller block (with its RC and NIF, law 18-05) and client
 * block, the lines at the price and promotion of the day, the summary the screens show (total
 * articles, promotion, coupon, delivery fee, total to pay), and the payment and delivery modes. Amounts come from the order as the server computed it.
 */

export interface InvoiceSeller {
  name: string;
  lines: string[];
}

const M = 48;
const RIGHT = A4.width - M;
const BOTTOM = 70;
const GRAY = 0.35;

const COLUMNS = {
  product: M + 6,
  productWidth: 230,
  prix: 380,
  quantite: 420,
  remise: 468,
  total: RIGHT - 6,
} as const;

export const invoiceDate = (date: Date) => formatAlgiers(date, 'date');
const invoiceDateTime = (date: Date) => `${formatAlgiers(date, 'date')} à ${formatAlgiers(date, 'time')}`;

export function invoiceFileName(ref: string): string {
  return `facture-${ref.replaceAll(/[^A-Za-z0-9-]/g, '')}.pdf`;
}

function tableHeader(page: PdfPage, y: number): number {
  page.rect(M, y - 6, RIGHT - M, 20, { fillGray: 0.92 });
  const bold = { font: 'bold' as const, size: 9 };
  page.text(COLUMNS.product, y, 'Produit', bold);
  page.text(COLUMNS.prix, y, 'Prix unitaire', { ...bold, align: 'right' });
  page.text(COLUMNS.quantite, y, 'Qté', { ...bold, align: 'right' });
  page.text(COLUMNS.remise, y, 'Remise', { ...bold, align: 'right' });
  page.text(COLUMNS.total, y, 'Total', { ...bold, align: 'right' });
  return y - 24;
}

function variantOf(line: BackofficeOrderDetail['stock_articles'][number]): string {
  return line.stock_article.sous_options
    .map((so) => (so.option ? `${so.option} : ${so.designation}` : so.designation))
    .join(', ');
}

export function renderInvoicePdf(
  order: BackofficeOrderDetail,
  seller: InvoiceSeller,
  now = new Date(),
): Buffer {
  const doc = new PdfDocument({
    title: `Facture ${order.ref}`,
    author: seller.name,
    subject: `Commande #${order.ref}`,
    creationDate: now,
  });
  let page = doc.addPage();
  let y = A4.height - M - 10;

  // Seller (left) and the invoice's identity (right).
  page.text(M, y, seller.name, { size: 16, font: 'bold' });
  page.text(RIGHT, y, 'FACTURE', { size: 20, font: 'bold', align: 'right' });
  let left = y - 18;
  for (const text of seller.lines) {
    for (const l of wrapText(text, 260, 9)) {
      page.text(M, left, l, { size: 9, gray: GRAY });
      left -= 12;
    }
  }
  let right = y - 20;
  for (const text of [
    `N° ${order.ref}`,
    `Date : ${invoiceDate(now)}`,
    `Commande du ${invoiceDateTime(new Date(order.created_at))}`,
  ]) {
    page.text(RIGHT, right, text, { size: 10, align: 'right' });
    right -= 14;
  }
  y = Math.min(left, right) - 18;
  page.line(M, y, RIGHT, y, { gray: 0.8 });
  y -= 22;

  // Client (left) and order state and payment (right).
  page.text(M, y, 'Facturé à', { size: 10, font: 'bold' });
  page.text(330, y, 'Commande', { size: 10, font: 'bold' });
  left = y - 16;
  const client = order.client;
  const clientLines = client
    ? [
        `${client.prenom} ${client.nom}`,
        client.telephone ? `Tél. : ${client.telephone}` : '',
        `Email : ${client.email}`,
      ]
    : [];
  for (const text of [...clientLines, `Livraison : ${order.adresse}`].filter(Boolean)) {
    for (const l of wrapText(text, 260, 9.5)) {
      page.text(M, left, l, { size: 9.5 });
      left -= 13;
    }
  }
  right = y - 16;
  const orderLines = [
    `État : ${ETAT_LABELS[order.etat]}`,
    `Paiement : ${paidLabel(order.etat, order.type_paiement)}`,
    `Méthode : ${paymentLabel(order.type_paiement)}`,
    `Expédition : ${[MODE_LIVRAISON_LABELS[order.mode_livraison], order.wilaya_livraison].filter(Boolean).join(' — ')}`,
    ...(order.coupon ? [`Coupon : ${order.coupon.code}`] : []),
  ];
  for (const text of orderLines) {
    for (const l of wrapText(text, RIGHT - 330, 9.5)) {
      page.text(330, right, l, { size: 9.5 });
      right -= 13;
    }
  }
  y = Math.min(left, right) - 20;

  // Lines, the header repeated on every page.
  y = tableHeader(page, y);
  for (const line of order.stock_articles) {
    const designation = wrapText(line.article.designation, COLUMNS.productWidth, 9.5);
    const variant = variantOf(line);
    const variantLines = variant ? wrapText(variant, COLUMNS.productWidth, 8) : [];
    const height = designation.length * 12 + variantLines.length * 10 + 8;
    if (y - height < BOTTOM) {
      page = doc.addPage();
      y = tableHeader(page, A4.height - M - 10);
    }
    let ly = y;
    for (const l of designation) {
      page.text(COLUMNS.product, ly, l, { size: 9.5 });
      ly -= 12;
    }
    for (const l of variantLines) {
      page.text(COLUMNS.product, ly + 1, l, { size: 8, gray: GRAY });
      ly -= 10;
    }
    page.text(COLUMNS.prix, y, formatDzd(line.prix), { size: 9.5, align: 'right' });
    page.text(COLUMNS.quantite, y, String(line.quantite), { size: 9.5, align: 'right' });
    page.text(COLUMNS.remise, y, line.pourcentage > 0 ? `-${line.pourcentage} %` : '—', {
      size: 9.5,
      align: 'right',
    });
    page.text(COLUMNS.total, y, formatDzd(line.prix_promotion * line.quantite), {
      size: 9.5,
      align: 'right',
      font: 'bold',
    });
    y -= height;
    page.line(M, y + 10, RIGHT, y + 10, { gray: 0.85 });
  }

  // Summary.
  const summary: [string, string, boolean][] = [
    ['Total articles', formatDzd(order.total), false],
    ['Remise promotion', `- ${formatDzd(order.remise_promotion)}`, false],
    ...(order.coupon
      ? ([[`Coupon (${order.coupon.code})`, `- ${formatDzd(order.remise_coupon)}`, false]] as [
          string,
          string,
          boolean,
        ][])
      : []),
    ['Frais de livraison', order.frais_livraison > 0 ? formatDzd(order.frais_livraison) : 'Gratuite', false],
    ['Total à payer', formatDzd(order.montant_a_payer), true],
  ];
  if (y - summary.length * 16 - 10 < BOTTOM) {
    page = doc.addPage();
    y = A4.height - M - 10;
  }
  y -= 8;
  for (const [label, value, strong] of summary) {
    if (strong) {
      page.rect(RIGHT - 230, y - 6, 230, 20, { fillGray: 0.92 });
    }
    const font = strong ? ('bold' as const) : ('regular' as const);
    page.text(RIGHT - 222, y, label, { size: 10, font });
    page.text(COLUMNS.total, y, value, { size: 10, font, align: 'right' });
    y -= 18;
  }

  // Footer on every page.
  const pages = doc.pageCount;
  doc.forEachPage((p, i) => {
    p.line(M, 50, RIGHT, 50, { gray: 0.85 });
    p.text(M, 36, `${seller.name} — Facture ${order.ref}`, { size: 8, gray: GRAY });
    p.text(A4.width / 2, 22, 'Merci pour votre confiance.', { size: 8, gray: GRAY, align: 'center' });
    p.text(RIGHT, 36, `Page ${i + 1} / ${pages}`, { size: 8, gray: GRAY, align: 'right' });
  });
  return doc.toBuffer();
}
