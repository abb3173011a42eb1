/**
 * A small PDF 1.4 writer for the documents the API hands out (order invoices): A4 pages, text in
 * the standard Helvetica fonts with WinAnsi encoding (French accents, €, guillemets), lines and
 * filled rectangles. No dependency: the standard fonts need no embedding, so a document is a few
 * plain objects, uncompressed content streams and an exact cross-reference table.
 */

export type FontName = 'regular' | 'bold';

/** Points; A4 portrait. */
export const A4 = { width: 595.28, height: 841.89 } as const;

// Helvetica and Helvetica-Bold advance widths (Adobe AFM, 1/1000 em) for the ASCII range 32–126.
const HELVETICA_ASCII = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556,
  556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278,
  500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469,
  556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500,
  278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];
const HELVETICA_BOLD_ASCII = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556,
  556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667, 611, 778, 722, 278,
  556, 722, 611, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584,
  556, 333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611, 611, 611, 389, 556,
  333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
];

/** Widths of the non-ASCII characters the documents use (same in both weights unless listed twice). */
const EXTRA_WIDTHS: Record<string, [number, number]> = {
  '€': [556, 556],
  '«': [556, 556],
  '»': [556, 556],
  '‘': [222, 278],
  '’': [222, 278],
  '“': [333, 500],
  '”': [333, 500],
  '–': [556, 556],
  '—': [1000, 1000],
  '•': [350, 350],
  '…': [1000, 1000],
  '°': [400, 400],
  '\u00a0': [278, 278],
  œ: [944, 944],
  Œ: [1000, 1000],
  æ: [889, 889],
  ß: [611, 611],
};

// Windows-1252 bytes 0x80–0x9F that are not Latin-1 code points.
const WIN_ANSI_EXTRA: Record<string, number> = {
  '€': 0x80,
  '‚': 0x82,
  ƒ: 0x83,
  '„': 0x84,
  '…': 0x85,
  '†': 0x86,
  '‡': 0x87,
  ˆ: 0x88,
  '‰': 0x89,
  Š: 0x8a,
  '‹': 0x8b,
  Œ: 0x8c,
  Ž: 0x8e,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '˜': 0x98,
  '™': 0x99,
  š: 0x9a,
  '›': 0x9b,
  œ: 0x9c,
  ž: 0x9e,
  Ÿ: 0x9f,
};

/**
 * A character's WinAnsi byte. Spaces that Intl's French formatting produces (narrow and thin
 * no-break spaces) become the no-break space; what WinAnsi cannot show becomes '?'.
 */
export function winAnsiByte(char: string): number {
  const code = char.codePointAt(0) ?? 0x3f;
  if (code === 0x202f || code === 0x2009 || code === 0x2007) return 0xa0;
  if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff)) return code;
  return WIN_ANSI_EXTRA[char] ?? 0x3f;
}

/** The text as WinAnsi bytes (one byte per character). */
export function encodeWinAnsi(text: string): Buffer {
  return Buffer.from(Array.from(text.replace(/[\r\n\t]+/g, ' '), winAnsiByte));
}

function charWidth(char: string, font: FontName): number {
  const code = char.codePointAt(0) ?? 0;
  const table = font === 'bold' ? HELVETICA_BOLD_ASCII : HELVETICA_ASCII;
  if (code >= 0x20 && code <= 0x7e) return table[code - 0x20];
  const extra =
    EXTRA_WIDTHS[char] ?? (code === 0x202f || code === 0x2009 ? EXTRA_WIDTHS['\u00a0'] : undefined);
  if (extra) return extra[font === 'bold' ? 1 : 0];
  // Accented Latin letters are as wide as their base letter (é as e, Ç as C).
  const base = char.normalize('NFD')[0];
  if (base && base !== char) return charWidth(base, font);
  return 556;
}

/** Width in points of `text` set in `font` at `size`. */
export function textWidth(text: string, size: number, font: FontName = 'regular'): number {
  let units = 0;
  for (const char of text) units += charWidth(char, font);
  return (units * size) / 1000;
}

/** Splits `text` into lines no wider than `width` (words longer than a line are cut). */
export function wrapText(text: string, width: number, size: number, font: FontName = 'regular'): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (textWidth(candidate, size, font) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = '';
      let rest = word;
      while (textWidth(rest, size, font) > width && rest.length > 1) {
        let cut = rest.length - 1;
        while (cut > 1 && textWidth(rest.slice(0, cut), size, font) > width) cut--;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    lines.push(line);
  }
  return lines;
}

/** A PDF literal string: ASCII as is, `\`, `(` and `)` escaped, every other byte in octal. */
export function pdfString(text: string): string {
  let out = '(';
  for (const byte of encodeWinAnsi(text)) {
    if (byte === 0x5c || byte === 0x28 || byte === 0x29) out += `\\${String.fromCharCode(byte)}`;
    else if (byte >= 0x20 && byte <= 0x7e) out += String.fromCharCode(byte);
    else out += `\\${byte.toString(8).padStart(3, '0')}`;
  }
  return `${out})`;
}

const num = (n: number) => {
  if (!Number.isFinite(n)) throw new RangeError(`Coordonnée PDF invalide : ${n}`);
  return String(Math.round(n * 100) / 100);
};

export interface TextOptions {
  size?: number;
  font?: FontName;
  /** x is the left edge (default), the right edge or the centre of the text. */
  align?: 'left' | 'right' | 'center';
  /** Grey level 0 (black) to 1 (white). */
  gray?: number;
}

