import type { ArticleSpec, CategorySpec } from './catalog-types';
import type { Paint } from './image-shapes';
import { SHAPES } from './image-shapes';
import { MORE_SHAPES } from './image-shapes-more';

/**
 * Which drawing each demo picture shows. Every seeded article, sub-category, category and shop is
 * drawn by its name: the first rule whose pattern the name matches gives the kind of object. There is
 * no default: a name no rule knows stops the seed (a new demo article needs its rule, and its
 * drawing if no kind fits), so that a picture never shows something else than what it names.
 */

export const DRAWINGS: Record<string, (p: Paint) => string> & typeof SHAPES & typeof MORE_SHAPES = {
  ...SHAPES,
  ...MORE_SHAPES,
};
export type Kind = keyof typeof SHAPES | keyof typeof MORE_SHAPES;

/** Ordered: the more precise names first ("Support téléphone" before "téléphone"). */
export const KIND_RULES: readonly (readonly [RegExp, Kind])[] = [
  // Categories and shops named by their trade
  [/téléphones & tablettes/i, 'phone'],
  [/beauté & santé|parapharmacie/i, 'perfume'],
  [/oran mode/i, 'dress'],
  // Phones and computers
  [/support téléphone/i, 'phoneHolder'],
  [/batterie externe/i, 'powerBank'],
  [/écouteurs|accessoires téléphone/i, 'earbuds'],
  [/chargeur/i, 'charger'],
  [/coque/i, 'phoneCase'],
  [/\btab\b|tablette|ipad/i, 'tablet'],
  [/smartphone|téléphone|galaxy|iphone|redmi|plume|reno|nokia/i, 'phone'],
  [/imprimante/i, 'printer'],
  [/clavier/i, 'keyboard'],
  [/souris|périphériques/i, 'mouse'],
  [/routeur/i, 'router'],
  [/\bssd\b/i, 'ssd'],
  [/disque dur|stockage/i, 'hardDrive'],
  [/clé usb/i, 'usbKey'],
  [/écran/i, 'monitor'],
  [/ordinateur|informatique|core i5|ideapad|macbook|latitude/i, 'laptop'],
  // Home appliances
  [/bouilloire|petit électroménager/i, 'kettle'],
  [/lave-linge|électroménager|électro\b/i, 'washer'],
  [/réfrigérateur/i, 'fridge'],
  [/climati/i, 'airConditioner'],
  [/cuisinière|cuisson/i, 'stove'],
  [/micro-ondes/i, 'microwave'],
  [/blender/i, 'blender'],
  [/fer à repasser/i, 'iron'],
  [/aspirateur/i, 'vacuum'],
  [/robot pâtissier/i, 'standMixer'],
  [/ventilateur/i, 'fan'],
  // Clothes and accessories
  [/hijab|foulard/i, 'headscarf'],
  [/sac à main|sacs à main|sac cabas/i, 'handbag'],
  [/escarpins|chaussures femme/i, 'heels'],
  [/derbies|chaussures homme/i, 'leatherShoe'],
  [/baskets|air max|chaussures de foot/i, 'sneaker'],
  [/montre|accessoires homme/i, 'watch'],
  [/ceinture/i, 'belt'],
  [/pull/i, 'sweater'],
  [/\bjean|pantalon/i, 'trousers'],
  [/veste|parka|survêtement|jogging|karakou|manteau/i, 'jacket'],
  [/bodies|vêtements enfants/i, 'bodysuit'],
  [/burnous/i, 'burnous'],
  [/babouches/i, 'babouches'],
  [/\brobes?\b|abaya|mode femme|tenues traditionnelles/i, 'dress'],
  [/chemisier|chemise|t-shirt|polo|qamis|maillot|ensemble de l.aïd|prêt-à-porter|mode homme/i, 'shirt'],
  // Beauty and health
  [/eau de parfum|eau de toilette|eau de rose|parfum/i, 'perfume'],
  [/crème|soins du visage/i, 'cream'],
  [/sérum|huile d.argan/i, 'dropper'],
  [/shampoing|soins des cheveux/i, 'pumpBottle'],
  [/tensiomètre/i, 'bloodPressure'],
  [/brosse à dents|hygiène/i, 'toothbrush'],
  [/sèche-cheveux|appareils de beauté/i, 'hairDryer'],
  [/lisseur/i, 'straightener'],
  [/henné|savon noir|ras el hanout|harissa|confiture/i, 'jar'],
  // Home and kitchen
  [/couscoussier|batterie de cuisine|ustensiles de cuisine|maison & cuisine/i, 'pot'],
  [/poêle/i, 'pan'],
  [/couteaux/i, 'knives'],
  [/théière|service à thé|art de la table/i, 'teapot'],
  [/assiettes/i, 'plates'],
  [/parure de lit|linge de maison/i, 'bedding'],
  [/couverture/i, 'blanket'],
  [/rideaux/i, 'curtains'],
  [/lampe|décoration/i, 'lamp'],
  [/miroir/i, 'mirror'],
  [/coussin/i, 'cushion'],
  // Sport and games
  [/ballon|football|sport/i, 'ball'],
  [/haltères|fitness/i, 'dumbbell'],
  [/tapis de yoga/i, 'yogaMat'],
  [/banc de musculation/i, 'bench'],
  [/corde à sauter/i, 'jumpRope'],
  [/tente|camping/i, 'tent'],
  [/glacière/i, 'cooler'],
  [/trottinette/i, 'scooter'],
  [/vtt|vélo/i, 'bicycle'],
  [/échecs|jeux de société/i, 'chess'],
  [/dominos/i, 'dominoes'],
  // Baby and children
  [/poussette|puériculture/i, 'stroller'],
  [/siège auto/i, 'carSeat'],
  [/biberon/i, 'babyBottle'],
  [/couches/i, 'diapers'],
  [/lit parapluie/i, 'travelCot'],
  [/ours en peluche|jouets|bébé/i, 'teddy'],
  [/lego/i, 'bricks'],
  [/tapis d.éveil/i, 'playMat'],
  [/cartable|fournitures scolaires/i, 'backpack'],
  [/fournitures de rentrée/i, 'schoolKit'],
  // Groceries
  [/huile d.olive|huiles/i, 'oil'],
  [/miel|épicerie|saveurs/i, 'honey'],
  [/dattes/i, 'dates'],
  [/figues/i, 'figs'],
  [/amandes/i, 'almonds'],
  [/café/i, 'coffee'],
  [/thé vert/i, 'tea'],
  [/gâteaux|pâtisseries/i, 'cakes'],
  [/couscous/i, 'couscous'],
  // Car and motorbike
  [/pneu|auto pièces/i, 'tyre'],
  [/batterie auto/i, 'carBattery'],
  [/huile moteur|entretien/i, 'motorOil'],
  [/essuie-glace/i, 'wiper'],
  [/caméra de bord/i, 'dashcam'],
  [/housses de sièges/i, 'seatCover'],
  [/tapis de sol/i, 'floorMats'],
  [/compresseur/i, 'compressor'],
  [/casque moto|équipement moto/i, 'helmet'],
  [/gants/i, 'gloves'],
  [/antivol/i, 'discLock'],
  [/auto & moto|accessoires auto/i, 'car'],
  // Algerian craft
  [/cruche|poterie|artisanat/i, 'vase'],
  [/tajine/i, 'tajine'],
  [/tapis|tissages/i, 'carpet'],
  [/fouta/i, 'fouta'],
  [/bracelet|bijoux/i, 'bracelet'],
  [/fibule/i, 'fibula'],
  [/plateau/i, 'tray'],
  [/lanterne|cuivre/i, 'lantern'],
  // Shops
  [/bazar|discount/i, 'shoppingBag'],
];

