import { type APIRequestContext, expect, type Locator, type Page } from './fixtures';
import { DEMO, field, openProductModal } from './helpers';

/** What the client-area journeys read of the public and client API. */
export interface Variant {
  id: number;
  prix: number;
  quantite: number;
  sous_options: { id: number; designation: string; option_id: number }[];
}
export interface Article {
  id: number;
  slug: string;
  designation: string;
  marchand: { id: number; designation_magasin: string } | null;
  options: { id: number; designation: string; sous_options: { id: number; designation: string }[] }[];
  stock_articles: Variant[];
}
export interface Order {
  id: number;
  ref: string;
  etat: string;
  type_paiement: string;
  paye: boolean;
  montant_a_payer: number;
  remise_coupon: number;
  marchand: { id: number } | null;
  coupon: { code: string } | null;
  stock_articles: { stock_article_id: number; quantite: number }[];
}
export interface Coupon {
  id: number;
  code: string;
  etat: 'utilise' | 'non_utilise';
  modelCoupon: { designation: string; remise: number };
}

/** A product to buy: its category (for the modal's URL) and the variant chosen in the modal. */
export interface Pick {
  categorySlug: string;
  article: Article;
  variant: Variant;
}

export interface Credentials {
  email: string;
  password: string;
}

/** A unique, realistic new client: reruns and parallel workers never collide. */
export function newIdentity(prefix: string) {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1e6)}`;
  return {
    nom: 'Haddad',
    prenom: 'Nour',
    email: `${prefix}.${stamp}@exemple.dz`,
    telephone: '0661 23 45 67',
    adresse: '14 boulevard Krim Belkacem, Alger',
    wilaya: '16 - Alger',
    password: 'MotDePasse123!',
  };
}

const sellerKey = (a: Article) => (a.marchand ? `m${a.marchand.id}` : 'souk');

/**
 * In-stock products of `count` different sellers (the platform counts as one), each with a variant
 * holding at least `minStock` units. A variant that is not the preselected one is preferred, so
 * choosing the sub-options in the modal matters. `skipSellers`: keys `m{id}` of stores to avoid;
 * `offset`: sellers left to other journeys (each journey its own, so parallel runs never share a
 * stock).
 */
export async function findProductsOfSellers(
  request: APIRequestContext,
  count: number,
  { minStock = 3, skipSellers = [] as string[], offset = 0 } = {},
): Promise<Pick[]> {
  const found = new Map<string, Pick>();
  const want = offset + count;
  const { data: categories } = await (await request.get('/api/v1/categories')).json();
  for (const categorie of categories as { slug: string }[]) {
    const page = await (await request.get(`/api/v1/categorieShow/${categorie.slug}`)).json();
    for (const article of page.data as Article[]) {
      const key = sellerKey(article);
      if (found.has(key) || skipSellers.includes(key) || article.options.length === 0) continue;
      const preselected = article.options.map((o) => o.sous_options[0]?.id);
      const usable = article.stock_articles.filter(
        (v) =>
          v.quantite >= minStock &&
          // Reachable in the modal: one sub-option of each option.
          v.sous_options.length === article.options.length,
      );
      const variant =
        usable.find((v) => v.sous_options.some((so) => !preselected.includes(so.id))) ?? usable[0];
      if (!variant) continue;
      found.set(key, { categorySlug: categorie.slug, article, variant });
      if (found.size === want) return [...found.values()].slice(offset);
    }
  }
  throw new Error(`the demo data has no ${want} sellers with an in-stock product`);
}

/** The stock of one variant as the public product page reports it. */
export async function stockOf(request: APIRequestContext, pick: Pick): Promise<number> {
  const reply = await request.get(`/api/v1/articleShow/${pick.article.id}`);
  expect(reply.ok()).toBeTruthy();
  const { data } = (await reply.json()) as { data: Article };
  const variant = data.stock_articles.find((v) => v.id === pick.variant.id);
  if (!variant) throw new Error(`variant ${pick.variant.id} vanished from article ${pick.article.id}`);
  return variant.quantite;
}

/** The envelope of the API's replies (docs/product/README.md, Envelopes). */
interface JsonReply {
  message?: string;
  data?: unknown;
  meta?: { last_page: number };
}

/** A tiny client of the JSON API with a bearer token, failing loudly on any non-2xx answer. */
export function apiAs(request: APIRequestContext, token: string) {
  const headers = { authorization: `Bearer ${token}`, accept: 'application/json' };
  const check = async (
    what: string,
    reply: Awaited<ReturnType<APIRequestContext['get']>>,
  ): Promise<JsonReply> => {
    if (!reply.ok()) throw new Error(`${what} answered ${reply.status()}: ${await reply.text()}`);
    return (await reply.json()) as JsonReply;
  };
  return {
    get: async (path: string) => check(`GET ${path}`, await request.get(`/api/${path}`, { headers })),
    post: async (path: string, data: unknown) =>
      check(`POST ${path}`, await request.post(`/api/${path}`, { headers, data })),
    delete: async (path: string) =>
      check(`DELETE ${path}`, await request.delete(`/api/${path}`, { headers })),
  };
}

/** Registers a client through the API (for journeys whose subject is not the register page). */
export async function registerClientByApi(request: APIRequestContext, prefix: string) {
  const who = newIdentity(prefix);
  const reply = await request.post('/api/v1/client/register', {
    data: { ...who, password_confirmation: who.password },
  });
  expect(reply.status(), await reply.text()).toBeLessThan(300);
  const { token } = (await reply.json()) as { token: string };
  return { ...who, token, api: apiAs(request, token) };
}

export async function loginClientAs(page: Page, who: Credentials) {
  await page.goto('/login');
  const form = page.getByRole('tabpanel');
  await form.getByLabel('Email').fill(who.email);
  await form.getByLabel('Mot de passe').fill(who.password);
  await form.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/profile$/);
}

/** The client's orders, most recent first (all pages). */
export async function ordersOf(api: ReturnType<typeof apiAs>): Promise<Order[]> {
  const orders: Order[] = [];
  for (let page = 1; ; page++) {
    const reply = await api.get(`v1/client/commandes?page=${page}`);
    orders.push(...(reply.data as Order[]));
    if (page >= (reply.meta?.last_page ?? 1)) return orders;
  }
}

/** One cart line to order: a product and how many units. */
export interface Line {
  pick: Pick;
  quantite: number;
}

/** An in-stock variant of a platform (admin-owned) article, reachable with one sub-option per option. */
export async function platformVariant(request: APIRequestContext) {
  const { data: categories } = (await (await request.get('/api/v1/categories')).json()) as {
    data: { slug: string }[];
  };
  for (const categorie of categories) {
    const page = await (await request.get(`/api/v1/categorieShow/${categorie.slug}`)).json();
    for (const article of page.data as Article[]) {
      if (article.marchand) continue;
      const variant = article.stock_articles.find(
        (v) => v.quantite >= 2 && v.sous_options.length === article.options.length,
      );
      if (variant) return { article, variant };
    }
  }
  throw new Error('the demo data has no in-stock platform article');
}

/** Puts products in the cart and checks them out through the API: one order per seller. */
export async function orderByApi(
  api: ReturnType<typeof apiAs>,
  lines: Line[],
  typePaiement: 'devise' | 'cib' | 'livraison',
): Promise<Order[]> {
  const stockArticles = lines.map((l) => ({ stock_article_id: l.pick.variant.id, quantite: l.quantite }));
  for (const line of stockArticles) await api.post('v1/client/panierAdd', line);
  const reply = await api.post('v1/client/commandeAdd', {
    latitude: 36.7529,
    longitude: 3.042,
    adresse: '14 boulevard Krim Belkacem, Alger',
    type_paiement: typePaiement,
    stock_articles: stockArticles.map((l) => ({ ...l, isSelected: true })),
  });
  return reply.data as Order[];
}

/** The demo partner, acting through its own API (the seller's side of an order's life). */
export async function demoPartner(request: APIRequestContext) {
  const reply = await request.post('/api/v1/marchand/login', { data: DEMO.partner });
  expect(reply.ok(), await reply.text()).toBeTruthy();
  const { token, marchand } = (await reply.json()) as { token: string; marchand: { id: number } };
  const api = apiAs(request, token);
  return {
    storeId: marchand.id,
    /** Moves one of the store's orders forward, one step at a time, through the given states. */
    async advance(orderId: number, ...etats: string[]) {
      for (const etat of etats)
        await api.post(`v1/marchand/commandeChangerEtat/${orderId}`, { id: orderId, etat });
    },
    /** The order's QR code (PNG data URL) as the seller prints it on the parcel. */
    async parcelQrCode(ref: string): Promise<string> {
      const reply = (await api.get(`v1/marchand/commandeShow/${encodeURIComponent(ref)}`)) as {
        data: { codeQR: string };
      };
      return reply.data.codeQR;
    },
  };
}

const unitPrice = (article: Article & { latestpromotions?: { pourcentage: number } | null }, v: Variant) =>
  v.prix * (1 - (article.latestpromotions?.pourcentage ?? 0) / 100);

/**
 * A product of one store and the quantity that brings its order to at least `minAmount` DZD
 * (what a reward coupon asks for), within the variant's stock.
 */
export async function storeLine(
  request: APIRequestContext,
  storeId: number,
  minAmount: number,
): Promise<Line> {
  const { data } = await (await request.get(`/api/v1/articlesMarchand/${storeId}`)).json();
  const candidates: Line[] = [];
  for (const article of data as Article[]) {
    for (const variant of article.stock_articles) {
      if (variant.sous_options.length !== article.options.length) continue;
      const quantite = Math.ceil(minAmount / unitPrice(article, variant));
      if (quantite <= variant.quantite && quantite <= 5) {
        candidates.push({ pick: { categorySlug: '', article, variant }, quantite });
      }
    }
  }
  // Fewest units first; among those, the variant with the most stock left, so that a line another
  // journey of the same server just bought out (the public listing may be a minute old) is not picked.
  const spare = (c: Line) => c.pick.variant.quantite - c.quantite;
  candidates.sort((a, b) => a.quantite - b.quantite || spare(b) - spare(a));
  if (!candidates[0]) throw new Error(`store ${storeId} has nothing to reach ${minAmount} DZD`);
  return candidates[0];
}

/**
 * Opens the product modal from its category page, chooses the variant's sub-options, sets the
 * quantity with the + button and adds it to the cart.
 */
export async function addToCartFromModal(page: Page, pick: Pick, quantity: number) {
  await openProductModal(page, pick.categorySlug, pick.article.designation);
  const modal = page.getByRole('dialog', { name: pick.article.designation });
  await expect(modal.getByRole('heading', { name: pick.article.designation })).toBeVisible();
  for (const option of pick.article.options) {
    const chosen = pick.variant.sous_options.find((so) => so.option_id === option.id);
    if (!chosen) throw new Error(`variant ${pick.variant.id} has no sub-option for ${option.designation}`);
    await modal
      .getByRole('radiogroup', { name: option.designation })
      .getByText(chosen.designation, { exact: true })
      .click();
  }
  await expect(modal.getByTestId('stock')).toHaveText(
    new RegExp(`^En stock : ${pick.variant.quantite} article`),
  );
  for (let n = 1; n < quantity; n++)
    await modal.getByRole('button', { name: 'Augmenter la quantité' }).click();
  await expect(modal.getByRole('textbox', { name: 'Quantité' })).toHaveValue(String(quantity));
  await modal.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(page.getByText('Article ajouté au panier')).toBeVisible();
}

/**
 * Opens the order modal and fills it: address typed, position placed by a click on the map
 * ('Valider' stays disabled until then), payment chosen. Returns the modal and its 'Valider'.
 */
export async function fillCheckout(page: Page, payment: string) {
  await page.getByRole('button', { name: 'Commander' }).click();
  const dialog = page.getByRole('dialog', { name: 'Passer la commande' });
  await field(dialog, 'Adresse de livraison').fill('14 boulevard Krim Belkacem, Alger');
  const submit = dialog.getByRole('button', { name: 'Valider' });
  await expect(submit).toBeDisabled();
  // The address search needs the geocoder (network); a click on the map places the position.
  // The map opens on Algiers, on the coast: a click below its centre lands inland, in Algeria. The map
  // itself (Leaflet's, named as its frame), built a frame after the form (decision 0061).
  const map = dialog.getByRole('application', { name: 'Carte : position de livraison' });
  const box = await map.boundingBox();
  if (!box) throw new Error('the order modal shows no map');
  await map.click({ position: { x: box.width / 2, y: box.height * 0.75 } });
  await expect(dialog.getByTestId('checkout-position')).toHaveText(/^Position choisie : 3[0-6]\.\d+, /);
  await expect(submit).toBeEnabled();
  await dialog.getByRole('radio', { name: payment }).check();
  return { dialog, submit };
}

/**
 * 'Valider' shows the recap (orders per seller with their delivery fees, totals, address); the
 * terms of sale are accepted, then the order is confirmed.
 */
export async function confirmCheckout(dialog: Locator, submit: Locator) {
  await submit.click();
  await expect(dialog.getByRole('heading', { name: 'Récapitulatif de votre commande' })).toBeVisible();
  await dialog
    .getByRole('checkbox', { name: 'J’ai lu et j’accepte les conditions générales de vente' })
    .check();
  await dialog.getByRole('button', { name: 'Confirmer la commande' }).click();
}

/** Places the order from the cart page: success toast, then Profile. */
export async function checkoutInModal(page: Page, payment: string) {
  const { dialog, submit } = await fillCheckout(page, payment);
  await confirmCheckout(dialog, submit);
  await expect(page.getByText('Commande ajoutée avec success')).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
}

/** The Profile's row of one order. */
export function orderRow(page: Page, ref: string) {
  return page.getByTestId('order-row').filter({
    has: page.getByRole('button', { name: `Voir le détail de la commande #${ref}` }),
  });
}

/** Fills the sandbox card form with a valid future expiry and CVC 123. */
export async function fillCard(dialog: Locator, number: string) {
  await field(dialog, 'Numéro de carte').fill(number);
  await field(dialog, 'Mois d’expiration').selectOption('12');
  await field(dialog, 'Année d’expiration').selectOption(String(new Date().getFullYear() + 2));
  await field(dialog, 'CVC').fill('123');
  await field(dialog, 'Code postal').fill('16000');
  await field(dialog, 'Titulaire de la carte').fill('Nour Haddad');
}

/** The text is drawn in a red: its red channel dominates. */
export async function expectRed(locator: Locator) {
  const color = await locator.evaluate((el) => getComputedStyle(el).color);
  const [r, g, b] = (color.match(/\d+(\.\d+)?/g) ?? []).map(Number);
  expect(r, color).toBeGreaterThan(150);
  expect(Math.max(g, b), color).toBeLessThan(r * 0.6);
}
