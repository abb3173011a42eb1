import { inflateSync } from 'node:zlib';

/**
 * Reads back the text of a PDF that lib/pdf.ts wrote (pdfkit): the streams are inflated, each font's
 * ToUnicode CMap gives the characters of its glyph ids, and the glyph strings of the content streams
 * are placed by their text matrices. Lines come out as drawn: left to right, so an Arabic word's
 * letters are reversed (`visual` writes a word that way), and no-break spaces read as spaces. Enough
 * for tests, not a general reader.
 */

interface PdfObject {
  dict: string;
  stream: Buffer | null;
}

function objects(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString('latin1');
  const result = new Map<number, PdfObject>();
  for (const match of text.matchAll(/(\d+) 0 obj\n([\s\S]*?)\nendobj/g)) {
    const body = match[2];
    const at = body.indexOf('\nstream\n');
    if (at === -1) {
      result.set(Number(match[1]), { dict: body, stream: null });
      continue;
    }
    const dict = body.slice(0, at);
    const start = (match.index ?? 0) + match[0].indexOf('\nstream\n') + '\nstream\n'.length;
    const length = Number(/\/Length (\d+)/.exec(dict)?.[1]);
    let stream = pdf.subarray(start, start + length);
    if (dict.includes('/FlateDecode')) stream = inflateSync(stream);
    result.set(Number(match[1]), { dict, stream });
  }
  return result;
}

const hexChars = (hex: string) =>
  (hex.match(/.{4}/g) ?? []).map((unit) => String.fromCharCode(Number.parseInt(unit, 16))).join('');

/** Glyph id (4 hex digits) → text, from a ToUnicode CMap. */
function toUnicode(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const block of cmap.matchAll(/beginbfrange\n([\s\S]*?)endbfrange/g)) {
    for (const row of block[1].matchAll(/<([0-9a-f]+)> <([0-9a-f]+)> \[([^\]]*)\]/gi)) {
      const first = Number.parseInt(row[1], 16);
      const values = [...row[3].matchAll(/<([0-9a-f ]*)>/gi)].map((v) => hexChars(v[1].replaceAll(' ', '')));
      values.forEach((value, i) => {
        map.set((first + i).toString(16).padStart(4, '0'), value);
      });
    }
  }
  for (const block of cmap.matchAll(/beginbfchar\n([\s\S]*?)endbfchar/g)) {
    for (const row of block[1].matchAll(/<([0-9a-f]+)> <([0-9a-f]*)>/gi)) {
      map.set(row[1].toLowerCase().padStart(4, '0'), hexChars(row[2]));
    }
  }
  return map;
}

export interface PdfPageText {
  /** The page's lines, top to bottom, each as drawn left to right. */
  lines: string[];
  /** Base font names (subset tags removed) of the fonts the page draws with. */
  fonts: string[];
}

export function pdfPages(pdf: Buffer): PdfPageText[] {
  const all = objects(pdf);
  const ref = (dict: string, key: string) => Number(new RegExp(`/${key} (\\d+) 0 R`).exec(dict)?.[1]);
  const pages = [...all.values()].filter((o) => /\/Type \/Page\s/.test(o.dict));
  return pages.map((page) => {
    const resources = all.get(ref(page.dict, 'Resources'))?.dict ?? page.dict;
    const fontDict = /\/Font <<([^>]*)>>/.exec(resources)?.[1] ?? '';
    const fonts = new Map<string, { name: string; map: Map<string, string> }>();
    for (const [, name, id] of fontDict.matchAll(/\/(\w+) (\d+) 0 R/g)) {
      const font = all.get(Number(id));
      if (!font) continue;
      const cmap = all.get(ref(font.dict, 'ToUnicode'))?.stream?.toString('latin1') ?? '';
      const base = /\/BaseFont \/(?:[A-Z]{6}\+)?([\w-]+)/.exec(font.dict)?.[1] ?? name;
      fonts.set(name, { name: base, map: toUnicode(cmap) });
    }
    const content = all.get(ref(page.dict, 'Contents'))?.stream?.toString('latin1') ?? '';
    const chunks: { x: number; y: number; text: string }[] = [];
    let x = 0;
    let y = 0;
    let font: { name: string; map: Map<string, string> } | undefined;
    for (const op of content.matchAll(
      /([-\d.]+) ([-\d.]+) ([-\d.]+) ([-\d.]+) ([-\d.]+) ([-\d.]+) Tm|\/(\w+) [\d.]+ Tf|\[(.*?)\] TJ/g,
    )) {
      if (op[1] !== undefined) {
        x = Number(op[5]);
        y = Number(op[6]);
      } else if (op[7] !== undefined) {
        font = fonts.get(op[7]);
      } else if (font) {
        const map = font.map;
        const text = [...op[8].matchAll(/<([0-9a-f]+)>/gi)]
          .flatMap((h) => h[1].match(/.{4}/g) ?? [])
          .map((glyph) => map.get(glyph.toLowerCase()) ?? '\ufffd')
          .join('');
        if (text) chunks.push({ x, y, text });
      }
    }
    // Lines: chunks whose baselines are within 2 points (marks sit a little off the baseline).
    chunks.sort((a, b) => b.y - a.y || a.x - b.x);
    const rows: { y: number; items: typeof chunks }[] = [];
    for (const chunk of chunks) {
      const row = rows.find((r) => Math.abs(r.y - chunk.y) < 2);
      if (row) row.items.push(chunk);
      else rows.push({ y: chunk.y, items: [chunk] });
    }
    const lines = rows.map((row) =>
      row.items
        .sort((a, b) => a.x - b.x)
        .map((item) => item.text)
        .join('')
        // The fonts draw U+00A0 with the space's glyph, which reads back as whichever came first.
        .replaceAll('\u00a0', ' '),
    );
    return { lines, fonts: [...new Set([...fonts.values()].map((f) => f.name))] };
  });
}

/** All lines of all pages, one string per line. */
export function pdfText(pdf: Buffer): string[] {
  return pdfPages(pdf).flatMap((page) => page.lines);
}

/** A right-to-left word as drawn (its letters left to right). */
export const visual = (word: string) => [...word].reverse().join('');
