import { createRequire } from 'node:module';
import bidiFactory from 'bidi-js';
import PDFDocument from 'pdfkit';

/**
 * A small layout kit over pdfkit for the documents the API hands out (order invoices; seller
 * statements later): A4 pages with margins, a running footer with page numbers, text lines and
 * paragraphs, rules, filled bands and a table whose header repeats on every page.
 *
 * Text of any language: the fonts are Noto Sans (Latin) and Noto Sans Arabic, embedded (subset) from
 * the @fontsource packages; each run of a line takes the font of its script, pdfkit shapes it through
 * fontkit (Arabic joining forms, lam-alef), and the Unicode bidi algorithm (bidi-js) puts the runs of
 * a mixed line in visual order (an Arabic name on a French page, a French product on an Arabic one).
 *
 * Positions are logical: `start` is an offset from the content's start edge (left in a left-to-right
 * document, right in a right-to-left one) and `align` is 'start' | 'end' | 'center', so a layout
 * written once mirrors itself in Arabic. Vertical positions run from the page's top (pdfkit's own).
 * See docs/decisions/0039-pdf-documents-with-pdfkit.md.
 */

export type Direction = 'ltr' | 'rtl';
export type Weight = 'regular' | 'bold';
export type Align = 'start' | 'end' | 'center';

/** Points; A4 portrait. */
export const A4 = { width: 595.28, height: 841.89 } as const;

const require = createRequire(import.meta.url);
// .woff files: pdfkit (fontkit) reads them directly; resolved through the packages so a fresh install works.
const FONT_FILES = {
  'latin-regular': require.resolve('@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff'),
  'latin-bold': require.resolve('@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff'),
  'arabic-regular': require.resolve(
    '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff',
  ),
  'arabic-bold': require.resolve(
    '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-700-normal.woff',
  ),
} as const;
type Script = 'latin' | 'arabic';

const bidi = bidiFactory();

