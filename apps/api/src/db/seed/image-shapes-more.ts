import { outline, type Paint, polygon } from './image-shapes';

/**
 * Drawings of the demo's other kinds of goods (image-kinds.ts names which one each article, shop and
 * category shows). Same frame as image-shapes.ts: a 400 × 400 box, the object centred, its base
 * around y = 350.
 */

const o = outline;
const repeat = (n: number, f: (i: number) => string) => Array.from({ length: n }, (_, i) => f(i)).join('');

/** A bowl seen from the side, heaped with `item` drawn at each position. */
function bowlOf(p: Paint, item: (x: number, y: number) => string): string {
  const spots: [number, number][] = [
    [140, 214],
    [180, 200],
    [220, 200],
    [260, 214],
    [160, 180],
    [200, 172],
    [240, 180],
    [120, 232],
    [280, 232],
    [200, 222],
  ];
  return `${spots.map(([x, y]) => item(x, y)).join('')}
<path d="M70 236 H330 Q322 330 200 338 Q78 330 70 236 Z" fill="${p.body}" ${o(p)}/>
<path d="M96 262 Q200 276 304 262" stroke="${p.light}" stroke-width="6" fill="none"/>`;
}

/** A packet (bag) with a window label: coffee, couscous, nuts. */
function packet(p: Paint, label: string): string {
  return `<path d="M120 86 L280 86 L296 350 H104 Z" fill="${p.body}" ${o(p)}/>
<path d="M120 86 L140 60 H260 L280 86 Z" fill="${p.dark}"/>
<rect x="140" y="170" width="120" height="110" rx="12" fill="#fff8e7" stroke="${p.dark}" stroke-width="3"/>${label}`;
}

