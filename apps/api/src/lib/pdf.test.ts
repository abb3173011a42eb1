import { describe, expect, it } from 'vitest';
import { pdfPages, visual } from '../../test/pdf-text';
import { isolate, PdfLayout, visualRuns } from './pdf';

describe('visualRuns', () => {
  it('keeps a French line as one Latin run', () => {
    expect(visualRuns('Total à payer : 12\u202f000,00 DZD', 'ltr')).toEqual([
      // ICU's narrow no-break space (absent from the fonts) becomes U+00A0.
      { text: 'Total à payer : 12\u00a0000,00 DZD', script: 'latin', rtl: false },
    ]);
  });

  it('puts an Arabic name inside a French line in the Arabic font, words in visual order', () => {
    const runs = visualRuns('Client : أمينة بن علي (Oran)', 'ltr');
    expect(runs.map((r) => r.script)).toEqual([
      'latin',
      'arabic',
      'arabic',
      'arabic',
      'arabic',
      'arabic',
      'latin',
    ]);
    // Left to right: the last word of the name first; each Arabic word handed to fontkit in logical order.
    expect(runs.map((r) => r.text)).toEqual(['Client : ', 'علي', ' ', 'بن', ' ', 'أمينة', ' (Oran)']);
  });

  it('lays an Arabic line out right to left, a French product name kept left to right', () => {
    const runs = visualRuns('المنتج: Théière en cuivre (2)', 'rtl');
    // Visual order: the Latin name (and its bracketed number) at the left, the Arabic label at the right.
    expect(runs.map((r) => r.text).join('')).toBe('Théière en cuivre (2) :المنتج');
    expect(runs.at(-1)).toEqual({ text: 'المنتج', script: 'arabic', rtl: true });
  });

  it('mirrors the brackets of a right-to-left part', () => {
    const runs = visualRuns('المنتج (كبير)', 'rtl');
    expect(runs.map((r) => r.text)).toEqual(['(', 'كبير', ') ', 'المنتج']);
  });

  it('keeps an isolated Latin name whole in a right-to-left line', () => {
    expect(
      visualRuns('15 iPhone', 'rtl')
        .map((r) => r.text)
        .join(''),
    ).toBe('iPhone 15');
    expect(
      visualRuns(isolate('15 iPhone'), 'rtl')
        .map((r) => r.text)
        .join(''),
    ).toBe('15 iPhone');
    expect(
      visualRuns(isolate('iPhone 15'), 'rtl')
        .map((r) => r.text)
        .join(''),
    ).toBe('iPhone 15');
    expect(
      visualRuns(`المنتج: ${isolate('15 iPhone')}`, 'rtl')
        .map((r) => r.text)
        .join(''),
    ).toBe('15 iPhone :المنتج');
  });

  it('drops direction marks and isolates once they ordered the line', () => {
    const runs = visualRuns('رقم \u20667KQ2-M9XD\u2069', 'rtl');
    expect(runs.map((r) => r.text).join('')).toBe('7KQ2-M9XD رقم');
  });
});

describe('PdfLayout', () => {
  const build = async (direction: 'ltr' | 'rtl') => {
    const pdf = new PdfLayout({
      direction,
      compress: false,
      info: { title: 'Relevé', creationDate: new Date(0) },
    });
    pdf.line('Début', pdf.y);
    pdf.line('Fin', pdf.y, { align: 'end' });
    pdf.y += 20;
    pdf.table(
      [
        { title: 'Article', width: 300 },
        { title: 'Montant', width: pdf.contentWidth - 300, align: 'end' },
      ],
      Array.from({ length: 60 }, (_, i) => [isolate(`Ligne ${i + 1}`), isolate(`${i + 1},00 DZD`)]),
    );
    return pdf.toBuffer((page, pages) => ({ start: 'Souk', end: `Page ${page} / ${pages}` }));
  };

  it('writes a PDF with the Noto fonts embedded', async () => {
    const buffer = await build('ltr');
    expect(buffer.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(buffer.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);
    expect(pdfPages(buffer)[0].fonts).toContain('NotoSans-Regular');
    expect(buffer.toString('latin1')).toContain('/FontFile2');
  });

  it('breaks a long table over pages, repeating its header, and numbers the pages in the footer', async () => {
    const pages = pdfPages(await build('ltr'));
    expect(pages.length).toBe(2);
    for (const [i, page] of pages.entries()) {
      expect(page.lines).toContain('ArticleMontant');
      expect(page.lines.at(-1)).toBe(`SoukPage ${i + 1} / 2`);
    }
    const all = pages.flatMap((p) => p.lines);
    expect(all).toContain('Ligne 11,00 DZD');
    expect(all).toContain('Ligne 6060,00 DZD');
  });

  it('mirrors start and end, and the table columns, in a right-to-left document', async () => {
    const [ltr] = pdfPages(await build('ltr'));
    const [rtl] = pdfPages(await build('rtl'));
    expect(ltr.lines[0]).toBe('DébutFin');
    expect(rtl.lines[0]).toBe('FinDébut');
    expect(rtl.lines).toContain('MontantArticle');
    expect(rtl.lines).toContain('1,00 DZDLigne 1');
  });

  it('draws Arabic in the Arabic font, shaped, on the same page as Latin text', async () => {
    const pdf = new PdfLayout({ compress: false });
    pdf.line('Client : علي', pdf.y);
    const buffer = await pdf.toBuffer();
    const [page] = pdfPages(buffer);
    expect(page.fonts).toEqual(expect.arrayContaining(['NotoSans-Regular', 'NotoSansArabic-Regular']));
    expect(page.lines[0]).toBe(`Client : ${visual('علي')}`);
  });
});