/** The kind of object a demo name shows; throws for a name no rule knows. */
export function kindOf(name: string): Kind {
  const rule = KIND_RULES.find(([pattern]) => pattern.test(name));
  if (!rule) throw new Error(`Aucun dessin pour « ${name} » : ajouter une règle dans image-kinds.ts`);
  return rule[1];
}

/** The pictures of one demo article: its kind, and the colours it is drawn in (main first). */
export interface ArticlePhotos {
  kind: Kind;
  colors: string[];
}

/**
 * Drawn in the article's own colours when the category draws them (its colour option swaps the
 * photo; two at most, each is a gallery photo), else once in one of the category's colours. Never in
 * a colour the article is not sold in, never as another kind of object.
 */
export function articlePhotos(category: CategorySpec, article: ArticleSpec, index: number): ArticlePhotos {
  const drawn = new Set<string>(category.colors);
  const own = (article.options.find((o) => o.designation === 'Couleur')?.values ?? []).filter((v) =>
    drawn.has(v),
  );
  const main = own[0] ?? category.colors[index % category.colors.length];
  const colors = [...new Set([main, ...own])].slice(0, 2);
  return { kind: kindOf(article.designation), colors };
}

/**
 * A sub-category's picture: its own kind, in the colour an article of that kind is drawn in (the same
 * picture then serves both, the seed draws fewer), else in one of its category's colours.
 */
export function sousCategoryPhoto(category: CategorySpec, index: number): { kind: Kind; color: string } {
  const kind = kindOf(category.sous[index]);
  const i = category.articles.findIndex((a) => kindOf(a.designation) === kind);
  const color =
    i >= 0
      ? articlePhotos(category, category.articles[i], i).colors[0]
      : category.colors[index % category.colors.length];
  return { kind, color };
}
