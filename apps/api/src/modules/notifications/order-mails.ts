import { formatAlgiers } from '@souk/domain/algiers-time';
import { formatDzd, toDzd } from '@souk/domain/money';
import { ETAT_LABELS, type Etat, isEtat } from '@souk/domain/order-states';
import { paymentLabel } from '@souk/domain/payments';
import type { MailMessage } from '../../lib/mailer';
import type { MailCoupon, MailOrder } from './notifications.repository';

/**
 * The French e-mails of the order events (subject, text and a simple HTML twin). Pure functions:
 * amounts in DZD through the domain's money helpers, state labels from the domain, links to the
 * client area or to the seller's back-office screen of the order.
 */

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

const base = (appUrl: string) => appUrl.replace(/\/+$/, '');
export const clientAreaLink = (appUrl: string) => `${base(appUrl)}/profile`;
export const sellerOrderLink = (appUrl: string, ref: string, seller: 'marchand' | 'user') =>
  `${base(appUrl)}/${seller === 'marchand' ? 'partenaire' : 'admin'}/commandes/${encodeURIComponent(ref)}`;

/** The platform sells its own articles under its name. */
export const storeLabel = (order: Pick<MailOrder, 'storeName'>) => order.storeName ?? 'Souk';
export const amountOf = (centimes: number) => formatDzd(toDzd(centimes));
const etatLabel = (etat: string) => (isEtat(etat) ? ETAT_LABELS[etat] : etat);

export type Block = string | { link: string; label?: string } | string[];

/** The mails' languages: French, and Arabic for a partner who chose it (payout mails). */
export type MailLanguage = 'fr' | 'ar';

const SIGNATURE: Record<MailLanguage, string> = { fr: "L'équipe Souk", ar: 'فريق سوق' };
const LABEL_SEPARATOR: Record<MailLanguage, string> = { fr: ' : ', ar: ': ' };

/**
 * Paragraphs (a string, a link, or a list of lines) rendered once as text and once as HTML, signed in
 * the mail's language (an Arabic mail's HTML reads right to left).
 */
export function compose(
  to: string,
  subject: string,
  blocks: Block[],
  language: MailLanguage = 'fr',
): MailMessage {
  const text = blocks
    .map((b) =>
      typeof b === 'string'
        ? b
        : Array.isArray(b)
          ? b.map((l) => `- ${l}`).join('\n')
          : `${b.label ? `${b.label}${LABEL_SEPARATOR[language]}` : ''}${b.link}`,
    )
    .concat([SIGNATURE[language]])
    .join('\n\n');
  const body = blocks
    .map((b) => {
      if (typeof b === 'string') return `<p>${escapeHtml(b)}</p>`;
      if (Array.isArray(b)) return `<ul>${b.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>`;
      const href = escapeHtml(b.link);
      return `<p><a href="${href}">${escapeHtml(b.label ?? b.link)}</a></p>`;
    })
    .concat([`<p>${escapeHtml(SIGNATURE[language])}</p>`])
    .join('\n');
  const html = language === 'ar' ? `<div dir="rtl" lang="ar">\n${body}\n</div>` : body;
  return { to, subject, text, html };
}

const hello = (o: Pick<MailOrder, 'clientPrenom' | 'clientNom'>) =>
  `Bonjour ${o.clientPrenom} ${o.clientNom},`;
const orderLine = (o: MailOrder) =>
  `Commande ${o.ref} — ${storeLabel(o)} — ${amountOf(o.montantAPayer)} — ${paymentLabel(o.typePaiement)} — ${etatLabel(o.etat)}`;

/** To the client, once per checkout: every order it produced (one per seller). */
export function orderPlacedClientMail(orders: MailOrder[], appUrl: string): MailMessage {
  const first = orders[0];
  const total = orders.reduce((sum, o) => sum + o.montantAPayer, 0);
  const subject =
    orders.length === 1
      ? `Votre commande ${first.ref} est enregistrée`
      : `Vos ${orders.length} commandes sont enregistrées (${orders.map((o) => o.ref).join(', ')})`;
  return compose(first.clientEmail, subject, [
    hello(first),
    orders.length === 1
      ? 'Merci pour votre achat sur Souk. Votre commande est enregistrée :'
      : `Merci pour votre achat sur Souk. Votre panier a donné une commande par vendeur (${orders.length}) :`,
    orders.map(orderLine),
    `Total à payer : ${amountOf(total)} (frais de livraison compris).`,
    'Suivez vos commandes dans votre espace client :',
    { link: clientAreaLink(appUrl) },
  ]);
}