/** One page's drawing operations; coordinates in points from the bottom-left corner. */
export class PdfPage {
  private readonly ops: string[] = [];

  constructor(
    readonly width: number,
    readonly height: number,
  ) {}

  text(x: number, y: number, text: string, options: TextOptions = {}): this {
    const size = options.size ?? 10;
    const font = options.font ?? 'regular';
    const w = textWidth(text, size, font);
    const left = options.align === 'right' ? x - w : options.align === 'center' ? x - w / 2 : x;
    const gray = options.gray ?? 0;
    this.ops.push(
      `BT /${font === 'bold' ? 'F2' : 'F1'} ${num(size)} Tf ${num(gray)} g ${num(left)} ${num(y)} Td ${pdfString(text)} Tj ET`,
    );
    return this;
  }

  line(
    x1: number,
    y1: number,
    x2: number,
    y2: number,
    options: { width?: number; gray?: number } = {},
  ): this {
    this.ops.push(
      `q ${num(options.width ?? 0.5)} w ${num(options.gray ?? 0)} G ${num(x1)} ${num(y1)} m ${num(x2)} ${num(y2)} l S Q`,
    );
    return this;
  }

  rect(
    x: number,
    y: number,
    w: number,
    h: number,
    options: { fillGray?: number; strokeGray?: number } = {},
  ): this {
    const fill = options.fillGray !== undefined;
    const stroke = options.strokeGray !== undefined;
    const paint = fill && stroke ? 'B' : fill ? 'f' : 'S';
    this.ops.push(
      `q ${fill ? `${num(options.fillGray ?? 1)} g ` : ''}${stroke ? `${num(options.strokeGray ?? 0)} G 0.5 w ` : ''}${num(x)} ${num(y)} ${num(w)} ${num(h)} re ${paint} Q`,
    );
    return this;
  }

  /** The page's content stream. */
  content(): string {
    return this.ops.join('\n');
  }
}

export interface PdfInfo {
  title?: string;
  author?: string;
  subject?: string;
  creationDate?: Date;
}

function pdfDate(date: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `D:${date.getUTCFullYear()}${p(date.getUTCMonth() + 1)}${p(date.getUTCDate())}${p(date.getUTCHours())}${p(date.getUTCMinutes())}${p(date.getUTCSeconds())}Z`;
}

/**
 * A document of pages. Object numbers: 1 catalog, 2 page tree, 3 and 4 the two fonts, 5 the info
 * dictionary, then a page object and its content stream for each page.
 */
export class PdfDocument {
  private readonly pages: PdfPage[] = [];

  constructor(private readonly info: PdfInfo = {}) {}

  addPage(width: number = A4.width, height: number = A4.height): PdfPage {
    const page = new PdfPage(width, height);
    this.pages.push(page);
    return page;
  }

  get pageCount(): number {
    return this.pages.length;
  }

  /** Draws on every page once all are known (page numbers, running footers). */
  forEachPage(draw: (page: PdfPage, index: number) => void): void {
    this.pages.forEach(draw);
  }

  toBuffer(): Buffer {
    if (this.pages.length === 0) this.addPage();
    const objects: string[] = [];
    const pageIds = this.pages.map((_, i) => 6 + i * 2);
    objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
    objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`;
    objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
    objects[4] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>';
    const info = [
      this.info.title ? `/Title ${pdfString(this.info.title)}` : '',
      this.info.author ? `/Author ${pdfString(this.info.author)}` : '',
      this.info.subject ? `/Subject ${pdfString(this.info.subject)}` : '',
      '/Producer (Souk)',
      `/CreationDate (${pdfDate(this.info.creationDate ?? new Date())})`,
    ].filter(Boolean);
    objects[5] = `<< ${info.join(' ')} >>`;
    this.pages.forEach((page, i) => {
      const pageId = pageIds[i];
      const stream = page.content();
      objects[pageId] =
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${num(page.width)} ${num(page.height)}] ` +
        `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageId + 1} 0 R >>`;
      // Content is ASCII only (pdfString escapes the rest), so its length in bytes is its length.
      objects[pageId + 1] = `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`;
    });

    const chunks: Buffer[] = [];
    let offset = 0;
    const push = (chunk: Buffer) => {
      chunks.push(chunk);
      offset += chunk.length;
    };
    // The comment with bytes above 127 tells transfer tools that the file is binary.
    push(
      Buffer.concat([Buffer.from('%PDF-1.4\n%'), Buffer.from([0xe2, 0xe3, 0xcf, 0xd3]), Buffer.from('\n')]),
    );
    const offsets: number[] = [];
    for (let id = 1; id < objects.length; id++) {
      offsets[id] = offset;
      push(Buffer.from(`${id} 0 obj\n${objects[id]}\nendobj\n`, 'latin1'));
    }
    const xrefOffset = offset;
    const rows = ['0000000000 65535 f \n'];
    for (let id = 1; id < objects.length; id++)
      rows.push(`${String(offsets[id]).padStart(10, '0')} 00000 n \n`);
    push(
      Buffer.from(
        `xref\n0 ${objects.length}\n${rows.join('')}trailer\n<< /Size ${objects.length} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`,
        'latin1',
      ),
    );
    return Buffer.concat(chunks);
  }
}
