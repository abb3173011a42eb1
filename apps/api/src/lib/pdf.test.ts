import { describe, expect, it } from 'vitest';
import { encodeWinAnsi, PdfDocument, pdfString, textWidth, winAnsiByte, wrapText } from './pdf';

/** Reads back what a PDF reader relies on: header, cross-reference table, trailer, streams. */
function parse(buffer: Buffer) {
  const text = buffer.toString('latin1');
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
  const xref = text.slice(startxref);
  const header = /^xref\n0 (\d+)\n/.exec(xref);
  if (!header) throw new Error('no xref table at startxref');
  const size = Number(header[1]);
  const rows = xref.slice(header[0].length, header[0].length + size * 20);
  const entries = Array.from({ length: size }, (_, i) => rows.slice(i * 20, (i + 1) * 20));
  const trailer = /trailer\n<<(.*)>>/.exec(xref)?.[1] ?? '';
  return { text, startxref, size, entries, trailer };
}

describe('PdfDocument', () => {
  const build = () => {
    const doc = new PdfDocument({
      title: 'Facture 7KQ2-M9XD',
      creationDate: new Date('2024-05-01T10:00:00Z'),
    });
    const page = doc.addPage();
    page.text(50, 800, 'Facture n° 7KQ2-M9XD', { size: 18, font: 'bold' });
    page.text(50, 780, 'Théière (cuivre) à 3 500,00 DA — Livrée «vite»', { align: 'left' });
    page.text(545, 760, 'Total : 12 000,00 DA', { align: 'right', gray: 0.3 });
    page.line(50, 750, 545, 750);
    page.rect(50, 700, 495, 20, { fillGray: 0.9, strokeGray: 0.5 });
    doc.addPage().text(50, 800, 'Page 2');
    return doc.toBuffer();
  };

  it('writes a PDF 1.4 file with a binary comment and an end marker', () => {
    const pdf = build();
    expect(pdf.subarray(0, 9).toString('latin1')).toBe('%PDF-1.4\n');
    expect(pdf[10]).toBeGreaterThan(127);
    expect(pdf.toString('latin1').endsWith('%%EOF\n')).toBe(true);
  });

  it('has a cross-reference table whose offsets point at each object', () => {
    const pdf = build();
    const { text, size, entries, trailer } = parse(pdf);
    // catalog, pages, 2 fonts, info, 2 × (page + content), plus the free entry 0.
    expect(size).toBe(10);
    expect(entries[0]).toBe('0000000000 65535 f \n');
    for (let id = 1; id < size; id++) {
      const entry = entries[id];
      expect(entry).toMatch(/^\d{10} 00000 n \n$/);
      const offset = Number(entry.slice(0, 10));
      expect(text.slice(offset, offset + `${id} 0 obj`.length)).toBe(`${id} 0 obj`);
    }
    expect(trailer).toContain(`/Size ${size}`);
    expect(trailer).toContain('/Root 1 0 R');
    expect(trailer).toContain('/Info 5 0 R');
    expect(text).toContain('/Type /Pages /Kids [6 0 R 8 0 R] /Count 2');
  });

  it('gives each content stream its exact length', () => {
    const text = build().toString('latin1');
    const streams = [...text.matchAll(/<< \/Length (\d+) >>\nstream\n/g)];
    expect(streams).toHaveLength(2);
    for (const match of streams) {
      const start = (match.index ?? 0) + match[0].length;
      const length = Number(match[1]);
      expect(text.slice(start + length, start + length + '\nendstream'.length)).toBe('\nendstream');
    }
  });

  it('uses the standard Helvetica fonts with WinAnsi encoding, and keeps the text readable', () => {
    const text = build().toString('latin1');
    expect(text).toContain('/BaseFont /Helvetica /Encoding /WinAnsiEncoding');
    expect(text).toContain('/BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding');
    expect(text).toContain('/Title (Facture 7KQ2-M9XD)');
    expect(text).toContain('/CreationDate (D:20240501100000Z)');
    expect(text).toContain(
      '(Th\\351i\\350re \\(cuivre\\) \\340 3 500,00 DA \\227 Livr\\351e \\253vite\\273) Tj',
    );
    expect(text).toContain('/F2 18 Tf');
  });

  it('writes a blank page when none was added', () => {
    const { size } = parse(new PdfDocument().toBuffer());
    expect(size).toBe(8);
  });
});

describe('WinAnsi text', () => {
  it('maps French letters, the euro sign and the spaces Intl produces', () => {
    expect(winAnsiByte('é')).toBe(0xe9);
    expect(winAnsiByte('Ç')).toBe(0xc7);
    expect(winAnsiByte('œ')).toBe(0x9c);
    expect(winAnsiByte('€')).toBe(0x80);
    expect(winAnsiByte('’')).toBe(0x92);
    expect(winAnsiByte('\u202f')).toBe(0xa0);
    expect(winAnsiByte('ب')).toBe(0x3f);
    expect([...encodeWinAnsi('a\nb')]).toEqual([0x61, 0x20, 0x62]);
  });

  it('escapes what would end or break a literal string', () => {
    expect(pdfString('a(b)c\\d')).toBe('(a\\(b\\)c\\\\d)');
  });

  it('measures with the Helvetica metrics and wraps long text', () => {
    expect(textWidth('A', 10)).toBeCloseTo(6.67);
    expect(textWidth('é', 10)).toBe(textWidth('e', 10));
    expect(textWidth('m', 10, 'bold')).toBeGreaterThan(textWidth('m', 10));
    const lines = wrapText('Plateau en cuivre martelé fait main à Tlemcen', 80, 10);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(textWidth(line, 10)).toBeLessThanOrEqual(80);
    expect(lines.join(' ')).toBe('Plateau en cuivre martelé fait main à Tlemcen');
    expect(wrapText('x'.repeat(60), 50, 10).every((l) => textWidth(l, 10) <= 50)).toBe(true);
  });
});