/** To the seller of one order: the partner's address, or the administrators' for the platform's orders. */
export function orderPlacedSellerMail(to: string, order: MailOrder, appUrl: string): MailMessage {
  const seller = order.marchandId === null ? 'user' : 'marchand';
  return compose(to, `Nouvelle commande ${order.ref} — ${amountOf(order.montantAPayer)}`, [
    'Bonjour,',
    `Une nouvelle commande vient d'être passée sur ${storeLabel(order)} :`,
    [
      `Référence : ${order.ref}`,
      `Client : ${order.clientPrenom} ${order.clientNom}`,
      `Montant : ${amountOf(order.montantAPayer)} (dont livraison ${amountOf(order.fraisLivraison)})`,
      `Mode de paiement : ${paymentLabel(order.typePaiement)}`,
      `État : ${etatLabel(order.etat)}`,
    ],
    { link: sellerOrderLink(appUrl, order.ref, seller), label: 'Voir la commande' },
  ]);
}

interface StateWording {
  subject: string;
  lead: string;
}

/** What the client is told of a move; null for a move that is not news to it. */
function stateWording(ref: string, from: Etat, to: Etat): StateWording | null {
  if (to === 'en_attente_de_livraison' && from === 'en_attente_de_paiement') {
    return {
      subject: `Paiement reçu pour la commande ${ref}`,
      lead: `Nous avons bien reçu le paiement de votre commande ${ref}. Elle est maintenant en attente de livraison.`,
    };
  }
  if (to === 'en_attente_de_livraison') {
    return {
      subject: `Votre commande ${ref} est validée`,
      lead: `Votre commande ${ref} a été validée par le vendeur et sera bientôt expédiée.`,
    };
  }
  if (to === 'en_cours_de_livraison') {
    return {
      subject: `Votre commande ${ref} est expédiée`,
      lead: `Votre commande ${ref} est en cours de livraison. À la réception, scannez le QR code du livreur depuis votre espace client.`,
    };
  }
  if (to === 'livree') {
    return {
      subject: `Votre commande ${ref} est livrée`,
      lead: `Votre commande ${ref} a été livrée. Merci pour votre confiance !`,
    };
  }
  if (to === 'annulee') {
    return {
      subject: `Votre commande ${ref} est annulée`,
      lead: `Votre commande ${ref} a été annulée.`,
    };
  }
  return null;
}

/** To the client, for each move of one of its orders (the reason of a cancellation when one was written). */
export function orderStateMail(
  order: MailOrder,
  from: Etat,
  to: Etat,
  note: string | null,
  appUrl: string,
): MailMessage | null {
  const wording = stateWording(order.ref, from, to);
  if (!wording) return null;
  return compose(order.clientEmail, wording.subject, [
    hello(order),
    wording.lead,
    ...(to === 'annulee' && note ? [`Motif : ${note}`] : []),
    [
      `Vendeur : ${storeLabel(order)}`,
      `Montant : ${amountOf(order.montantAPayer)}`,
      `Mode de paiement : ${paymentLabel(order.typePaiement)}`,
      `État : ${ETAT_LABELS[to]}`,
    ],
    { link: clientAreaLink(appUrl), label: 'Votre espace client' },
  ]);
}

/** To the client, when a delivered order earned a reward coupon. */
export function couponIssuedMail(
  client: Pick<MailOrder, 'clientEmail' | 'clientPrenom' | 'clientNom' | 'ref'>,
  coupon: MailCoupon,
  appUrl: string,
): MailMessage {
  return compose(client.clientEmail, `Un coupon de ${amountOf(coupon.remise)} vous attend`, [
    hello({ clientPrenom: client.clientPrenom, clientNom: client.clientNom }),
    `Merci pour votre commande ${client.ref} : elle vous rapporte un coupon de réduction (${coupon.designation}).`,
    [
      `Code : ${coupon.code}`,
      `Réduction : ${amountOf(coupon.remise)}`,
      `Valable jusqu'au ${formatAlgiers(coupon.expiresAt, 'long')}, pour une seule commande`,
    ],
    'Saisissez le code dans votre panier lors de votre prochaine commande. Retrouvez-le dans votre espace client :',
    { link: clientAreaLink(appUrl) },
  ]);
}
