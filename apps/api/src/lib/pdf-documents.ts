import type { Language } from '@souk/domain/languages';
import type { ShopReply } from '@souk/domain/replies/shops';
import { isolate, type PdfLayout } from './pdf';

/**
 * What the documents the API hands out share beyond the layout kit (decision 0039): the seller block
 * (name, address and contact, and its legal identity, law 18-05) in the document's language, and the
 * header that puts it at the start edge with the document's title and identity at the end edge.
 * Order invoices and seller statements draw their first lines with it.
 */

/** A party of a document (the seller): its name and its lines, already in the document's language. */
export interface DocumentParty {
  name: string;
  lines: string[];
}

/** The contact and legal words of a party's lines. */
export interface ContactLabels {
  phone: (value: string) => string;
  email: (value: string) => string;
  rc: (value: string) => string;
  nif: (value: string) => string;
}

// Isolates keep a number or an address whole inside a sentence of the other direction.
const ltr = (text: string) => `\u2066${text}\u2069`;

export const CONTACT_LABELS: Record<Language, ContactLabels> = {
  fr: {
    phone: (v) => `Tél. : ${v}`,
    email: (v) => `Email : ${v}`,
    rc: (v) => `RC : ${v}`,
    nif: (v) => `NIF : ${v}`,
  },
  ar: {
    phone: (v) => `الهاتف: ${ltr(v)}`,
    email: (v) => `البريد الإلكتروني: ${ltr(v)}`,
    rc: (v) => `السجل التجاري: ${ltr(v)}`,
    nif: (v) => `رقم التعريف الجبائي: ${ltr(v)}`,
  },
  en: {
    phone: (v) => `Phone: ${v}`,
    email: (v) => `Email: ${v}`,
    rc: (v) => `Trade register: ${v}`,
    nif: (v) => `Tax ID (NIF): ${v}`,
  },
};

export type StoreIdentity = Pick<
  ShopReply,
  | 'designation_magasin'
  | 'adresse_magasin'
  | 'wilaya_magasin'
  | 'telephone'
  | 'email'
  | 'registre_commerce'
  | 'nif'
>;

/** A store as the seller of a document: its place, phone, e-mail, commercial register number and tax id. */
export function storeParty(store: StoreIdentity, language: Language): DocumentParty {
  const labels = CONTACT_LABELS[language];
  const place = [store.adresse_magasin, store.wilaya_magasin].filter(Boolean).join(', ');
  return {
    name: store.designation_magasin,
    lines: [
      place,
      store.telephone ? labels.phone(store.telephone) : '',
      labels.email(store.email),
      // Law 18-05: the seller's commercial register number and tax id.
      store.registre_commerce ? labels.rc(store.registre_commerce) : '',
      store.nif ? labels.nif(store.nif) : '',
    ].filter(Boolean),
  };
}

const GRAY = '#595959';

/**
 * The first lines of a document: the seller's name and lines at the start edge, the title and the
 * document's identity lines (number, dates, period) at the end edge, then a rule; leaves the cursor
 * below it.
 */
export function documentHeader(
  pdf: PdfLayout,
  seller: DocumentParty,
  title: string,
  identity: string[],
): void {
  const half = pdf.contentWidth / 2;
  const gap = 20;
  let start = pdf.y;
  pdf.line(isolate(seller.name), start, { size: 16, weight: 'bold', width: half + 40 });
  pdf.line(title, start - 2, { size: 20, weight: 'bold', align: 'end' });
  start += 26;
  for (const text of seller.lines)
    start = pdf.paragraph(text, start, { size: 9, color: GRAY, width: half + 20 });
  let end = pdf.y + 30;
  for (const text of identity) {
    end = pdf.paragraph(text, end, { size: 10, align: 'end', start: half + gap, lineHeight: 14 });
  }
  pdf.y = Math.max(start, end) + 10;
  pdf.rule(pdf.y);
  pdf.y += 14;
}

/** One line of a totals box: its label, its value, and whether it is the total (bold, on a band). */
export type SummaryLine = [label: string, value: string, strong: boolean];

/** The totals of a document (an invoice's amounts, a statement's balances), in a box at the end edge. */
export function summaryBox(pdf: PdfLayout, lines: SummaryLine[]): void {
  pdf.ensureSpace(lines.length * 18 + 10);
  pdf.y += 8;
  const box = 250;
  const boxStart = pdf.contentWidth - box;
  for (const [label, value, strong] of lines) {
    if (strong) pdf.band(boxStart, pdf.y - 5, box, 20);
    const style = { size: 10, weight: strong ? ('bold' as const) : ('regular' as const) };
    pdf.line(label, pdf.y, { ...style, start: boxStart + 8, width: box - 16 });
    pdf.line(value, pdf.y, { ...style, start: boxStart + 8, width: box - 16, align: 'end' });
    pdf.y += 18;
  }
}
