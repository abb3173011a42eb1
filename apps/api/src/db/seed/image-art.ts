import { DRAWINGS, type Kind } from './image-kinds';
import { DEFS, luminance, mix, paint } from './image-shapes';

/** Whole SVG documents for every kind of demo picture. `fonts` false: shapes only, no text. */

const FONT = 'font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-weight="bold"';

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function text(
  fonts: boolean,
  value: string,
  x: number,
  y: number,
  opts: { size: number; maxWidth: number; fill: string; anchor?: 'start' | 'middle'; weight?: string },
): string {
  if (!fonts) return '';
  // DejaVu Sans Bold averages ~0.64 em per character: shrink long strings instead of clipping them.
  const size = Math.min(opts.size, opts.maxWidth / (value.length * 0.64));
  return `<text x="${x}" y="${y}" ${FONT} font-size="${size.toFixed(1)}" fill="${opts.fill}" text-anchor="${opts.anchor ?? 'start'}">${escapeXml(value)}</text>`;
}

/** Greedy word wrap, then one <text> per line; the font shrinks only if maxLines is not enough. */
function textBlock(
  fonts: boolean,
  value: string,
  x: number,
  y: number,
  opts: { size: number; maxWidth: number; fill: string; maxLines: number },
): { svg: string; bottom: number } {
  if (!fonts) return { svg: '', bottom: y };
  let size = opts.size;
  let lines: string[] = [];
  for (;;) {
    const perLine = Math.max(1, Math.floor(opts.maxWidth / (size * 0.64)));
    lines = [];
    for (const word of value.split(' ')) {
      const last = lines[lines.length - 1];
      if (last !== undefined && `${last} ${word}`.length <= perLine)
        lines[lines.length - 1] = `${last} ${word}`;
      else lines.push(word);
    }
    const widest = Math.max(...lines.map((l) => l.length));
    if (lines.length <= opts.maxLines && widest <= perLine) break;
    size *= 0.9;
  }
  const svg = lines
    .map((line, i) =>
      text(fonts, line, x, y + i * size * 1.2, { size, maxWidth: opts.maxWidth, fill: opts.fill }),
    )
    .join('');
  return { svg, bottom: y + (lines.length - 1) * size * 1.2 };
}

