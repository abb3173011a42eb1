import { formatAlgiers } from '@souk/domain/algiers-time';
import {
  directionOf,
  etatLabelIn,
  formatDzdIn,
  type Language,
  modeLivraisonLabelIn,
  paidLabelIn,
  paymentLabelIn,
} from '@souk/domain/languages';
import type { BackofficeOrderDetail } from '@souk/domain/replies/orders';
import { isolate, PdfLayout, type TableCell } from '../../lib/pdf';
import { type DocumentParty, documentHeader, type SummaryLine, summaryBox } from '../../lib/pdf-documents';
import { INVOICE_LABELS, type InvoiceLabels } from './invoice-labels';

/**
 * The invoice of one order as a PDF (A4), in the client's language (Arabic laid out right to left):
 * seller block (with its RC and NIF, law 18-05) and client block, the lines at the price and
 * promotion of the day, the summary the screens show (total articles, promotion, coupon, delivery
 * fee, total to pay), and the payment and delivery modes. Amounts come from the order as the server
 * computed it. Drawn with the layout kit of lib/pdf.ts (decision 0039).
 */

/** The seller block: its name and its contact and legal details (already in the invoice's language). */
export type InvoiceSeller = DocumentParty;

export interface InvoiceOptions {
  language?: Language;
  now?: Date;
  /** pdfkit stream compression (tests read the content streams uncompressed). */
  compress?: boolean;
}

const GRAY = '#595959';

/** Dates as the rest of the back-office prints them: Algiers' day and time, in Latin digits. */
function formatters(_labels: InvoiceLabels) {
  return { day: (d: Date) => formatAlgiers(d, 'date'), time: (d: Date) => formatAlgiers(d, 'time') };
}

export function invoiceFileName(ref: string): string {
  return `facture-${ref.replaceAll(/[^A-Za-z0-9-]/g, '')}.pdf`;
}

function variantOf(line: BackofficeOrderDetail['stock_articles'][number], labels: InvoiceLabels): string {
  return line.stock_article.sous_options
    .map((so) => (so.option ? labels.option(so.option, so.designation) : so.designation))
    .join(', ');
}

export async function renderInvoicePdf(
  order: BackofficeOrderDetail,
  seller: InvoiceSeller,
  options: InvoiceOptions = {},
): Promise<Buffer> {
  const language = options.language ?? 'fr';
  const labels = INVOICE_LABELS[language];
  const now = options.now ?? new Date();
  const money = (amount: number) => formatDzdIn(amount, language);
  const dates = formatters(labels);
  const pdf = new PdfLayout({
    direction: directionOf(language),
    lang: language,
    compress: options.compress,
    info: {
      title: `${labels.title} ${order.ref}`,
      author: seller.name,
      subject: labels.subject(order.ref),
      creationDate: now,
    },
  });
  const half = pdf.contentWidth / 2;
  const gap = 20;

  // Seller (start) and the invoice's identity (end).
  const created = new Date(order.created_at);
  documentHeader(pdf, seller, labels.title, [
    labels.number(order.ref),
    labels.date(dates.day(now)),
    labels.orderedAt(dates.day(created), dates.time(created)),
  ]);

  // Client (start) and the order's state, payment and delivery (end half).
  pdf.line(labels.billedTo, pdf.y, { size: 10, weight: 'bold', width: half });
  pdf.line(labels.order, pdf.y, { size: 10, weight: 'bold', start: half + gap });
  let start = pdf.y + 17;
  const client = order.client;
  const clientLines = client
    ? [
        isolate(`${client.prenom} ${client.nom}`),
        client.telephone ? labels.phone(isolate(client.telephone)) : '',
        labels.email(isolate(client.email)),
      ]
    : [];
  for (const text of [...clientLines, labels.delivery(isolate(order.adresse))].filter(Boolean)) {
    start = pdf.paragraph(text, start, { size: 9.5, width: half - gap, lineHeight: 13 });
  }
  let end = pdf.y + 17;
  const shipping = [modeLivraisonLabelIn(order.mode_livraison, language), order.wilaya_livraison]
    .filter(Boolean)
    .join(' — ');
  for (const text of [
    labels.state(etatLabelIn(order.etat, language)),
    labels.payment(paidLabelIn(order.etat, order.type_paiement, language)),
    labels.method(paymentLabelIn(order.type_paiement, language)),
    labels.shipping(shipping),
    ...(order.coupon ? [labels.coupon(order.coupon.code)] : []),
  ]) {
    end = pdf.paragraph(text, end, { size: 9.5, start: half + gap, lineHeight: 13 });
  }
  pdf.y = Math.max(start, end) + 14;

  // Lines (the header repeats on every page).
  const product = pdf.contentWidth - 90 - 50 - 65 - 95;
  const columns = [
    { title: labels.columns.product, width: product },
    { title: labels.columns.price, width: 90, align: 'end' as const },
    { title: labels.columns.quantity, width: 50, align: 'end' as const },
    { title: labels.columns.discount, width: 65, align: 'end' as const },
    { title: labels.columns.total, width: 95, align: 'end' as const },
  ];
  const rows: TableCell[][] = order.stock_articles.map((line) => {
    const variant = variantOf(line, labels);
    return [
      [
        { text: isolate(line.article.designation) },
        ...(variant ? [{ text: isolate(variant), style: { size: 8, color: GRAY } }] : []),
      ],
      money(line.prix),
      String(line.quantite),
      // Isolated: '-20 %' reads the same in a right-to-left row.
      line.pourcentage > 0 ? `\u2066-${line.pourcentage}\u00a0%\u2069` : '—',
      [{ text: money(line.prix_promotion * line.quantite), style: { weight: 'bold' } }],
    ];
  });
  pdf.table(columns, rows);

  // Summary, at the end edge.
  const summary: SummaryLine[] = [
    [labels.summary.total, money(order.total), false],
    [labels.summary.promotion, `- ${money(order.remise_promotion)}`, false],
    ...(order.coupon
      ? ([
          [labels.summary.coupon(order.coupon.code), `- ${money(order.remise_coupon)}`, false],
        ] as SummaryLine[])
      : []),
    [labels.summary.fee, order.frais_livraison > 0 ? money(order.frais_livraison) : labels.free, false],
    [labels.summary.toPay, money(order.montant_a_payer), true],
  ];
  summaryBox(pdf, summary);

  return pdf.toBuffer((page, pages) => ({
    start: labels.footer(isolate(seller.name), order.ref),
    end: labels.page(page, pages),
    center: labels.thanks,
  }));
}