export const MORE_SHAPES = {
  // ------------------------------------------------------------------ phones and computers
  earbuds: (p: Paint) => `<rect x="100" y="170" width="200" height="150" rx="60" fill="#f4f4f2" ${o(p)}/>
<line x1="104" y1="226" x2="296" y2="226" stroke="${p.dark}" stroke-width="3"/>
<circle cx="200" cy="268" r="6" fill="${p.body}"/>
<g transform="rotate(-20 150 120)"><ellipse cx="150" cy="110" rx="30" ry="26" fill="${p.body}" ${o(p)}/><rect x="140" y="120" width="20" height="60" rx="10" fill="${p.body}" ${o(p)}/></g>
<g transform="rotate(20 250 120)"><ellipse cx="250" cy="110" rx="30" ry="26" fill="${p.body}" ${o(p)}/><rect x="240" y="120" width="20" height="60" rx="10" fill="${p.body}" ${o(p)}/></g>`,
  powerBank: (p: Paint) => `<rect x="120" y="60" width="160" height="290" rx="28" fill="${p.body}" ${o(p)}/>
<rect x="176" y="50" width="48" height="16" rx="5" fill="${p.dark}"/>
${repeat(4, (i) => `<rect x="186" y="${250 - i * 34}" width="28" height="22" rx="4" fill="${i < 3 ? '#2f9e62' : p.light}"/>`)}
<path d="M206 96 L186 140 H204 L194 178 L222 128 H204 Z" fill="#f1c232"/>`,
  charger: (p: Paint) => `<rect x="110" y="120" width="150" height="170" rx="24" fill="${p.body}" ${o(p)}/>
<rect x="148" y="92" width="16" height="34" rx="4" fill="#c3c7cd" stroke="#555b63" stroke-width="3"/><rect x="206" y="92" width="16" height="34" rx="4" fill="#c3c7cd" stroke="#555b63" stroke-width="3"/>
<rect x="160" y="250" width="50" height="16" rx="6" fill="${p.dark}"/>
<path d="M185 266 V300 Q185 340 240 340 H300 Q330 340 330 310 V250" stroke="#2b2d33" stroke-width="10" fill="none" stroke-linecap="round"/>
<rect x="318" y="222" width="24" height="36" rx="6" fill="${p.dark}"/>`,
  phoneCase: (
    p: Paint,
  ) => `<rect x="118" y="36" width="164" height="330" rx="34" fill="${p.light}" opacity=".75" ${o(p)}/>
<rect x="134" y="52" width="132" height="298" rx="24" fill="none" stroke="${p.body}" stroke-width="6"/>
<rect x="146" y="66" width="62" height="78" rx="16" fill="${p.dark}" opacity=".8"/>
<circle cx="168" cy="88" r="12" fill="#1c2a5e"/><circle cx="168" cy="122" r="12" fill="#1c2a5e"/><circle cx="192" cy="104" r="6" fill="#f1c232"/>
${[0, 1, 2, 3].map((i) => `<circle cx="${i % 2 ? 274 : 126}" cy="${i < 2 ? 46 : 356}" r="10" fill="${p.body}"/>`).join('')}`,
  printer: (
    p: Paint,
  ) => `<rect x="130" y="50" width="140" height="80" fill="#ffffff" stroke="${p.dark}" stroke-width="3"/>
<rect x="60" y="120" width="280" height="150" rx="16" fill="${p.body}" ${o(p)}/>
<rect x="90" y="150" width="120" height="20" rx="5" fill="${p.dark}" opacity=".5"/>
<circle cx="300" cy="160" r="9" fill="#2f9e62"/>
<rect x="110" y="250" width="180" height="20" fill="${p.dark}"/>
<path d="M120 270 H280 L290 340 H110 Z" fill="#ffffff" stroke="${p.dark}" stroke-width="3"/>
<path d="M134 296 H266 M134 316 H230" stroke="#8c929c" stroke-width="5"/>`,
  keyboard: (p: Paint) => `<rect x="28" y="170" width="270" height="130" rx="14" fill="${p.body}" ${o(p)}/>
${repeat(3, (r) => repeat(9, (c) => `<rect x="${44 + c * 27}" y="${186 + r * 28}" width="21" height="21" rx="4" fill="${p.light}"/>`))}
<rect x="90" y="270" width="140" height="18" rx="4" fill="${p.light}"/>
<path d="M322 196 Q322 160 350 160 Q378 160 378 196 V252 Q378 290 350 290 Q322 290 322 252 Z" fill="${p.body}" ${o(p)}/>
<line x1="350" y1="162" x2="350" y2="204" stroke="${p.dark}" stroke-width="3"/>`,
  mouse: (
    p: Paint,
  ) => `<path d="M200 60 Q300 60 300 190 V250 Q300 350 200 350 Q100 350 100 250 V190 Q100 60 200 60 Z" fill="${p.body}" ${o(p)}/>
<line x1="200" y1="62" x2="200" y2="170" stroke="${p.dark}" stroke-width="4"/>
<rect x="190" y="96" width="20" height="44" rx="10" fill="${p.dark}"/>
<path d="M104 190 Q200 214 296 190" stroke="${p.dark}" stroke-width="3" fill="none"/>
<path d="M118 230 Q110 300 160 330" stroke="#d7423c" stroke-width="6" fill="none" opacity=".8"/><path d="M282 230 Q290 300 240 330" stroke="#d7423c" stroke-width="6" fill="none" opacity=".8"/>
<path d="M200 60 Q200 30 230 24" stroke="#2b2d33" stroke-width="6" fill="none"/>`,
  router: (
    p: Paint,
  ) => `${[90, 160, 240, 310].map((x, i) => `<rect x="${x - 8}" y="${i % 3 ? 70 : 96}" width="16" height="${i % 3 ? 160 : 134}" rx="8" fill="${p.dark}"/>`).join('')}
<path d="M50 230 H350 L330 320 H70 Z" fill="${p.body}" ${o(p)}/>
${repeat(6, (i) => `<circle cx="${120 + i * 32}" cy="280" r="7" fill="${i < 4 ? '#2f9e62' : p.light}"/>`)}`,
  ssd: (
    p: Paint,
  ) => `<rect x="40" y="150" width="320" height="100" rx="6" fill="#2f7d4f" stroke="#1e4d31" stroke-width="4"/>
${repeat(8, (i) => `<rect x="${52 + i * 8}" y="232" width="5" height="18" fill="#d4a93a"/>`)}
<rect x="130" y="170" width="70" height="60" rx="4" fill="#2b2d33"/><rect x="214" y="170" width="70" height="60" rx="4" fill="#2b2d33"/>
<rect x="296" y="178" width="40" height="44" rx="3" fill="#555b63"/>
<rect x="140" y="184" width="50" height="12" rx="3" fill="${p.body}"/>
<circle cx="350" cy="200" r="8" fill="#f4f4f2" stroke="#1e4d31" stroke-width="3"/>`,
  hardDrive: (p: Paint) => `<rect x="96" y="60" width="208" height="290" rx="22" fill="${p.body}" ${o(p)}/>
<rect x="116" y="80" width="168" height="250" rx="14" fill="${p.dark}" opacity=".25"/>
<circle cx="200" cy="186" r="60" fill="${p.light}" stroke="${p.dark}" stroke-width="4"/><circle cx="200" cy="186" r="12" fill="${p.dark}"/>
<rect x="172" y="300" width="56" height="14" rx="5" fill="${p.dark}"/><circle cx="260" cy="306" r="5" fill="#2f9e62"/>`,
  usbKey: (
    p: Paint,
  ) => `<g transform="rotate(-30 200 200)"><rect x="170" y="40" width="60" height="80" rx="4" fill="#c3c7cd" stroke="#555b63" stroke-width="4"/>
<rect x="184" y="62" width="12" height="12" fill="#555b63"/><rect x="204" y="62" width="12" height="12" fill="#555b63"/>
<rect x="150" y="116" width="100" height="220" rx="22" fill="${p.body}" ${o(p)}/><circle cx="200" cy="300" r="14" fill="none" stroke="${p.dark}" stroke-width="6"/></g>`,
  // ------------------------------------------------------------------ home appliances
  airConditioner: (
    p: Paint,
  ) => `<rect x="40" y="110" width="320" height="120" rx="26" fill="${p.body}" ${o(p)}/>
<path d="M70 196 H330" stroke="${p.dark}" stroke-width="4"/><path d="M80 214 H320" stroke="${p.dark}" stroke-width="3" opacity=".6"/>
<rect x="280" y="136" width="50" height="18" rx="5" fill="#1c2a5e"/><circle cx="90" cy="146" r="6" fill="#2f9e62"/>
${[120, 200, 280].map((x) => `<path d="M${x} 250 Q${x - 20} 280 ${x} 310 Q${x + 20} 340 ${x} 360" stroke="#7fa7cf" stroke-width="6" fill="none" stroke-linecap="round"/>`).join('')}`,
  stove: (p: Paint) => `<rect x="80" y="100" width="240" height="260" rx="10" fill="${p.body}" ${o(p)}/>
<rect x="80" y="72" width="240" height="34" rx="6" fill="${p.dark}"/>
${[120, 170, 230, 280].map((x) => `<circle cx="${x}" cy="89" r="8" fill="${p.light}"/>`).join('')}
<rect x="104" y="146" width="192" height="150" rx="8" fill="#2b2d33"/><rect x="118" y="160" width="164" height="122" rx="6" fill="url(#glass)" opacity=".5"/>
<rect x="130" y="124" width="140" height="10" rx="5" fill="${p.dark}"/>
${repeat(4, (i) => `<ellipse cx="${130 + i * 47}" cy="58" rx="20" ry="8" fill="#2b2d33"/>`)}`,
  microwave: (p: Paint) => `<rect x="40" y="100" width="320" height="210" rx="14" fill="${p.body}" ${o(p)}/>
<rect x="62" y="122" width="200" height="166" rx="8" fill="#2b2d33"/><rect x="76" y="136" width="172" height="138" rx="6" fill="url(#glass)" opacity=".45"/>
<ellipse cx="162" cy="250" rx="60" ry="10" fill="#fff" opacity=".35"/>
<rect x="280" y="126" width="60" height="26" rx="4" fill="#1c2a5e"/>${repeat(3, (r) => repeat(3, (c) => `<rect x="${282 + c * 20}" y="${166 + r * 20}" width="14" height="14" rx="3" fill="${p.light}"/>`))}
<circle cx="310" cy="262" r="18" fill="${p.light}" stroke="${p.dark}" stroke-width="4"/>
<rect x="70" y="310" width="30" height="12" fill="${p.dark}"/><rect x="300" y="310" width="30" height="12" fill="${p.dark}"/>`,
  blender: (
    p: Paint,
  ) => `<path d="M130 60 H270 L250 250 H150 Z" fill="url(#glass)" opacity=".85" stroke="${p.dark}" stroke-width="4"/>
<rect x="124" y="44" width="152" height="24" rx="6" fill="${p.dark}"/>
<path d="M150 180 H250 L246 240 H154 Z" fill="#e63946" opacity=".7"/>
<path d="M270 90 Q312 90 312 140 Q312 190 262 196" stroke="${p.dark}" stroke-width="10" fill="none"/>
<path d="M130 250 H270 L290 350 H110 Z" fill="${p.body}" ${o(p)}/>
<circle cx="200" cy="302" r="18" fill="${p.light}" stroke="${p.dark}" stroke-width="4"/>`,
  kettle: (
    p: Paint,
  ) => `<path d="M120 120 Q120 90 150 90 H250 Q280 90 280 120 L300 330 Q300 350 280 350 H120 Q100 350 100 330 Z" fill="${p.body}" ${o(p)}/>
<path d="M280 130 Q340 130 340 200 Q340 270 292 290" stroke="${p.dark}" stroke-width="18" fill="none"/>
<path d="M120 150 L70 110 L76 96 L126 128" fill="${p.body}" ${o(p)}/>
<rect x="170" y="70" width="60" height="24" rx="8" fill="${p.dark}"/>
<rect x="138" y="170" width="18" height="130" rx="8" fill="url(#glass)"/>
<rect x="100" y="336" width="200" height="22" rx="8" fill="${p.dark}"/>`,
  iron: (
    p: Paint,
  ) => `<path d="M40 300 Q60 200 180 190 H330 Q350 190 350 214 V300 Z" fill="${p.body}" ${o(p)}/>
<path d="M36 300 H352 V322 Q352 330 344 330 H44 Q36 330 36 322 Z" fill="#c3c7cd" stroke="#555b63" stroke-width="4"/>
<path d="M170 190 Q190 110 260 110 H320 Q340 110 340 130 V190" fill="none" stroke="${p.dark}" stroke-width="20"/>
<circle cx="250" cy="250" r="18" fill="${p.light}" stroke="${p.dark}" stroke-width="4"/>
${[90, 120, 150].map((x) => `<path d="M${x} 350 Q${x - 10} 366 ${x} 380" stroke="#9fb0c4" stroke-width="5" fill="none"/>`).join('')}`,
  vacuum: (p: Paint) => `<ellipse cx="150" cy="300" rx="100" ry="56" fill="${p.body}" ${o(p)}/>
<circle cx="100" cy="340" r="20" fill="#2b2d33"/><circle cx="200" cy="340" r="20" fill="#2b2d33"/>
<ellipse cx="150" cy="284" rx="56" ry="26" fill="url(#glass)" opacity=".7"/>
<path d="M240 280 Q300 260 300 200 L300 80" stroke="#555b63" stroke-width="14" fill="none"/>
<path d="M300 84 L320 60" stroke="${p.dark}" stroke-width="16" stroke-linecap="round"/>
<path d="M300 200 L340 350" stroke="#8c929c" stroke-width="12"/><rect x="300" y="344" width="80" height="18" rx="6" fill="${p.dark}"/>`,
  standMixer: (
    p: Paint,
  ) => `<path d="M90 340 V290 Q90 270 110 270 H300 Q320 270 320 290 V340 Z" fill="${p.body}" ${o(p)}/>
<path d="M250 270 V120" stroke="${p.body}" stroke-width="60"/><path d="M250 270 V120" stroke="${p.dark}" stroke-width="4" opacity=".3"/>
<path d="M100 90 Q100 60 140 60 H270 Q300 60 300 100 V140 Q300 156 284 156 H120 Q100 156 100 140 Z" fill="${p.body}" ${o(p)}/>
<path d="M140 270 Q130 200 160 190 H240 Q270 200 260 270 Z" fill="#c3c7cd" stroke="#555b63" stroke-width="4"/>
<path d="M200 156 V200" stroke="#555b63" stroke-width="6"/><path d="M186 200 Q200 250 214 200" stroke="#555b63" stroke-width="5" fill="none"/>`,
  fan: (
    p: Paint,
  ) => `<circle cx="200" cy="140" r="110" fill="#ffffff" opacity=".5" stroke="${p.dark}" stroke-width="5"/>
${[0, 120, 240].map((d) => `<ellipse cx="200" cy="90" rx="34" ry="50" fill="${p.body}" transform="rotate(${d} 200 140)" opacity=".9"/>`).join('')}
<circle cx="200" cy="140" r="20" fill="${p.dark}"/>
${repeat(8, (i) => `<line x1="200" y1="140" x2="${(200 + 110 * Math.cos((i * Math.PI) / 4)).toFixed(1)}" y2="${(140 + 110 * Math.sin((i * Math.PI) / 4)).toFixed(1)}" stroke="${p.dark}" stroke-width="2" opacity=".5"/>`)}
<rect x="192" y="250" width="16" height="90" fill="${p.dark}"/><ellipse cx="200" cy="344" rx="80" ry="14" fill="${p.body}" ${o(p)}/>`,
  // ------------------------------------------------------------------ clothes and accessories
  sweater: (
    p: Paint,
  ) => `<path d="M150 60 L100 76 L50 250 L88 262 L124 150 L124 346 H276 L276 150 L312 262 L350 250 L300 76 L250 60 Z" fill="${p.body}" ${o(p)}/>
<rect x="160" y="40" width="80" height="36" rx="12" fill="${p.dark}"/>
${repeat(7, (i) => `<path d="M${142 + i * 20} 110 V330" stroke="${p.light}" stroke-width="4" opacity=".6"/>`)}
<rect x="122" y="326" width="156" height="22" fill="${p.dark}" opacity=".6"/>`,
  trousers: (
    p: Paint,
  ) => `<path d="M120 50 H280 L306 350 H220 L200 140 L180 350 H94 Z" fill="${p.body}" ${o(p)}/>
<rect x="120" y="50" width="160" height="24" fill="${p.dark}"/>
${[150, 190, 230, 262].map((x) => `<rect x="${x}" y="48" width="8" height="28" fill="${p.light}"/>`).join('')}
<path d="M140 80 Q150 120 190 110 M260 80 Q250 120 210 110" stroke="${p.light}" stroke-width="4" fill="none"/>
<path d="M200 74 V140" stroke="${p.light}" stroke-width="3" stroke-dasharray="6 5"/>`,
  headscarf: (
    p: Paint,
  ) => `<path d="M200 40 Q290 40 300 150 Q310 240 350 340 H50 Q90 240 100 150 Q110 40 200 40 Z" fill="${p.body}" ${o(p)}/>
<ellipse cx="200" cy="160" rx="62" ry="78" fill="#e3b08a"/>
<path d="M138 150 Q140 84 200 82 Q260 84 262 150" stroke="${p.dark}" stroke-width="8" fill="none"/>
<path d="M120 280 Q200 250 280 280 M100 320 Q200 290 300 320" stroke="${p.light}" stroke-width="6" fill="none"/>
<circle cx="176" cy="160" r="6" fill="#2b2d33"/><circle cx="224" cy="160" r="6" fill="#2b2d33"/><path d="M184 196 Q200 206 216 196" stroke="#7e2235" stroke-width="4" fill="none"/>`,
  heels: (
    p: Paint,
  ) => `<path d="M60 290 Q60 200 120 200 Q180 200 230 260 L320 262 Q350 264 350 290 V302 H230 L212 300 Q140 300 110 300 Z" fill="${p.body}" ${o(p)}/>
<path d="M60 290 L60 350 H90 L96 300" fill="${p.dark}"/>
<path d="M200 300 H350" stroke="${p.dark}" stroke-width="8"/>
<path d="M120 220 Q170 230 200 262" stroke="${p.light}" stroke-width="6" fill="none"/>`,
  jacket: (
    p: Paint,
  ) => `<path d="M150 50 L96 70 L50 300 L96 310 L118 170 L118 350 H282 L282 170 L304 310 L350 300 L304 70 L250 50 L200 120 Z" fill="${p.body}" ${o(p)}/>
<path d="M150 50 L180 150 L200 120 L220 150 L250 50" fill="${p.dark}" opacity=".55"/>
<path d="M200 120 V350" stroke="${p.dark}" stroke-width="5"/>
${[170, 220, 270, 320].map((y) => `<circle cx="212" cy="${y}" r="5" fill="${p.light}"/>`).join('')}
<rect x="130" y="250" width="46" height="10" rx="4" fill="${p.dark}"/><rect x="224" y="250" width="46" height="10" rx="4" fill="${p.dark}"/>`,
  leatherShoe: (
    p: Paint,
  ) => `<path d="M50 290 Q48 240 100 232 L190 214 Q230 204 262 228 L330 250 Q358 262 356 290 V300 H50 Z" fill="${p.body}" ${o(p)}/>
<rect x="44" y="296" width="318" height="20" rx="8" fill="${p.dark}"/>
<path d="M190 220 Q220 250 260 232" stroke="${p.dark}" stroke-width="4" fill="none"/>
${[200, 216, 232].map((x) => `<circle cx="${x}" cy="${236 - (x - 200) / 4}" r="4" fill="${p.light}"/>`).join('')}
<path d="M90 262 Q200 240 330 270" stroke="${p.light}" stroke-width="3" stroke-dasharray="8 6" fill="none"/>`,
  watch: (p: Paint) => `<rect x="160" y="30" width="80" height="340" rx="20" fill="${p.dark}"/>
${repeat(8, (i) => `<line x1="164" y1="${44 + i * 14}" x2="236" y2="${44 + i * 14}" stroke="${p.body}" stroke-width="3"/>`)}
<circle cx="200" cy="200" r="96" fill="${p.body}" ${o(p)}/><circle cx="200" cy="200" r="78" fill="#1c2a5e"/>
${repeat(12, (i) => `<rect x="197" y="128" width="6" height="14" fill="#f4f4f2" transform="rotate(${i * 30} 200 200)"/>`)}
<path d="M200 200 V148 M200 200 L238 214" stroke="#f4f4f2" stroke-width="6" stroke-linecap="round"/>
<circle cx="176" cy="226" r="14" fill="none" stroke="${p.light}" stroke-width="3"/><circle cx="224" cy="180" r="14" fill="none" stroke="${p.light}" stroke-width="3"/>
<rect x="292" y="190" width="16" height="20" rx="4" fill="${p.body}"/>`,
  belt: (
    p: Paint,
  ) => `<path d="M60 200 Q60 110 200 110 Q340 110 340 200 Q340 290 200 290 Q110 290 80 250" stroke="${p.body}" stroke-width="40" fill="none"/>
<path d="M60 200 Q60 110 200 110 Q340 110 340 200 Q340 290 200 290" stroke="${p.dark}" stroke-width="3" fill="none" stroke-dasharray="6 6" opacity=".6"/>
<rect x="40" y="222" width="80" height="70" rx="10" fill="none" stroke="#d4a93a" stroke-width="12"/>
<line x1="80" y1="226" x2="80" y2="288" stroke="#d4a93a" stroke-width="8"/>`,
  // ------------------------------------------------------------------ beauty and health
  dropper: (p: Paint) => `<path d="M180 40 Q200 20 220 40 V90 H180 Z" fill="#2b2d33"/>
<rect x="166" y="86" width="68" height="40" rx="8" fill="#d4a93a" stroke="#8a6a1c" stroke-width="4"/>
<rect x="120" y="122" width="160" height="230" rx="30" fill="${p.body}" opacity=".9" ${o(p)}/>
<rect x="146" y="200" width="108" height="80" rx="8" fill="#fff" opacity=".8"/>
<circle cx="200" cy="240" r="20" fill="${p.body}"/><rect x="132" y="140" width="16" height="190" rx="8" fill="url(#shine)"/>`,
  pumpBottle: (
    p: Paint,
  ) => `<path d="M200 80 H250 V96 H200 Z" fill="${p.dark}"/><rect x="186" y="60" width="28" height="60" rx="6" fill="${p.dark}"/>
<rect x="174" y="116" width="52" height="30" rx="6" fill="${p.dark}"/>
<rect x="126" y="142" width="148" height="210" rx="26" fill="${p.body}" ${o(p)}/>
<rect x="148" y="196" width="104" height="100" rx="10" fill="#fff" opacity=".8"/>
<path d="M170 226 Q200 206 230 226 M170 252 H230 M170 272 H214" stroke="${p.dark}" stroke-width="5" fill="none" stroke-linecap="round"/>
<rect x="138" y="158" width="16" height="170" rx="8" fill="url(#shine)"/>`,
  jar: (p: Paint) => `<rect x="110" y="110" width="180" height="44" rx="10" fill="${p.dark}"/>
<path d="M120 150 H280 Q300 150 300 176 V326 Q300 350 276 350 H124 Q100 350 100 326 V176 Q100 150 120 150 Z" fill="url(#glass)" opacity=".6" ${o(p)}/>
<path d="M108 200 H292 V326 Q292 342 276 342 H124 Q108 342 108 326 Z" fill="${p.body}"/>
<rect x="136" y="222" width="128" height="80" rx="10" fill="#fff8e7" stroke="${p.dark}" stroke-width="3"/>
<path d="M160 250 H240 M172 274 H228" stroke="${p.dark}" stroke-width="6" stroke-linecap="round"/>`,
  bloodPressure: (p: Paint) => `<rect x="50" y="120" width="170" height="210" rx="22" fill="#f4f4f2" ${o(p)}/>
<rect x="70" y="142" width="130" height="100" rx="8" fill="#cfe3d6"/>
<path d="M86 180 H116 M126 180 H156 M166 180 H186" stroke="#2b2d33" stroke-width="10"/><path d="M96 216 H150" stroke="#2b2d33" stroke-width="6"/>
<circle cx="135" cy="290" r="20" fill="${p.body}" stroke="${p.dark}" stroke-width="4"/>
<path d="M220 220 Q270 220 280 180" stroke="#555b63" stroke-width="8" fill="none"/>
<rect x="250" y="70" width="110" height="150" rx="40" fill="${p.body}" ${o(p)}/><path d="M262 110 H348" stroke="${p.light}" stroke-width="6"/>`,
  toothbrush: (p: Paint) => `<rect x="168" y="120" width="64" height="230" rx="30" fill="#f4f4f2" ${o(p)}/>
<rect x="182" y="60" width="36" height="80" rx="14" fill="#f4f4f2" stroke="${p.dark}" stroke-width="4"/>
<rect x="180" y="30" width="40" height="44" rx="16" fill="${p.body}"/>${repeat(4, (i) => `<line x1="${186 + i * 9}" y1="36" x2="${186 + i * 9}" y2="68" stroke="#fff" stroke-width="4"/>`)}
<circle cx="200" cy="200" r="16" fill="${p.body}"/><rect x="184" y="240" width="32" height="70" rx="12" fill="${p.body}" opacity=".7"/>
<ellipse cx="200" cy="352" rx="60" ry="12" fill="${p.dark}"/>`,
  hairDryer: (
    p: Paint,
  ) => `<path d="M110 110 H280 Q320 110 320 150 Q320 190 280 190 H110 Z" fill="${p.body}" ${o(p)}/>
<ellipse cx="110" cy="150" rx="30" ry="50" fill="${p.dark}"/><ellipse cx="110" cy="150" rx="18" ry="34" fill="${p.light}"/>
<rect x="320" y="130" width="40" height="40" rx="8" fill="${p.dark}"/>
<path d="M210 190 L190 330 Q188 350 210 350 H230 Q250 350 248 330 L262 190 Z" fill="${p.body}" ${o(p)}/>
<rect x="206" y="230" width="36" height="14" rx="5" fill="${p.light}"/>`,
  straightener: (
    p: Paint,
  ) => `<g transform="rotate(-12 200 200)"><rect x="150" y="40" width="46" height="320" rx="22" fill="${p.body}" ${o(p)}/>
<rect x="204" y="40" width="46" height="320" rx="22" fill="${p.body}" ${o(p)}/>
<rect x="160" y="60" width="26" height="140" rx="6" fill="#c3c7cd"/><rect x="214" y="60" width="26" height="140" rx="6" fill="#c3c7cd"/>
<circle cx="173" cy="260" r="8" fill="${p.light}"/><path d="M200 360 V390" stroke="#2b2d33" stroke-width="8"/></g>`,
  // ------------------------------------------------------------------ home and kitchen
  pan: (p: Paint) => `<ellipse cx="160" cy="220" rx="130" ry="70" fill="${p.dark}"/>
<ellipse cx="160" cy="210" rx="112" ry="56" fill="#3b3e45"/><ellipse cx="140" cy="196" rx="50" ry="20" fill="#fff" opacity=".12"/>
<path d="M280 200 L380 160" stroke="${p.body}" stroke-width="24" stroke-linecap="round"/>
<path d="M30 224 Q40 290 160 292 Q280 290 290 224" fill="none" stroke="${p.dark}" stroke-width="10"/>`,
  knives: (
    p: Paint,
  ) => `${[0, 1, 2, 3, 4].map((i) => `<path d="M${150 + i * 26} ${60 + (i % 2) * 16} L${162 + i * 26} ${60 + (i % 2) * 16} L${168 + i * 26} 170 H${146 + i * 26} Z" fill="#d9dde2" stroke="#555b63" stroke-width="3"/>`).join('')}
<path d="M110 170 H300 L270 350 H90 Z" fill="#b07a48" stroke="#6b4a33" stroke-width="4"/>
${repeat(5, (i) => `<rect x="${146 + i * 26}" y="164" width="22" height="14" rx="3" fill="${p.body}" stroke="${p.dark}" stroke-width="2"/>`)}
<path d="M120 230 L280 230" stroke="#6b4a33" stroke-width="3" opacity=".6"/>`,
  teapot: (p: Paint) => `<path d="M120 180 Q100 340 200 340 Q300 340 280 180 Z" fill="${p.body}" ${o(p)}/>
<path d="M130 180 Q200 130 270 180 Z" fill="${p.dark}"/><path d="M200 140 Q190 110 200 96 Q210 110 200 140" fill="${p.dark}"/>
<path d="M120 220 Q60 210 40 150" stroke="${p.body}" stroke-width="18" fill="none"/><path d="M120 220 Q60 210 40 150" stroke="${p.dark}" stroke-width="3" fill="none"/>
<path d="M280 200 Q350 200 330 280 Q320 300 290 300" stroke="${p.dark}" stroke-width="12" fill="none"/>
<path d="M140 250 Q200 270 260 250" stroke="${p.light}" stroke-width="5" fill="none"/>
<rect x="48" y="300" width="40" height="50" rx="6" fill="url(#glass)" opacity=".8" stroke="${p.dark}" stroke-width="3"/>`,
  plates: (
    p: Paint,
  ) => `${[0, 1, 2, 3, 4, 5].map((i) => `<ellipse cx="200" cy="${320 - i * 16}" rx="150" ry="30" fill="${i % 2 ? p.light : p.body}" stroke="${p.dark}" stroke-width="3"/>`).join('')}
<ellipse cx="200" cy="236" rx="150" ry="40" fill="${p.body}" ${o(p)}/><ellipse cx="200" cy="236" rx="100" ry="24" fill="${p.light}"/>`,
  bedding: (p: Paint) => `<path d="M40 220 H360 V330 H40 Z" fill="${p.body}" ${o(p)}/>
<rect x="60" y="150" width="120" height="70" rx="24" fill="#f4f4f2" stroke="${p.dark}" stroke-width="4"/><rect x="220" y="150" width="120" height="70" rx="24" fill="#f4f4f2" stroke="${p.dark}" stroke-width="4"/>
<path d="M40 240 H360" stroke="${p.light}" stroke-width="12"/>
<rect x="30" y="330" width="20" height="30" fill="#80512f"/><rect x="350" y="330" width="20" height="30" fill="#80512f"/>
<rect x="30" y="90" width="20" height="240" fill="#80512f"/><rect x="350" y="90" width="20" height="240" fill="#80512f"/>`,
  blanket: (
    p: Paint,
  ) => `${[0, 1, 2].map((i) => `<rect x="${70 + i * 6}" y="${270 - i * 70}" width="260" height="70" rx="30" fill="${i % 2 ? p.light : p.body}" ${o(p)}/>`).join('')}
${[0, 1, 2].map((i) => `<path d="M${100 + i * 6} ${305 - i * 70} H${300 + i * 6}" stroke="${p.dark}" stroke-width="3" stroke-dasharray="10 8" opacity=".5"/>`).join('')}`,
  curtains: (p: Paint) => `<rect x="30" y="46" width="340" height="14" rx="7" fill="#555b63"/>
<path d="M50 60 H190 Q170 200 190 350 H50 Z" fill="${p.body}" ${o(p)}/><path d="M350 60 H210 Q230 200 210 350 H350 Z" fill="${p.body}" ${o(p)}/>
${[80, 120, 160].map((x) => `<path d="M${x} 62 Q${x - 8} 200 ${x} 348" stroke="${p.dark}" stroke-width="3" fill="none" opacity=".5"/><path d="M${400 - x} 62 Q${408 - x} 200 ${400 - x} 348" stroke="${p.dark}" stroke-width="3" fill="none" opacity=".5"/>`).join('')}`,
  lamp: (
    p: Paint,
  ) => `<path d="M130 60 H270 L310 170 H90 Z" fill="#f3e1c0" stroke="#b8934d" stroke-width="4"/>
<path d="M196 170 V200" stroke="#555b63" stroke-width="8"/>
<path d="M200 200 Q120 220 140 300 Q150 340 200 340 Q250 340 260 300 Q280 220 200 200 Z" fill="${p.body}" ${o(p)}/>
<path d="M150 270 Q200 290 250 270" stroke="${p.light}" stroke-width="6" fill="none"/>
<ellipse cx="200" cy="348" rx="70" ry="10" fill="${p.dark}"/>`,
  mirror: () => `<circle cx="200" cy="200" r="160" fill="#c8a165" stroke="#8a6a3c" stroke-width="4"/>
${repeat(24, (i) => `<line x1="200" y1="48" x2="200" y2="72" stroke="#8a6a3c" stroke-width="3" transform="rotate(${i * 15} 200 200)"/>`)}
<circle cx="200" cy="200" r="120" fill="url(#glass)" stroke="#8a6a3c" stroke-width="4"/>
<path d="M130 170 L190 110 M140 210 L230 120" stroke="#fff" stroke-width="10" opacity=".6" stroke-linecap="round"/>`,
  cushion: (
    p: Paint,
  ) => `<path d="M70 90 Q200 120 330 90 Q300 200 330 310 Q200 280 70 310 Q100 200 70 90 Z" fill="${p.body}" ${o(p)}/>
<polygon points="${polygon(200, 200, 70, 4, 0)}" fill="${p.light}"/><polygon points="${polygon(200, 200, 34, 4, 0)}" fill="${p.dark}"/>
<path d="M100 130 L140 170 M300 130 L260 170 M100 270 L140 230 M300 270 L260 230" stroke="${p.light}" stroke-width="8"/>`,
  // ------------------------------------------------------------------ sport and games
  yogaMat: (p: Paint) => `<path d="M40 300 H290 V340 H40 Z" fill="${p.body}" ${o(p)}/>
<circle cx="300" cy="260" r="80" fill="${p.body}" ${o(p)}/><circle cx="300" cy="260" r="56" fill="none" stroke="${p.dark}" stroke-width="4"/><circle cx="300" cy="260" r="30" fill="none" stroke="${p.dark}" stroke-width="4"/>
<path d="M60 320 H260" stroke="${p.light}" stroke-width="4" stroke-dasharray="14 8"/>`,
  bench: (
    p: Paint,
  ) => `<path d="M60 210 L250 210 L340 110" stroke="${p.body}" stroke-width="40" stroke-linecap="round" fill="none"/>
<path d="M60 210 L250 210 L340 110" stroke="${p.dark}" stroke-width="4" fill="none"/>
<path d="M90 232 L70 340 M230 232 L260 340 M290 180 L320 340" stroke="#555b63" stroke-width="12"/>
<path d="M40 340 H110 M220 340 H350" stroke="#2b2d33" stroke-width="14" stroke-linecap="round"/>`,
  jumpRope: (
    p: Paint,
  ) => `<path d="M90 110 Q60 360 200 340 Q340 360 310 110" stroke="${p.dark}" stroke-width="14" fill="none"/>
<path d="M90 110 Q60 360 200 340 Q340 360 310 110" stroke="${p.body}" stroke-width="7" fill="none"/>
<rect x="70" y="40" width="40" height="96" rx="18" fill="${p.dark}"/><rect x="290" y="40" width="40" height="96" rx="18" fill="${p.dark}"/>
<rect x="76" y="60" width="28" height="10" fill="${p.light}"/><rect x="296" y="60" width="28" height="10" fill="${p.light}"/>`,
  tent: (p: Paint) => `<path d="M200 70 L360 320 H40 Z" fill="${p.body}" ${o(p)}/>
<path d="M200 70 L250 320 H150 Z" fill="${p.dark}"/><path d="M200 140 L230 320 H170 Z" fill="#2b2d33"/>
<path d="M200 70 V40" stroke="#555b63" stroke-width="6"/><path d="M40 320 L10 350 M360 320 L390 350" stroke="#555b63" stroke-width="4"/>
<rect x="0" y="318" width="400" height="8" fill="#6f7d2c" opacity=".5"/>`,
  cooler: (
    p: Paint,
  ) => `<path d="M140 130 Q140 70 200 70 Q260 70 260 130" stroke="#555b63" stroke-width="14" fill="none"/>
<rect x="70" y="120" width="260" height="60" rx="14" fill="#f4f4f2" ${o(p)}/>
<rect x="80" y="176" width="240" height="170" rx="16" fill="${p.body}" ${o(p)}/>
<rect x="170" y="190" width="60" height="16" rx="6" fill="${p.dark}"/>
<rect x="110" y="240" width="180" height="70" rx="10" fill="#fff" opacity=".7"/>`,
  bicycle: (
    p: Paint,
  ) => `<circle cx="100" cy="260" r="76" fill="none" stroke="#2b2d33" stroke-width="12"/><circle cx="300" cy="260" r="76" fill="none" stroke="#2b2d33" stroke-width="12"/>
<circle cx="100" cy="260" r="8" fill="#555b63"/><circle cx="300" cy="260" r="8" fill="#555b63"/>
<path d="M100 260 L170 160 H290 L300 260 M170 160 L200 260 L290 160 M200 260 L100 260" stroke="${p.body}" stroke-width="12" fill="none" stroke-linejoin="round"/>
<path d="M150 150 H200" stroke="#2b2d33" stroke-width="14" stroke-linecap="round"/><path d="M290 160 L280 110 H320" stroke="#2b2d33" stroke-width="10" fill="none" stroke-linecap="round"/>
<circle cx="200" cy="260" r="16" fill="none" stroke="#555b63" stroke-width="5"/>`,
  scooter: (
    p: Paint,
  ) => `<circle cx="90" cy="310" r="38" fill="#2b2d33"/><circle cx="320" cy="310" r="38" fill="#2b2d33"/><circle cx="90" cy="310" r="14" fill="#c3c7cd"/><circle cx="320" cy="310" r="14" fill="#c3c7cd"/>
<path d="M90 290 H270" stroke="${p.body}" stroke-width="26" stroke-linecap="round"/>
<path d="M270 290 L320 310 M290 300 L250 60" stroke="${p.body}" stroke-width="16" stroke-linecap="round"/>
<path d="M210 60 H290" stroke="#2b2d33" stroke-width="14" stroke-linecap="round"/>
<rect x="120" y="282" width="110" height="8" rx="4" fill="#2f9e62"/>`,
  chess:
    () => `<polygon points="40,300 200,360 360,300 200,240" fill="#f4e3c3" stroke="#6b4a33" stroke-width="4"/>
${repeat(4, (r) => repeat(4, (c) => ((r + c) % 2 ? `<polygon points="${40 + 40 * (c + r)},${300 - 15 * (c - r)} ${80 + 40 * (c + r)},${285 - 15 * (c - r)} ${120 + 40 * (c + r)},${300 - 15 * (c - r)} ${80 + 40 * (c + r)},${315 - 15 * (c - r)}" fill="#80512f"/>` : '')))}
<path d="M130 270 H170 L162 250 Q176 240 166 220 L176 196 H124 L134 220 Q124 240 138 250 Z" fill="#f4f4f2" stroke="#2b2d33" stroke-width="4"/><rect x="128" y="180" width="44" height="16" fill="#f4f4f2" stroke="#2b2d33" stroke-width="4"/>
<path d="M226 262 H274 L266 236 Q282 210 262 180 Q250 150 220 170 L232 186 Q212 200 236 214 Z" fill="#2b2d33"/>
<path d="M150 120 V100 M140 110 H160" stroke="#2b2d33" stroke-width="6"/><path d="M130 170 Q124 136 150 124 Q176 136 170 170 Z" fill="#2b2d33"/>`,
  dominoes: (p: Paint) =>
    `${[
      [70, 90, -12],
      [170, 70, 8],
      [260, 110, -4],
    ]
      .map(
        ([x, y, r]) =>
          `<g transform="rotate(${r} ${x + 40} ${y + 90})"><rect x="${x}" y="${y}" width="80" height="180" rx="12" fill="${p.body === '#2b2d33' ? '#2b2d33' : '#f4f4f2'}" stroke="#2b2d33" stroke-width="4"/><line x1="${x + 10}" y1="${y + 90}" x2="${x + 70}" y2="${y + 90}" stroke="#8c929c" stroke-width="4"/>${[
            [20, 24],
            [60, 64],
            [40, 44],
            [20, 124],
            [60, 124],
            [20, 154],
            [60, 154],
          ]
            .map(
              ([dx, dy]) =>
                `<circle cx="${x + dx}" cy="${y + dy}" r="7" fill="${p.body === '#2b2d33' ? '#f4f4f2' : '#2b2d33'}"/>`,
            )
            .join('')}</g>`,
      )
      .join('')}`,
  // ------------------------------------------------------------------ baby and children
  stroller: (
    p: Paint,
  ) => `<path d="M100 100 Q100 220 200 220 H300 Q300 100 200 100 Z" fill="${p.body}" ${o(p)}/>
<path d="M100 100 Q140 60 200 100" fill="${p.dark}"/><path d="M200 100 V220" stroke="${p.dark}" stroke-width="4"/>
<path d="M300 160 L340 60 H370" stroke="#2b2d33" stroke-width="10" fill="none" stroke-linecap="round"/>
<path d="M140 220 L110 310 M260 220 L290 310" stroke="#555b63" stroke-width="8"/>
<circle cx="110" cy="320" r="30" fill="#2b2d33"/><circle cx="290" cy="320" r="30" fill="#2b2d33"/><circle cx="110" cy="320" r="10" fill="#c3c7cd"/><circle cx="290" cy="320" r="10" fill="#c3c7cd"/>`,
  carSeat: (
    p: Paint,
  ) => `<path d="M120 60 Q200 30 280 60 L290 250 Q290 300 250 320 H150 Q110 300 110 250 Z" fill="${p.body}" ${o(p)}/>
<path d="M150 90 Q200 74 250 90 L256 240 Q200 262 144 240 Z" fill="${p.light}"/>
<path d="M150 130 L200 220 L250 130 M200 220 V260" stroke="#2b2d33" stroke-width="8" fill="none"/><rect x="186" y="214" width="28" height="20" rx="4" fill="#d7423c"/>
<path d="M80 300 Q200 380 320 300" stroke="#555b63" stroke-width="14" fill="none"/>`,
  diapers: (p: Paint) => `<rect x="80" y="70" width="240" height="280" rx="24" fill="${p.body}" ${o(p)}/>
<path d="M170 70 Q200 40 230 70" stroke="${p.dark}" stroke-width="10" fill="none"/>
<path d="M130 170 H270 Q270 260 200 270 Q130 260 130 170 Z" fill="#ffffff" stroke="${p.dark}" stroke-width="4"/>
<rect x="126" y="164" width="30" height="24" rx="4" fill="#f1c232"/><rect x="244" y="164" width="30" height="24" rx="4" fill="#f1c232"/>
<rect x="110" y="296" width="180" height="30" rx="8" fill="${p.light}"/>`,
  travelCot: (
    p: Paint,
  ) => `<rect x="50" y="120" width="300" height="200" rx="12" fill="${p.light}" opacity=".7" ${o(p)}/>
${repeat(9, (i) => `<line x1="${80 + i * 30}" y1="130" x2="${80 + i * 30}" y2="250" stroke="${p.dark}" stroke-width="2" opacity=".6"/>`)}
<rect x="50" y="250" width="300" height="70" fill="${p.body}" stroke="${p.dark}" stroke-width="4"/>
<rect x="40" y="112" width="320" height="16" rx="8" fill="${p.dark}"/>
<rect x="50" y="320" width="16" height="30" fill="#2b2d33"/><rect x="334" y="320" width="16" height="30" fill="#2b2d33"/>`,
  bodysuit: (
    p: Paint,
  ) => `<path d="M160 60 Q200 90 240 60 L300 90 L330 160 L290 176 L270 140 L270 260 L240 320 H160 L130 260 L130 140 L110 176 L70 160 L100 90 Z" fill="${p.body}" ${o(p)}/>
<path d="M160 60 Q200 90 240 60" stroke="${p.dark}" stroke-width="5" fill="none"/>
${[290, 300, 310].map((y, i) => `<circle cx="${180 + i * 20}" cy="${y + 4}" r="5" fill="${p.dark}"/>`).join('')}
<circle cx="200" cy="170" r="24" fill="${p.light}"/>`,
  bricks: () =>
    `${[
      [60, 240, '#d7423c'],
      [160, 240, '#2f6fd6'],
      [260, 240, '#f1c232'],
      [110, 160, '#2f9e62'],
      [210, 160, '#ef8a2d'],
      [160, 80, '#7d52c9'],
    ]
      .map(
        ([x, y, c]) =>
          `<rect x="${x}" y="${y}" width="96" height="70" rx="6" fill="${c}" stroke="#2b2d33" stroke-width="3"/><rect x="${(x as number) + 12}" y="${(y as number) - 14}" width="26" height="16" rx="4" fill="${c}" stroke="#2b2d33" stroke-width="3"/><rect x="${(x as number) + 58}" y="${(y as number) - 14}" width="26" height="16" rx="4" fill="${c}" stroke="#2b2d33" stroke-width="3"/>`,
      )
      .join('')}`,
  playMat: (p: Paint) => `<ellipse cx="200" cy="310" rx="180" ry="44" fill="${p.body}" ${o(p)}/>
<path d="M60 306 Q120 110 200 80 Q280 110 340 306" stroke="${p.dark}" stroke-width="12" fill="none"/>
<path d="M110 306 Q200 60 290 306" stroke="${p.light}" stroke-width="10" fill="none"/>
<circle cx="150" cy="170" r="20" fill="#f1c232"/><polygon points="${polygon(250, 170, 22, 5)}" fill="#d7423c"/><path d="M150 150 V110 M250 148 V112" stroke="#555b63" stroke-width="3"/>`,
  backpack: (
    p: Paint,
  ) => `<path d="M160 90 Q160 50 200 50 Q240 50 240 90" stroke="${p.dark}" stroke-width="12" fill="none"/>
<path d="M110 120 Q110 80 160 80 H240 Q290 80 290 120 V330 Q290 350 270 350 H130 Q110 350 110 330 Z" fill="${p.body}" ${o(p)}/>
<rect x="140" y="220" width="120" height="100" rx="16" fill="${p.light}" stroke="${p.dark}" stroke-width="4"/>
<path d="M140 250 H260" stroke="${p.dark}" stroke-width="4"/><rect x="190" y="240" width="20" height="22" rx="4" fill="#d4a93a"/>
<path d="M130 130 Q200 150 270 130" stroke="${p.dark}" stroke-width="4" fill="none"/>`,
  schoolKit:
    () => `${['#d7423c', '#2f6fd6', '#2f9e62', '#f1c232', '#7d52c9'].map((c, i) => `<g transform="rotate(${-20 + i * 10} 200 340)"><rect x="${188}" y="80" width="24" height="230" fill="${c}" stroke="#2b2d33" stroke-width="3"/><polygon points="188,80 212,80 200,46" fill="#f3d9b1" stroke="#2b2d33" stroke-width="3"/><polygon points="195,58 205,58 200,46" fill="#2b2d33"/></g>`).join('')}
<rect x="120" y="260" width="160" height="90" rx="10" fill="#f4f4f2" stroke="#2b2d33" stroke-width="4"/><path d="M140 290 H260 M140 314 H240" stroke="#2f6fd6" stroke-width="4"/>`,
  // ------------------------------------------------------------------ groceries
  dates: (p: Paint) =>
    bowlOf(
      p,
      (x, y) =>
        `<ellipse cx="${x}" cy="${y}" rx="14" ry="24" fill="#7a3e1d" stroke="#4a230f" stroke-width="3" transform="rotate(${((x * 7) % 60) - 30} ${x} ${y})"/>`,
    ),
  figs: (p: Paint) =>
    bowlOf(
      p,
      (x, y) =>
        `<path d="M${x} ${y - 24} Q${x + 24} ${y + 4} ${x} ${y + 20} Q${x - 24} ${y + 4} ${x} ${y - 24} Z" fill="#8a5a2b" stroke="#5a3a1b" stroke-width="3"/>`,
    ),
  almonds: (p: Paint) =>
    bowlOf(
      p,
      (x, y) =>
        `<path d="M${x} ${y - 20} Q${x + 16} ${y} ${x} ${y + 18} Q${x - 16} ${y} ${x} ${y - 20} Z" fill="#e3cfae" stroke="#b08b5a" stroke-width="3"/>`,
    ),
  coffee: (p: Paint) =>
    packet(
      p,
      `<ellipse cx="186" cy="226" rx="16" ry="22" fill="#4a2a14" transform="rotate(-20 186 226)"/><ellipse cx="216" cy="232" rx="16" ry="22" fill="#4a2a14" transform="rotate(20 216 232)"/><path d="M186 206 Q180 226 188 246 M216 212 Q222 232 214 252" stroke="#8a5a2b" stroke-width="3" fill="none"/>`,
    ),
  couscous: (p: Paint) =>
    bowlOf(
      p,
      (x, y) =>
        `<circle cx="${x}" cy="${y}" r="24" fill="#f1d48a"/>${[-10, 0, 10].map((d) => `<circle cx="${x + d}" cy="${y + (d % 7)}" r="3" fill="#d9b25c"/>`).join('')}`,
    ),
  tea: (p: Paint) => `<rect x="110" y="110" width="180" height="240" rx="10" fill="${p.body}" ${o(p)}/>
<rect x="110" y="110" width="180" height="50" fill="${p.dark}"/>
<path d="M200 210 Q250 230 240 290 Q190 280 200 210 Z" fill="#2f9e62"/><path d="M200 210 Q160 240 170 290 Q210 270 200 210 Z" fill="#3fbf7a"/>
<path d="M200 214 V296" stroke="#1e6b43" stroke-width="3"/>`,
  cakes: (
    p: Paint,
  ) => `<ellipse cx="200" cy="300" rx="170" ry="46" fill="#d4a93a" stroke="#8a6a1c" stroke-width="4"/><ellipse cx="200" cy="292" rx="150" ry="36" fill="#f0d58a"/>
${[
  [130, 262],
  [200, 250],
  [270, 262],
  [165, 290],
  [235, 290],
]
  .map(([x, y], i) =>
    i % 2
      ? `<path d="M${x - 26} ${y + 10} L${x} ${y - 26} L${x + 26} ${y + 10} Z" fill="#e8c07a" stroke="#a0742e" stroke-width="3"/><circle cx="${x}" cy="${y - 2}" r="5" fill="#2f9e62"/>`
      : `<ellipse cx="${x}" cy="${y}" rx="28" ry="18" fill="#f3e1c0" stroke="#a0742e" stroke-width="3"/><circle cx="${x}" cy="${y - 4}" r="7" fill="${p.body}"/>`,
  )
  .join('')}`,
  // ------------------------------------------------------------------ car and motorbike
  carBattery: (
    p: Paint,
  ) => `<rect x="60" y="120" width="280" height="220" rx="14" fill="#2b2d33" stroke="#111" stroke-width="4"/>
<rect x="60" y="120" width="280" height="50" rx="10" fill="${p.body}"/>
<rect x="100" y="90" width="40" height="34" rx="4" fill="#d7423c"/><rect x="260" y="90" width="40" height="34" rx="4" fill="#555b63"/>
<path d="M110 107 H130 M120 97 V117 M270 107 H290" stroke="#fff" stroke-width="5"/>
<rect x="110" y="220" width="180" height="70" rx="8" fill="#f4f4f2"/><path d="M200 230 L180 258 H198 L190 284 L222 250 H204 Z" fill="#f1c232"/>`,
  motorOil: (
    p: Paint,
  ) => `<path d="M120 110 H280 Q300 110 300 130 V340 Q300 350 290 350 H110 Q100 350 100 340 V170 Z" fill="${p.body}" ${o(p)}/>
<rect x="130" y="74" width="50" height="40" rx="6" fill="${p.dark}"/>
<path d="M240 110 Q240 70 270 70 Q300 70 300 110" stroke="${p.dark}" stroke-width="14" fill="none"/>
<rect x="130" y="190" width="140" height="110" rx="8" fill="#f4f4f2"/>
<path d="M200 204 Q226 236 200 286 Q174 236 200 204 Z" fill="#d98e1f"/>`,
  wiper: () => `<path d="M40 330 L340 70" stroke="#2b2d33" stroke-width="14" stroke-linecap="round"/>
<path d="M70 330 L360 80" stroke="#555b63" stroke-width="6" stroke-linecap="round"/>
<path d="M200 200 L240 250 L330 250" stroke="#2b2d33" stroke-width="10" fill="none" stroke-linecap="round"/>
<rect x="320" y="232" width="40" height="36" rx="8" fill="#2b2d33"/>`,
  dashcam: (
    p: Paint,
  ) => `<rect x="160" y="50" width="80" height="60" rx="10" fill="#555b63"/><rect x="190" y="100" width="20" height="60" fill="#555b63"/>
<rect x="80" y="150" width="240" height="150" rx="22" fill="${p.body === '#f4f4f2' ? '#2b2d33' : p.dark}" stroke="#111" stroke-width="4"/>
<circle cx="200" cy="225" r="54" fill="#2b2d33" stroke="#8c929c" stroke-width="8"/><circle cx="200" cy="225" r="30" fill="url(#screen)"/><circle cx="188" cy="212" r="8" fill="#fff" opacity=".6"/>
<circle cx="110" cy="176" r="7" fill="#d7423c"/>`,
  seatCover: (
    p: Paint,
  ) => `<path d="M140 40 H260 Q280 40 280 60 V110 H120 V60 Q120 40 140 40 Z" fill="${p.body}" ${o(p)}/>
<rect x="170" y="110" width="14" height="24" fill="#8c929c"/><rect x="216" y="110" width="14" height="24" fill="#8c929c"/>
<path d="M110 134 H290 L300 290 H100 Z" fill="${p.body}" ${o(p)}/>
<path d="M90 290 H320 Q340 290 340 310 V340 H70 V310 Q70 290 90 290 Z" fill="${p.body}" ${o(p)}/>
<path d="M200 140 V286 M150 140 V286 M250 140 V286" stroke="${p.light}" stroke-width="4" opacity=".7"/>`,
  floorMats: (p: Paint) =>
    `${[
      [40, 70],
      [220, 70],
      [60, 230],
      [200, 230],
    ]
      .map(
        ([x, y], i) =>
          `<path d="M${x} ${y} H${x + (i < 2 ? 150 : 140)} L${x + (i < 2 ? 140 : 130)} ${y + 130} H${x + 10} Z" fill="${p.body}" ${o(p)}/>${repeat(4, (k) => `<path d="M${x + 20} ${y + 24 + k * 24} H${x + (i < 2 ? 128 : 118)}" stroke="${p.light}" stroke-width="5"/>`)}`,
      )
      .join('')}`,
  compressor: (p: Paint) => `<rect x="90" y="140" width="220" height="170" rx="20" fill="${p.body}" ${o(p)}/>
<circle cx="170" cy="220" r="46" fill="#f4f4f2" stroke="#2b2d33" stroke-width="5"/><path d="M170 220 L196 196" stroke="#d7423c" stroke-width="5"/>
${repeat(4, (i) => `<rect x="236" y="${180 + i * 22}" width="50" height="10" rx="4" fill="${p.light}"/>`)}
<path d="M310 260 Q370 260 360 330 Q350 370 300 360" stroke="#2b2d33" stroke-width="8" fill="none"/>
<path d="M140 140 Q140 100 200 100 Q260 100 260 140" stroke="#2b2d33" stroke-width="12" fill="none"/>`,
  phoneHolder: (
    p: Paint,
  ) => `<rect x="150" y="40" width="100" height="190" rx="16" fill="#2b2d33"/><rect x="158" y="52" width="84" height="166" rx="10" fill="url(#screen)"/>
<circle cx="200" cy="250" r="44" fill="${p.body}" ${o(p)}/><circle cx="200" cy="250" r="20" fill="${p.light}"/>
<path d="M200 294 V330" stroke="${p.dark}" stroke-width="16"/><rect x="140" y="330" width="120" height="24" rx="8" fill="${p.dark}"/>`,
  helmet: (
    p: Paint,
  ) => `<path d="M70 250 Q60 80 200 70 Q340 80 330 250 L320 320 H80 Z" fill="${p.body}" ${o(p)}/>
<path d="M100 170 Q200 130 320 180 L316 260 Q200 240 96 250 Z" fill="#1c2a5e"/><path d="M110 180 Q180 160 230 165" stroke="#fff" stroke-width="8" opacity=".4" fill="none"/>
<path d="M80 320 H320" stroke="${p.dark}" stroke-width="10"/><path d="M180 270 Q200 300 220 270" stroke="${p.dark}" stroke-width="5" fill="none"/>`,
  gloves: (p: Paint) =>
    `${[0, 1].map((k) => `<g transform="translate(${k * 150} ${k * 20}) rotate(${k ? 10 : -10} 130 220)"><path d="M70 340 V200 Q70 180 86 180 V100 Q86 86 100 86 Q114 86 114 100 V170 V80 Q114 66 128 66 Q142 66 142 80 V170 V90 Q142 76 156 76 Q170 76 170 90 V180 V120 Q170 106 184 106 Q198 106 198 120 V260 Q198 300 170 340 Z" fill="${p.body}" ${o(p)}/><rect x="84" y="190" width="110" height="30" rx="6" fill="#2b2d33" opacity=".8"/></g>`).join('')}`,
  discLock: (p: Paint) => `<rect x="100" y="130" width="200" height="140" rx="26" fill="${p.body}" ${o(p)}/>
<path d="M130 130 V90 Q130 60 160 60 H240 Q270 60 270 90 V130" stroke="#8c929c" stroke-width="20" fill="none"/>
<circle cx="200" cy="200" r="24" fill="#2b2d33"/><rect x="194" y="200" width="12" height="40" fill="#2b2d33"/>
<circle cx="270" cy="160" r="8" fill="#d7423c"/><path d="M300 190 Q330 200 320 230 M312 170 Q350 190 336 244" stroke="${p.dark}" stroke-width="4" fill="none"/>`,
  // ------------------------------------------------------------------ Algerian craft
  tajine: (
    p: Paint,
  ) => `<path d="M200 60 Q210 60 212 80 L320 250 H80 L188 80 Q190 60 200 60 Z" fill="${p.body}" ${o(p)}/>
<circle cx="200" cy="60" r="16" fill="${p.body}" ${o(p)}/>
<path d="M130 190 Q200 210 270 190" stroke="${p.light}" stroke-width="6" fill="none"/>
<path d="M40 250 H360 Q356 300 300 310 H100 Q44 300 40 250 Z" fill="${p.dark}" ${o(p)}/>`,
  fouta: (p: Paint) => `<rect x="70" y="50" width="260" height="290" fill="${p.body}" ${o(p)}/>
${repeat(6, (i) => `<rect x="70" y="${70 + i * 46}" width="260" height="14" fill="${i % 2 ? '#f4f4f2' : p.dark}"/>`)}
${repeat(14, (i) => `<path d="M${80 + i * 18} 340 V368" stroke="${p.body}" stroke-width="4"/>`)}`,
  burnous: (
    p: Paint,
  ) => `<path d="M200 40 Q250 40 256 100 L330 350 H70 L144 100 Q150 40 200 40 Z" fill="${p.body}" ${o(p)}/>
<path d="M160 90 Q200 150 240 90 Q240 50 200 48 Q160 50 160 90 Z" fill="${p.dark}" opacity=".5"/>
<path d="M200 140 V350" stroke="${p.dark}" stroke-width="4"/>
<path d="M200 50 L200 20" stroke="${p.dark}" stroke-width="6"/><circle cx="200" cy="18" r="8" fill="${p.dark}"/>
${repeat(4, (i) => `<circle cx="200" cy="${170 + i * 40}" r="6" fill="${p.light}"/>`)}`,
  bracelet:
    () => `<ellipse cx="200" cy="210" rx="150" ry="110" fill="none" stroke="#c3c7cd" stroke-width="46"/>
<ellipse cx="200" cy="210" rx="150" ry="110" fill="none" stroke="#8c929c" stroke-width="4"/>
${repeat(8, (i) => {
  const a = (i * Math.PI) / 4;
  return `<polygon points="${polygon(200 + 150 * Math.cos(a), 210 + 110 * Math.sin(a), 16, 4, 0)}" fill="${i % 2 ? '#2f6fd6' : '#d7423c'}"/><circle cx="${(200 + 150 * Math.cos(a + 0.39)).toFixed(1)}" cy="${(210 + 110 * Math.sin(a + 0.39)).toFixed(1)}" r="7" fill="#f1c232"/>`;
})}`,
  fibula: () => `<polygon points="200,70 300,260 100,260" fill="#c3c7cd" stroke="#555b63" stroke-width="5"/>
<polygon points="200,130 252,230 148,230" fill="none" stroke="#555b63" stroke-width="3"/>
<circle cx="200" cy="190" r="20" fill="#d7423c" stroke="#555b63" stroke-width="3"/><circle cx="160" cy="240" r="10" fill="#2f9e62"/><circle cx="240" cy="240" r="10" fill="#2f9e62"/>
<circle cx="200" cy="40" r="30" fill="none" stroke="#c3c7cd" stroke-width="10"/>
${[120, 160, 200, 240, 280].map((x) => `<path d="M${x} 260 V320" stroke="#8c929c" stroke-width="4"/><circle cx="${x}" cy="326" r="8" fill="#d4a93a"/>`).join('')}`,
  tray: (
    p: Paint,
  ) => `<ellipse cx="200" cy="220" rx="180" ry="110" fill="#c8843a" stroke="#7a4a1c" stroke-width="5"/>
<ellipse cx="200" cy="216" rx="150" ry="88" fill="#d99a52"/>
<polygon points="${polygon(200, 216, 60, 8, 0)}" fill="none" stroke="#7a4a1c" stroke-width="4" transform="scale(1 0.62) translate(0 132)"/>
${repeat(12, (i) => `<circle cx="${(200 + 130 * Math.cos((i * Math.PI) / 6)).toFixed(1)}" cy="${(216 + 76 * Math.sin((i * Math.PI) / 6)).toFixed(1)}" r="6" fill="#7a4a1c"/>`)}
<circle cx="200" cy="216" r="14" fill="${p.body}"/>`,
  lantern:
    () => `<path d="M200 30 V60" stroke="#8a6a1c" stroke-width="6"/><circle cx="200" cy="26" r="10" fill="none" stroke="#8a6a1c" stroke-width="5"/>
<path d="M150 60 H250 L270 110 H130 Z" fill="#d4a93a" stroke="#8a6a1c" stroke-width="4"/>
<path d="M130 110 H270 L260 290 H140 Z" fill="#f1c232" opacity=".55" stroke="#8a6a1c" stroke-width="5"/>
${repeat(4, (r) => repeat(3, (c) => `<polygon points="${polygon(170 + c * 30, 140 + r * 40, 10, 4, 0)}" fill="#8a6a1c"/>`))}
<path d="M140 290 H260 L240 340 H160 Z" fill="#d4a93a" stroke="#8a6a1c" stroke-width="4"/>`,
  babouches: (p: Paint) =>
    `${[0, 1].map((k) => `<g transform="translate(${k * 120} ${k * 40})"><path d="M60 250 Q40 200 100 190 L200 180 Q240 180 240 220 V250 Q240 270 200 272 H90 Q60 270 60 250 Z" fill="${p.body}" ${o(p)}/><path d="M40 220 Q36 196 60 196 L100 194" stroke="${p.body}" stroke-width="10" fill="none"/><path d="M140 200 Q160 230 200 210" stroke="#f1c232" stroke-width="5" fill="none"/><circle cx="180" cy="222" r="5" fill="#f1c232"/></g>`).join('')}`,
  shoppingBag: (
    p: Paint,
  ) => `<path d="M160 130 Q160 70 200 70 Q240 70 240 130" stroke="${p.dark}" stroke-width="12" fill="none"/>
<path d="M100 120 H300 L320 350 H80 Z" fill="${p.body}" ${o(p)}/>
<polygon points="${polygon(200, 240, 50, 5)}" fill="#f1c232" stroke="${p.dark}" stroke-width="4"/>`,
};
