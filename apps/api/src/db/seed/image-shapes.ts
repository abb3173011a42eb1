import type { Shape } from './catalog-types';

/** Colours of one drawing: the product's own colour and shades derived from it. */
export interface Paint {
  body: string;
  dark: string;
  light: string;
}

function channels(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

export function mix(hex: string, other: string, amount: number): string {
  const a = channels(hex);
  const b = channels(other);
  const out = a.map((v, i) => Math.round(v + (b[i] - v) * amount));
  return `#${out.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

export function luminance(hex: string): number {
  const [r, g, b] = channels(hex);
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
}

export function paint(body: string): Paint {
  return { body, dark: mix(body, '#101418', 0.45), light: mix(body, '#ffffff', 0.55) };
}

/** Shared gradients: a phone screen, glass, honey. */
export const DEFS = `<defs>
<linearGradient id="screen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#4b62b5"/><stop offset=".55" stop-color="#1c2a5e"/><stop offset="1" stop-color="#0c1230"/></linearGradient>
<linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#d9ecff"/><stop offset="1" stop-color="#7fa7cf"/></linearGradient>
<linearGradient id="shine" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fff" stop-opacity=".45"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>
</defs>`;

export const outline = (p: Paint) => `stroke="${p.dark}" stroke-width="4" stroke-linejoin="round"`;

export function polygon(cx: number, cy: number, r: number, sides: number, rotation = -90): string {
  const pts: string[] = [];
  for (let i = 0; i < sides; i++) {
    const a = ((rotation + (360 / sides) * i) * Math.PI) / 180;
    pts.push(`${(cx + r * Math.cos(a)).toFixed(1)},${(cy + r * Math.sin(a)).toFixed(1)}`);
  }
  return pts.join(' ');
}

/** Each drawing fits a 400 × 400 box, product centred, bottom around y = 350. */
export const SHAPES: Record<Shape, (p: Paint) => string> = {
  phone: (p) => `<rect x="125" y="40" width="150" height="320" rx="26" fill="${p.body}" ${outline(p)}/>
<rect x="138" y="58" width="124" height="284" rx="16" fill="url(#screen)"/>
<rect x="180" y="66" width="40" height="9" rx="4.5" fill="${p.dark}"/>
<circle cx="200" cy="190" r="40" fill="#fff" opacity=".16"/><circle cx="200" cy="190" r="22" fill="#fff" opacity=".2"/>
<rect x="158" y="300" width="84" height="8" rx="4" fill="#fff" opacity=".4"/>`,
  tablet: (p) => `<rect x="62" y="72" width="276" height="256" rx="24" fill="${p.body}" ${outline(p)}/>
<rect x="78" y="88" width="244" height="224" rx="12" fill="url(#screen)"/>
<circle cx="200" cy="80" r="4" fill="${p.dark}"/>
<rect x="96" y="110" width="90" height="70" rx="8" fill="#fff" opacity=".18"/><rect x="198" y="110" width="104" height="70" rx="8" fill="#fff" opacity=".12"/>
<rect x="96" y="194" width="206" height="96" rx="8" fill="#fff" opacity=".1"/>`,
  laptop: (p) => `<rect x="88" y="70" width="224" height="164" rx="12" fill="${p.body}" ${outline(p)}/>
<rect x="100" y="82" width="200" height="140" rx="6" fill="url(#screen)"/>
<path d="M52 246 H348 L366 282 Q368 292 356 292 H44 Q32 292 34 282 Z" fill="${p.body}" ${outline(p)}/>
<rect x="170" y="262" width="60" height="14" rx="5" fill="${p.dark}" opacity=".35"/>
<path d="M112 96 L170 96 L140 200 L112 200 Z" fill="url(#shine)" opacity=".5"/>`,
  monitor: (p) => `<rect x="52" y="60" width="296" height="196" rx="12" fill="${p.dark}"/>
<rect x="64" y="72" width="272" height="166" rx="6" fill="url(#screen)"/>
<rect x="184" y="256" width="32" height="56" fill="${p.body}" ${outline(p)}/>
<ellipse cx="200" cy="318" rx="84" ry="14" fill="${p.body}" ${outline(p)}/>
<path d="M80 88 H160 L120 220 H80 Z" fill="url(#shine)" opacity=".45"/>`,
  washer: (p) => `<rect x="96" y="44" width="208" height="312" rx="18" fill="${p.body}" ${outline(p)}/>
<line x1="98" y1="104" x2="302" y2="104" stroke="${p.dark}" stroke-width="4"/>
<rect x="118" y="66" width="70" height="20" rx="5" fill="${p.dark}" opacity=".7"/>
<circle cx="268" cy="75" r="14" fill="${p.light}" stroke="${p.dark}" stroke-width="4"/>
<circle cx="200" cy="224" r="82" fill="${p.dark}"/><circle cx="200" cy="224" r="62" fill="url(#glass)"/>
<path d="M160 196 Q180 176 206 176" stroke="#fff" stroke-width="8" fill="none" opacity=".7" stroke-linecap="round"/>`,
  fridge: (p) => `<rect x="116" y="34" width="168" height="330" rx="16" fill="${p.body}" ${outline(p)}/>
<line x1="118" y1="146" x2="282" y2="146" stroke="${p.dark}" stroke-width="4"/>
<rect x="254" y="72" width="10" height="52" rx="5" fill="${p.dark}"/>
<rect x="254" y="170" width="10" height="90" rx="5" fill="${p.dark}"/>
<rect x="134" y="52" width="18" height="300" rx="8" fill="url(#shine)" opacity=".6"/>`,
  dress: (
    p,
  ) => `<path d="M172 46 Q200 72 228 46 L244 58 L234 132 L304 344 Q200 372 96 344 L166 132 L156 58 Z" fill="${p.body}" ${outline(p)}/>
<path d="M166 132 Q200 146 234 132" stroke="${p.dark}" stroke-width="8" fill="none"/>
<path d="M150 200 L130 330 M200 150 L200 350 M250 200 L270 330" stroke="${p.light}" stroke-width="3" opacity=".6"/>`,
  handbag: (
    p,
  ) => `<path d="M148 172 Q148 86 200 86 Q252 86 252 172" stroke="${p.dark}" stroke-width="14" fill="none"/>
<path d="M86 168 H314 L292 342 Q290 352 280 352 H120 Q110 352 108 342 Z" fill="${p.body}" ${outline(p)}/>
<path d="M86 168 H314 L304 226 Q200 250 96 226 Z" fill="${p.dark}" opacity=".3"/>
<rect x="186" y="222" width="28" height="22" rx="5" fill="#d4a93a" stroke="${p.dark}" stroke-width="3"/>`,
  shirt: (
    p,
  ) => `<path d="M150 58 L106 74 L50 132 L92 176 L124 148 L124 346 H276 L276 148 L308 176 L350 132 L294 74 L250 58 Q200 96 150 58 Z" fill="${p.body}" ${outline(p)}/>
<path d="M150 58 Q200 96 250 58" stroke="${p.dark}" stroke-width="6" fill="none"/>
<rect x="224" y="130" width="30" height="26" rx="3" fill="none" stroke="${p.dark}" stroke-width="3" opacity=".6"/>`,
  sneaker: (
    p,
  ) => `<path d="M56 282 Q52 224 104 212 L186 176 Q216 204 252 206 L322 228 Q354 240 352 280 L352 292 H56 Z" fill="${p.body}" ${outline(p)}/>
<rect x="48" y="286" width="312" height="26" rx="12" fill="#f4f4f2" stroke="${p.dark}" stroke-width="4"/>
<path d="M186 190 L206 224 M204 184 L226 216 M222 192 L240 214" stroke="${p.dark}" stroke-width="5" stroke-linecap="round"/>
<path d="M96 260 Q180 236 300 262" stroke="${p.light}" stroke-width="10" fill="none" stroke-linecap="round"/>`,
  perfume: (
    p,
  ) => `<rect x="166" y="58" width="68" height="64" rx="10" fill="#d4a93a" stroke="#8a6a1c" stroke-width="4"/>
<rect x="182" y="118" width="36" height="34" fill="${p.dark}"/>
<rect x="112" y="148" width="176" height="200" rx="32" fill="${p.body}" opacity=".92" ${outline(p)}/>
<rect x="148" y="222" width="104" height="56" rx="6" fill="#fff" opacity=".7"/>
<rect x="128" y="164" width="20" height="160" rx="10" fill="url(#shine)"/>`,
  cream: (p) => `<rect x="98" y="134" width="204" height="56" rx="14" fill="${p.dark}"/>
<rect x="88" y="182" width="224" height="158" rx="30" fill="${p.body}" ${outline(p)}/>
<rect x="120" y="222" width="160" height="76" rx="10" fill="#fff" opacity=".75"/>
<rect x="140" y="244" width="120" height="10" rx="5" fill="${p.dark}" opacity=".5"/><rect x="160" y="266" width="80" height="8" rx="4" fill="${p.dark}" opacity=".35"/>`,
  pot: (p) => `<path d="M80 172 Q200 88 320 172 Z" fill="${p.dark}"/>
<circle cx="200" cy="112" r="15" fill="${p.dark}" stroke="${p.light}" stroke-width="3"/>
<path d="M88 174 H312 V298 Q312 342 268 342 H132 Q88 342 88 298 Z" fill="${p.body}" ${outline(p)}/>
<rect x="48" y="194" width="44" height="18" rx="9" fill="${p.dark}"/><rect x="308" y="194" width="44" height="18" rx="9" fill="${p.dark}"/>
<rect x="108" y="188" width="18" height="136" rx="9" fill="url(#shine)"/>`,
  mug: (
    p,
  ) => `<path d="M268 168 Q338 168 338 230 Q338 292 268 292" stroke="${p.body}" stroke-width="24" fill="none"/>
<path d="M268 168 Q338 168 338 230 Q338 292 268 292" stroke="${p.dark}" stroke-width="4" fill="none" opacity=".6"/>
<rect x="104" y="128" width="168" height="212" rx="22" fill="${p.body}" ${outline(p)}/>
<path d="M150 110 Q138 86 156 64 M190 110 Q178 80 198 56 M230 110 Q218 86 236 64" stroke="${p.dark}" stroke-width="6" fill="none" opacity=".35" stroke-linecap="round"/>
<rect x="120" y="148" width="18" height="170" rx="9" fill="url(#shine)"/>`,
  ball: (p) => {
    const patches = [0, 72, 144, 216, 288]
      .map((deg) => {
        const a = ((deg - 90) * Math.PI) / 180;
        return `<polygon points="${polygon(200 + 118 * Math.cos(a), 200 + 118 * Math.sin(a), 34, 5, deg + 90)}" fill="${p.body}"/>`;
      })
      .join('');
    return `<clipPath id="ball"><circle cx="200" cy="200" r="140"/></clipPath>
<circle cx="200" cy="200" r="140" fill="#fbfbfb"/>
<g clip-path="url(#ball)">${patches}</g>
<polygon points="${polygon(200, 200, 46, 5)}" fill="${p.body}"/>
<circle cx="200" cy="200" r="140" fill="none" stroke="${p.dark}" stroke-width="5"/>`;
  },
  dumbbell: (
    p,
  ) => `<rect x="80" y="188" width="240" height="24" rx="8" fill="#9aa0a8" stroke="#555b63" stroke-width="3"/>
<rect x="36" y="150" width="34" height="100" rx="9" fill="${p.dark}"/><rect x="66" y="122" width="40" height="156" rx="10" fill="${p.body}" ${outline(p)}/>
<rect x="330" y="150" width="34" height="100" rx="9" fill="${p.dark}"/><rect x="294" y="122" width="40" height="156" rx="10" fill="${p.body}" ${outline(p)}/>`,
  teddy: (
    p,
  ) => `<circle cx="140" cy="104" r="36" fill="${p.body}" ${outline(p)}/><circle cx="260" cy="104" r="36" fill="${p.body}" ${outline(p)}/>
<circle cx="140" cy="104" r="18" fill="${p.light}"/><circle cx="260" cy="104" r="18" fill="${p.light}"/>
<ellipse cx="200" cy="288" rx="96" ry="78" fill="${p.body}" ${outline(p)}/>
<ellipse cx="200" cy="296" rx="52" ry="46" fill="${p.light}"/>
<circle cx="200" cy="162" r="78" fill="${p.body}" ${outline(p)}/>
<ellipse cx="200" cy="190" rx="34" ry="26" fill="${p.light}"/>
<circle cx="170" cy="148" r="8" fill="#2b2d33"/><circle cx="230" cy="148" r="8" fill="#2b2d33"/>
<ellipse cx="200" cy="180" rx="12" ry="9" fill="#2b2d33"/>`,
  babyBottle: (
    p,
  ) => `<path d="M176 92 Q176 48 200 44 Q224 48 224 92 Z" fill="#f2d49b" stroke="#b8934d" stroke-width="3"/>
<rect x="150" y="88" width="100" height="40" rx="10" fill="${p.body}" ${outline(p)}/>
<rect x="140" y="124" width="120" height="228" rx="32" fill="#ffffff" opacity=".9" ${outline(p)}/>
<rect x="146" y="200" width="108" height="146" rx="26" fill="#fff6df"/>
<path d="M160 170 H184 M160 210 H184 M160 250 H184 M160 290 H184" stroke="${p.dark}" stroke-width="4" stroke-linecap="round"/>`,
  honey: (p) => `<rect x="118" y="84" width="164" height="48" rx="10" fill="${p.dark}"/>
<path d="M118 108 H282" stroke="${p.light}" stroke-width="4" stroke-dasharray="12 8"/>
<rect x="104" y="126" width="192" height="224" rx="44" fill="${p.body}" ${outline(p)}/>
<rect x="130" y="198" width="140" height="84" rx="12" fill="#fff8e7"/>
<polygon points="${polygon(200, 240, 24, 6, 0)}" fill="${p.body}" opacity=".8"/>
<rect x="122" y="144" width="18" height="180" rx="9" fill="url(#shine)"/>`,
  oil: (p) => `<rect x="170" y="32" width="60" height="32" rx="6" fill="${p.dark}"/>
<path d="M176 62 H224 V112 Q292 142 292 204 V334 Q292 352 274 352 H126 Q108 352 108 334 V204 Q108 142 176 112 Z" fill="${p.body}" opacity=".95" ${outline(p)}/>
<rect x="132" y="214" width="136" height="92" rx="10" fill="#fff8e7"/>
<path d="M200 228 Q226 250 200 292 Q174 250 200 228 Z" fill="${p.body}"/>
<rect x="124" y="190" width="16" height="140" rx="8" fill="url(#shine)"/>`,
  car: (
    p,
  ) => `<path d="M44 276 V232 Q44 212 70 206 L128 196 L174 146 Q184 134 206 134 H282 Q302 134 314 150 L348 200 Q362 206 362 226 V276 Z" fill="${p.body}" ${outline(p)}/>
<path d="M146 198 L184 156 H238 V198 Z M254 156 H282 Q292 156 298 166 L318 198 H254 Z" fill="url(#glass)" stroke="${p.dark}" stroke-width="3"/>
<circle cx="118" cy="280" r="36" fill="#2b2d33"/><circle cx="118" cy="280" r="16" fill="#c3c7cd"/>
<circle cx="292" cy="280" r="36" fill="#2b2d33"/><circle cx="292" cy="280" r="16" fill="#c3c7cd"/>
<rect x="340" y="222" width="18" height="12" rx="4" fill="#f1c232"/>`,
  tyre: (p) => `<circle cx="200" cy="200" r="146" fill="#26282d"/>
<circle cx="200" cy="200" r="128" fill="none" stroke="#3b3e45" stroke-width="18" stroke-dasharray="16 10"/>
<circle cx="200" cy="200" r="88" fill="${p.light}" stroke="${p.dark}" stroke-width="6"/>
${[0, 72, 144, 216, 288].map((d) => `<rect x="192" y="124" width="16" height="64" rx="8" fill="${p.body}" transform="rotate(${d} 200 200)"/>`).join('')}
<circle cx="200" cy="200" r="22" fill="${p.dark}"/>`,
  vase: (
    p,
  ) => `<path d="M150 120 Q100 130 104 180" stroke="${p.dark}" stroke-width="10" fill="none"/><path d="M250 120 Q300 130 296 180" stroke="${p.dark}" stroke-width="10" fill="none"/>
<path d="M160 56 H240 V88 Q240 110 262 128 Q322 178 302 260 Q286 332 200 348 Q114 332 98 260 Q78 178 138 128 Q160 110 160 88 Z" fill="${p.body}" ${outline(p)}/>
<path d="M112 200 L136 182 L160 200 L184 182 L208 200 L232 182 L256 200 L280 182 L292 192" stroke="#2b2d33" stroke-width="6" fill="none"/>
<path d="M106 236 H294 M112 274 H288" stroke="${p.light}" stroke-width="8"/>
${[130, 170, 210, 250].map((x) => `<polygon points="${x + 10},244 ${x + 20},262 ${x + 10},280 ${x},262" fill="#2b2d33"/>`).join('')}`,
  carpet: (
    p,
  ) => `${Array.from({ length: 15 }, (_, i) => `<path d="M${74 + i * 18} 40 V54 M${74 + i * 18} 346 V360" stroke="${p.light}" stroke-width="4"/>`).join('')}
<rect x="60" y="52" width="280" height="296" rx="4" fill="${p.body}" ${outline(p)}/>
<rect x="78" y="70" width="244" height="260" fill="none" stroke="${p.light}" stroke-width="6"/>
${[0, 1, 2].map((r) => [0, 1, 2].map((c) => `<polygon points="${polygon(128 + c * 72, 128 + r * 72, 30, 4, 0)}" fill="${(r + c) % 2 ? p.light : p.dark}"/><polygon points="${polygon(128 + c * 72, 128 + r * 72, 12, 4, 0)}" fill="${(r + c) % 2 ? p.dark : p.light}"/>`).join('')).join('')}`,
};