/** Code points the Arabic font draws (the Arabic blocks); the rest is the Latin font's. */
const ARABIC = /[\u0600-\u06ff\u0750-\u077f\u0870-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/u;
/** Characters both fonts draw: they stay in the run around them. */
const EITHER = /[ \u00a0\u200c\u200d]/u;
/** Characters fontkit takes for Arabic script (it then lays the run out right to left itself). */
const ARABIC_SCRIPT = /\p{Script=Arabic}/u;
/** Direction marks and isolates: they steer the bidi algorithm, then are not drawn. */
const INVISIBLE = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

/**
 * One line of text as the reader sees it: runs in visual order, left to right, each with its font.
 * A run's `text` is what to hand pdfkit: in logical order for an Arabic-script run (fontkit reverses
 * it), in visual order (mirrored brackets included) for the others.
 */
export interface VisualRun {
  text: string;
  script: Script;
  rtl: boolean;
}

/** Tabs and line breaks as spaces; ICU's narrow no-break space (absent from the fonts) as U+00A0. */
function clean(text: string): string {
  return text.replace(/[\r\n\t]+/g, ' ').replace(/[\u202f\u2007\u2009]/g, '\u00a0');
}

export function visualRuns(input: string, direction: Direction): VisualRun[] {
  const text = clean(input);
  if (text === '') return [];
  const embedding = bidi.getEmbeddingLevels(text, direction);
  const mirrored = bidi.getMirroredCharactersMap(text, embedding.levels);
  const order = Array.from({ length: text.length }, (_, i) => i);
  for (const [from, to] of bidi.getReorderSegments(text, embedding)) {
    const flipped = order.slice(from, to + 1).reverse();
    order.splice(from, flipped.length, ...flipped);
  }
  const runs: { chars: string[]; script: Script | null; rtl: boolean }[] = [];
  for (const index of order) {
    const char = mirrored.get(index) ?? text[index];
    if (char.replace(INVISIBLE, '') === '') continue;
    const rtl = (embedding.levels[index] & 1) === 1;
    const script: Script | null = EITHER.test(char) ? null : ARABIC.test(char) ? 'arabic' : 'latin';
    const last = runs.at(-1);
    if (last && last.rtl === rtl && (script === null || last.script === null || last.script === script)) {
      last.chars.push(char);
      last.script ??= script;
    } else {
      runs.push({ chars: [char], script, rtl });
    }
  }
  return runs.flatMap(({ chars, script, rtl }) => {
    const visual = chars.join('');
    const font = script ?? (direction === 'rtl' ? 'arabic' : 'latin');
    if (!ARABIC_SCRIPT.test(visual)) return [{ text: visual, script: font, rtl }];
    // fontkit lays an Arabic-script word out right to left: give it each word in logical order, the
    // words (and the spaces between them) already in visual order. pdfkit lays a string out word by
    // word in logical order, so a run never holds more than one word.
    return visual
      .split(/([ \u00a0]+)/)
      .filter(Boolean)
      .map((piece) => ({
        text: ARABIC_SCRIPT.test(piece) ? [...piece].reverse().join('') : piece,
        script: font,
        rtl,
      }));
  });
}

/**
 * Text whose direction is its own (first strong character), whatever the line around it: a product
 * name, a person's name or an address placed in a document of the other direction ('iPhone 15' stays
 * so on an Arabic page).
 */
export const isolate = (text: string) => `\u2068${text}\u2069`;

export interface TextStyle {
  size?: number;
  weight?: Weight;
  /** A CSS hex colour; default black. */
  color?: string;
}

export interface LineOptions extends TextStyle {
  /** Offset from the start edge of the content box; default 0. */
  start?: number;
  /** Width of the box the line is aligned in; default the rest of the content width. */
  width?: number;
  align?: Align;
}

export interface ParagraphOptions extends LineOptions {
  /** Distance between baselines; default 1.35 × size. */
  lineHeight?: number;
}

export interface TableColumn {
  title: string;
  width: number;
  align?: Align;
}

/** A table cell: lines of text, each with its own style, wrapped to the column. */
export type TableCell = string | { text: string; style?: TextStyle }[];

export interface TableOptions {
  size?: number;
  /** Inner padding of the cells, points. */
  padding?: number;
  /** Fill colour of the header band. */
  headerFill?: string;
  ruleColor?: string;
}

export interface PageFooter {
  start?: string;
  center?: string;
  end?: string;
}

export interface LayoutOptions {
  direction?: Direction;
  /** Page margin, points; default 48. */
  margin?: number;
  /** Height kept free at the bottom of each page for the footer; default 40. */
  footerHeight?: number;
  info?: { title?: string; author?: string; subject?: string; creationDate?: Date };
  /** BCP 47 tag of the document's language (PDF /Lang). */
  lang?: string;
  /** pdfkit stream compression; tests turn it off to read the content streams. Default true. */
  compress?: boolean;
}

const DEFAULT_SIZE = 10;

export class PdfLayout {
  readonly direction: Direction;
  readonly margin: number;
  readonly width = A4.width;
  readonly height = A4.height;
  /** The width between the margins. */
  readonly contentWidth: number;
  /** The lowest y content may reach before the footer. */
  readonly bottom: number;
  /** The vertical cursor (points from the top of the page). */
  y: number;
  private readonly doc: PDFKit.PDFDocument;
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<Buffer>;

  constructor(options: LayoutOptions = {}) {
    this.direction = options.direction ?? 'ltr';
    this.margin = options.margin ?? 48;
    this.contentWidth = this.width - 2 * this.margin;
    this.bottom = this.height - this.margin - (options.footerHeight ?? 40);
    const info = options.info ?? {};
    this.doc = new PDFDocument({
      size: 'A4',
      margin: 0,
      bufferPages: true,
      compress: options.compress ?? true,
      lang: options.lang,
      // pdfkit reads every key it is given: the missing ones are left out.
      info: {
        ...(info.title ? { Title: info.title } : {}),
        ...(info.author ? { Author: info.author } : {}),
        ...(info.subject ? { Subject: info.subject } : {}),
        Producer: 'Souk',
        Creator: 'Souk',
        CreationDate: info.creationDate ?? new Date(),
      },
    });
    for (const [name, file] of Object.entries(FONT_FILES)) this.doc.registerFont(name, file);
    this.doc.on('data', (chunk: Buffer) => this.chunks.push(chunk));
    this.done = new Promise((resolve, reject) => {
      this.doc.on('end', () => resolve(Buffer.concat(this.chunks)));
      this.doc.on('error', reject);
    });
    this.y = this.margin;
  }

  /** The physical x of the left edge of a box at logical offset `start` and `width`. */
  boxX(start: number, width: number): number {
    return this.direction === 'rtl' ? this.width - this.margin - start - width : this.margin + start;
  }

  private useFont(script: Script, style: TextStyle) {
    this.doc.font(`${script}-${style.weight ?? 'regular'}`).fontSize(style.size ?? DEFAULT_SIZE);
  }

  /** Width in points of the text as drawn. */
  measure(text: string, style: TextStyle = {}): number {
    let width = 0;
    for (const run of visualRuns(text, this.direction)) {
      this.useFont(run.script, style);
      width += this.doc.widthOfString(run.text);
    }
    return width;
  }

  /** Splits `text` into lines no wider than `width` (a word longer than a line is cut). */
  wrap(text: string, width: number, style: TextStyle = {}): string[] {
    const lines: string[] = [];
    for (const paragraph of text.split(/\r?\n/)) {
      let line = '';
      for (const word of paragraph.split(/\s+/).filter(Boolean)) {
        const candidate = line ? `${line} ${word}` : word;
        if (this.measure(candidate, style) <= width) {
          line = candidate;
          continue;
        }
        if (line) lines.push(line);
        line = '';
        let rest = word;
        while (this.measure(rest, style) > width && rest.length > 1) {
          let cut = rest.length - 1;
          while (cut > 1 && this.measure(rest.slice(0, cut), style) > width) cut--;
          lines.push(rest.slice(0, cut));
          rest = rest.slice(cut);
        }
        line = rest;
      }
      lines.push(line);
    }
    return lines;
  }

  /** Draws one line (no wrapping) whose top is at `y`. */
  line(text: string, y: number, options: LineOptions = {}): void {
    const start = options.start ?? 0;
    const width = options.width ?? this.contentWidth - start;
    const runs = visualRuns(text, this.direction);
    const widths = runs.map((run) => {
      this.useFont(run.script, options);
      return this.doc.widthOfString(run.text);
    });
    const total = widths.reduce((a, b) => a + b, 0);
    const box = this.boxX(start, width);
    const align = options.align ?? 'start';
    const fromLeft = align === 'center' ? true : (align === 'start') === (this.direction === 'ltr');
    let x = align === 'center' ? box + (width - total) / 2 : fromLeft ? box : box + width - total;
    this.doc.fillColor(options.color ?? '#000000');
    // One baseline for every run: the two fonts' ascents differ.
    const baseline = y + (options.size ?? DEFAULT_SIZE) * 0.85;
    runs.forEach((run, i) => {
      this.useFont(run.script, options);
      this.doc.text(run.text, x, baseline, { lineBreak: false, baseline: 'alphabetic' });
      x += widths[i];
    });
  }

  /** Wraps and draws `text` from `y`; returns the y below its last line. */
  paragraph(text: string, y: number, options: ParagraphOptions = {}): number {
    const start = options.start ?? 0;
    const width = options.width ?? this.contentWidth - start;
    const lineHeight = options.lineHeight ?? (options.size ?? DEFAULT_SIZE) * 1.35;
    let at = y;
    for (const l of this.wrap(text, width, options)) {
      this.line(l, at, { ...options, start, width });
      at += lineHeight;
    }
    return at;
  }

  /** A horizontal rule across the content (or the given box) at `y`. */
  rule(
    y: number,
    options: { start?: number; width?: number; color?: string; thickness?: number } = {},
  ): void {
    const start = options.start ?? 0;
    const width = options.width ?? this.contentWidth - start;
    const x = this.boxX(start, width);
    this.doc
      .save()
      .lineWidth(options.thickness ?? 0.5)
      .strokeColor(options.color ?? '#cccccc')
      .moveTo(x, y)
      .lineTo(x + width, y)
      .stroke()
      .restore();
  }

  /** A filled rectangle at logical offset `start`. */
  band(start: number, y: number, width: number, height: number, color = '#ebebeb'): void {
    this.doc.save().rect(this.boxX(start, width), y, width, height).fill(color).restore();
  }

  addPage(): void {
    this.doc.addPage({ size: 'A4', margin: 0 });
    this.y = this.margin;
  }

  /** Starts a new page when fewer than `height` points are left above the footer. */
  ensureSpace(height: number): boolean {
    if (this.y + height <= this.bottom) return false;
    this.addPage();
    return true;
  }

  private columnStarts(columns: TableColumn[]): number[] {
    let at = 0;
    return columns.map((column) => {
      const start = at;
      at += column.width;
      return start;
    });
  }

  private tableHeader(columns: TableColumn[], options: Required<TableOptions>): void {
    const size = options.size;
    const height = size + 2 * options.padding;
    this.band(0, this.y, this.contentWidth, height, options.headerFill);
    const starts = this.columnStarts(columns);
    columns.forEach((column, i) => {
      this.line(column.title, this.y + options.padding, {
        start: starts[i] + options.padding,
        width: column.width - 2 * options.padding,
        align: column.align,
        size,
        weight: 'bold',
      });
    });
    this.y += height + options.padding;
  }

  /**
   * Draws the table from the cursor, starting a new page (header repeated) when a row does not fit;
   * leaves the cursor below the last row. Columns are listed in reading order and mirror in RTL.
   */
  table(columns: TableColumn[], rows: TableCell[][], tableOptions: TableOptions = {}): void {
    const options: Required<TableOptions> = {
      size: tableOptions.size ?? 9.5,
      padding: tableOptions.padding ?? 5,
      headerFill: tableOptions.headerFill ?? '#ebebeb',
      ruleColor: tableOptions.ruleColor ?? '#d9d9d9',
    };
    const starts = this.columnStarts(columns);
    this.ensureSpace(3 * (options.size + 2 * options.padding));
    this.tableHeader(columns, options);
    for (const row of rows) {
      const laid = row.map((cell, i) => {
        const inner = columns[i].width - 2 * options.padding;
        const parts = typeof cell === 'string' ? [{ text: cell }] : cell;
        return parts.flatMap(({ text, style }) => {
          const lineStyle = { size: options.size, ...style };
          const lineHeight = (lineStyle.size ?? options.size) * 1.3;
          return this.wrap(text, inner, lineStyle).map((l) => ({ text: l, style: lineStyle, lineHeight }));
        });
      });
      const height =
        Math.max(...laid.map((lines) => lines.reduce((sum, l) => sum + l.lineHeight, 0))) + options.padding;
      if (this.ensureSpace(height + options.padding)) this.tableHeader(columns, options);
      laid.forEach((lines, i) => {
        let at = this.y;
        for (const l of lines) {
          this.line(l.text, at, {
            ...l.style,
            start: starts[i] + options.padding,
            width: columns[i].width - 2 * options.padding,
            align: columns[i].align,
          });
          at += l.lineHeight;
        }
      });
      this.y += height;
      this.rule(this.y - options.padding / 2, { color: options.ruleColor });
      this.y += options.padding / 2;
    }
  }

  /** Draws the footer on every page, then ends the document. */
  async toBuffer(footer?: (page: number, pages: number) => PageFooter): Promise<Buffer> {
    if (footer) {
      const { start, count } = this.doc.bufferedPageRange();
      for (let i = start; i < start + count; i++) {
        this.doc.switchToPage(i);
        const parts = footer(i - start + 1, count);
        const y = this.height - this.margin - 8;
        this.rule(y - 8, { color: '#d9d9d9' });
        const style = { size: 8, color: '#595959' };
        if (parts.start) this.line(parts.start, y, { ...style, align: 'start' });
        if (parts.end) this.line(parts.end, y, { ...style, align: 'end' });
        if (parts.center) this.line(parts.center, y + 12, { ...style, align: 'center' });
      }
    }
    this.doc.end();
    return this.done;
  }
}