const doc = (w: number, h: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;

function drawing(kind: Kind, color: string, x: number, y: number, size: number): string {
  return `<svg x="${x}" y="${y}" width="${size}" height="${size}" viewBox="0 0 400 400">${DEFS}${DRAWINGS[kind](paint(color))}</svg>`;
}

function backdrop(id: string, color: string, w: number, h: number, strength = 0.78): string {
  // A white product would vanish on its own tint: light colours get a cool grey studio backdrop.
  const base = luminance(color) > 0.82 ? '#9fb0c4' : color;
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${mix(base, '#ffffff', strength)}"/><stop offset="1" stop-color="${mix(base, '#ffffff', Math.min(0.96, strength + 0.16))}"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#${id})"/>`;
}

export function productSvg(shape: Kind, color: string, size: number): string {
  return doc(
    size,
    size,
    `${backdrop('bg', color, size, size)}<ellipse cx="${size / 2}" cy="${size * 0.9}" rx="${size * 0.3}" ry="${size * 0.035}" fill="#000" opacity=".12"/>${drawing(shape, color, size * 0.08, size * 0.06, size * 0.84)}`,
  );
}

export function iconSvg(shape: Kind, color: string, size: number): string {
  return doc(
    size,
    size,
    `<rect width="${size}" height="${size}" rx="${size * 0.22}" fill="${mix(color, '#ffffff', 0.82)}"/><circle cx="${size / 2}" cy="${size / 2}" r="${size * 0.42}" fill="#fff"/>${drawing(shape, color, size * 0.15, size * 0.15, size * 0.7)}`,
  );
}

export function logoSvg(fonts: boolean, name: string, color: string): string {
  const w = 320;
  const h = 160;
  const initial = fonts ? '' : `<circle cx="${w / 2}" cy="${h / 2}" r="46" fill="${color}"/>`;
  return doc(
    w,
    h,
    `<rect width="${w}" height="${h}" fill="#ffffff"/><rect x="6" y="6" width="${w - 12}" height="${h - 12}" rx="18" fill="none" stroke="${mix(color, '#ffffff', 0.6)}" stroke-width="4"/>
<circle cx="44" cy="${h / 2}" r="18" fill="${color}"/><circle cx="44" cy="${h / 2}" r="8" fill="#fff"/>${initial}
${text(fonts, name, 74, h / 2 + 13, { size: 40, maxWidth: w - 92, fill: color })}`,
  );
}

export function storeSvg(fonts: boolean, name: string, color: string, shape: Kind): string {
  const w = 900;
  const h = 500;
  const stripes = Array.from(
    { length: 12 },
    (_, i) => `<path d="M${i * 75} 120 h75 v60 a37.5 26 0 0 1 -75 0 Z" fill="${i % 2 ? '#ffffff' : color}"/>`,
  ).join('');
  return doc(
    w,
    h,
    `<rect width="${w}" height="${h}" fill="${mix(color, '#f3efe6', 0.85)}"/>
<rect x="0" y="0" width="${w}" height="120" fill="${mix(color, '#1d2430', 0.55)}"/>
${text(fonts, name, w / 2, 78, { size: 46, maxWidth: w - 80, fill: '#ffffff', anchor: 'middle' })}
${stripes}
<rect x="60" y="230" width="360" height="250" rx="8" fill="url(#win)" stroke="${mix(color, '#1d2430', 0.5)}" stroke-width="8"/>
<defs><linearGradient id="win" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#e8f3ff"/><stop offset="1" stop-color="#a9c4de"/></linearGradient></defs>
${drawing(shape, color, 130, 250, 220)}
<rect x="520" y="230" width="180" height="270" rx="6" fill="${mix(color, '#1d2430', 0.35)}"/>
<circle cx="680" cy="370" r="8" fill="#d4a93a"/>
<rect x="730" y="230" width="130" height="180" rx="6" fill="url(#win)" stroke="${mix(color, '#1d2430', 0.5)}" stroke-width="6"/>`,
  );
}

export function avatarSvg(background: string, skin: string, hair: string, veil: boolean): string {
  const s = 300;
  const head = veil
    ? `<path d="M150 58 Q86 58 86 134 Q86 196 112 214 L188 214 Q214 196 214 134 Q214 58 150 58 Z" fill="${hair}"/><ellipse cx="150" cy="138" rx="46" ry="54" fill="${skin}"/>`
    : `<ellipse cx="150" cy="132" rx="52" ry="60" fill="${skin}"/><path d="M98 122 Q100 64 150 64 Q202 64 204 122 Q186 92 150 94 Q116 94 98 122 Z" fill="${hair}"/>`;
  return doc(
    s,
    s,
    `<rect width="${s}" height="${s}" fill="${background}"/><path d="M40 300 Q44 214 150 206 Q256 214 260 300 Z" fill="${mix(background, '#1d2430', 0.45)}"/>${head}`,
  );
}

export interface BannerSpec {
  width: number;
  height: number;
  title: string;
  subtitle: string;
  cta?: string;
  color: string;
  shape: Kind;
  shapeColor: string;
}

export function bannerSvg(fonts: boolean, b: BannerSpec): string {
  const { width: w, height: h } = b;
  const deep = mix(b.color, '#10141c', 0.35);
  const bg = `<defs><linearGradient id="ban" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${b.color}"/><stop offset="1" stop-color="${deep}"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#ban)"/>
<circle cx="${w * 0.85}" cy="${h * 0.15}" r="${Math.min(w, h) * 0.35}" fill="#fff" opacity=".08"/>
<circle cx="${w * 0.1}" cy="${h * 0.95}" r="${Math.min(w, h) * 0.25}" fill="#fff" opacity=".06"/>`;
  const white = '#ffffff';
  if (w >= h * 1.3) {
    // Landscape: text on the left, product on the right.
    const size = Math.min(h * 0.86, w * 0.46);
    const pad = w * 0.07;
    const textWidth = w - size - pad * 1.6;
    const title = textBlock(fonts, b.title, pad, h * 0.3, {
      size: h * 0.12,
      maxWidth: textWidth,
      fill: white,
      maxLines: 2,
    });
    const sub = textBlock(fonts, b.subtitle, pad, title.bottom + h * 0.12, {
      size: h * 0.065,
      maxWidth: textWidth,
      fill: mix(b.color, white, 0.8),
      maxLines: 2,
    });
    const ctaWidth = Math.min(textWidth, h * 0.55);
    const ctaTop = sub.bottom + h * 0.07;
    return doc(
      w,
      h,
      `${bg}<circle cx="${w - size / 2 - pad / 2}" cy="${h / 2}" r="${size * 0.46}" fill="#fff" opacity=".9"/>
${drawing(b.shape, b.shapeColor, w - size - pad / 2, (h - size) / 2, size)}
${title.svg}${sub.svg}
${b.cta && fonts ? `<rect x="${pad}" y="${ctaTop}" width="${ctaWidth}" height="${h * 0.12}" rx="${h * 0.06}" fill="${white}"/>${text(fonts, b.cta, pad + ctaWidth / 2, ctaTop + h * 0.08, { size: h * 0.05, maxWidth: ctaWidth * 0.85, fill: deep, anchor: 'middle' })}` : ''}`,
    );
  }
  // Portrait or square: text on top, product below.
  const size = Math.min(w * 0.86, h * 0.62);
  return doc(
    w,
    h,
    `${bg}<circle cx="${w / 2}" cy="${h - size / 2 - h * 0.04}" r="${size * 0.46}" fill="#fff" opacity=".9"/>
${drawing(b.shape, b.shapeColor, (w - size) / 2, h - size - h * 0.04, size)}
${text(fonts, b.title, w / 2, h * 0.13, { size: w * 0.11, maxWidth: w * 0.88, fill: white, anchor: 'middle' })}
${text(fonts, b.subtitle, w / 2, h * 0.21, { size: w * 0.06, maxWidth: w * 0.88, fill: mix(b.color, white, 0.8), anchor: 'middle' })}`,
  );
}

export function siteLogoSvg(fonts: boolean): string {
  const w = 420;
  const h = 160;
  return doc(
    w,
    h,
    `<rect width="${w}" height="${h}" fill="#ffffff"/>
<path d="M40 60 H120 L112 136 Q111 144 103 144 H57 Q49 144 48 136 Z" fill="#2f9e62"/>
<path d="M62 62 Q62 28 80 28 Q98 28 98 62" stroke="#1f6b44" stroke-width="8" fill="none"/>
<polygon points="80,84 86,98 101,98 89,107 93,121 80,113 67,121 71,107 59,98 74,98" fill="#d7423c"/>
${text(fonts, 'Souk', 140, 112, { size: 76, maxWidth: 260, fill: '#1f2c54' })}`,
  );
}
