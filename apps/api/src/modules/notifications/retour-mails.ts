import { formatDzdIn } from '@souk/domain/languages';
import { toDzd } from '@souk/domain/money';
import type { EtatRetour } from '@souk/domain/returns/states';
import type { MailMessage } from '../../lib/mailer';
import type { MailRefund, MailRetour } from './notifications.repository';
import { type Block, clientAreaLink, compose, type MailLanguage } from './order-mails';
import { mailLanguageOf } from './payout-mails';

/**
 * The e-mails of a return, to its client (docs/product/orders-and-money.md, Returns and refunds): one
 * for each change of state, with the reason of a refusal or of the arbitration and, once refunded,
 * the amount and the reference. In Arabic for a client who chose Arabic (`clients.langue`), in French
 * otherwise (the mails speak French and Arabic only). Also the mail of a cancelled order's card
 * payment given back by the provider.
 */

type Facts = { id: number; ref: string; motif: string; amount: string; reference: string };
type Wording = { subject: string; lead: string; extra?: string[] };

const WORDING: Record<
  MailLanguage,
  { area: string; hello: (r: MailRetour) => string; steps: Record<EtatRetour, (f: Facts) => Wording> }
> = {
  fr: {
    area: 'Votre espace client',
    hello: (r) => `Bonjour ${r.clientPrenom} ${r.clientNom},`,
    steps: {
      demande: (f) => ({
        subject: `Demande de retour n° ${f.id} enregistrée`,
        lead: `Votre demande de retour n° ${f.id} pour la commande ${f.ref} est enregistrée. Le vendeur va l'examiner.`,
      }),
      annule: (f) => ({
        subject: `Demande de retour n° ${f.id} retirée`,
        lead: `Vous avez retiré votre demande de retour n° ${f.id} (commande ${f.ref}).`,
      }),
      accepte: (f) => ({
        subject: `Retour n° ${f.id} accepté`,
        lead: `Votre retour n° ${f.id} (commande ${f.ref}) est accepté : renvoyez les articles au vendeur.`,
      }),
      refuse: (f) => ({
        subject: `Retour n° ${f.id} refusé`,
        lead: `Votre retour n° ${f.id} (commande ${f.ref}) a été refusé. Vous pouvez contester ce refus sous 7 jours depuis votre espace client.`,
        extra: [`Motif : ${f.motif}`],
      }),
      litige: (f) => ({
        subject: `Contestation du retour n° ${f.id} enregistrée`,
        lead: `Votre contestation du refus du retour n° ${f.id} (commande ${f.ref}) est enregistrée : un administrateur va l'examiner.`,
      }),
      refus_confirme: (f) => ({
        subject: `Refus du retour n° ${f.id} confirmé`,
        lead: `Après examen, le refus de votre retour n° ${f.id} (commande ${f.ref}) est confirmé.`,
        extra: [`Motif : ${f.motif}`],
      }),
      recu: (f) => ({
        subject: `Retour n° ${f.id} reçu`,
        lead: `Le vendeur a reçu les articles de votre retour n° ${f.id} (commande ${f.ref}). Le remboursement suit.`,
      }),
      rembourse: (f) => ({
        subject: `Retour n° ${f.id} remboursé`,
        lead: `Votre retour n° ${f.id} (commande ${f.ref}) est remboursé : ${f.amount}.`,
        extra: f.reference ? [`Référence : ${f.reference}`] : [],
      }),
    },
  },
  ar: {
    area: 'فضاء الزبون الخاص بك',
    hello: (r) => `مرحبًا ${r.clientPrenom} ${r.clientNom}،`,
    steps: {
      demande: (f) => ({
        subject: `تم تسجيل طلب الإرجاع رقم ${f.id}`,
        lead: `تم تسجيل طلب الإرجاع رقم ${f.id} للطلبية ${f.ref}. سيقوم البائع بدراسته.`,
      }),
      annule: (f) => ({
        subject: `تم سحب طلب الإرجاع رقم ${f.id}`,
        lead: `لقد سحبت طلب الإرجاع رقم ${f.id} (الطلبية ${f.ref}).`,
      }),
      accepte: (f) => ({
        subject: `تم قبول الإرجاع رقم ${f.id}`,
        lead: `تم قبول الإرجاع رقم ${f.id} (الطلبية ${f.ref}): أعد المنتجات إلى البائع.`,
      }),
      refuse: (f) => ({
        subject: `تم رفض الإرجاع رقم ${f.id}`,
        lead: `تم رفض الإرجاع رقم ${f.id} (الطلبية ${f.ref}). يمكنك الاعتراض على هذا الرفض خلال 7 أيام من فضاء الزبون.`,
        extra: [`السبب: ${f.motif}`],
      }),
      litige: (f) => ({
        subject: `تم تسجيل الاعتراض على الإرجاع رقم ${f.id}`,
        lead: `تم تسجيل اعتراضك على رفض الإرجاع رقم ${f.id} (الطلبية ${f.ref}): سيدرسه أحد المسؤولين.`,
      }),
      refus_confirme: (f) => ({
        subject: `تم تأكيد رفض الإرجاع رقم ${f.id}`,
        lead: `بعد الدراسة، تم تأكيد رفض الإرجاع رقم ${f.id} (الطلبية ${f.ref}).`,
        extra: [`السبب: ${f.motif}`],
      }),
      recu: (f) => ({
        subject: `تم استلام الإرجاع رقم ${f.id}`,
        lead: `استلم البائع منتجات الإرجاع رقم ${f.id} (الطلبية ${f.ref}). سيتم الاسترداد بعد ذلك.`,
      }),
      rembourse: (f) => ({
        subject: `تم استرداد مبلغ الإرجاع رقم ${f.id}`,
        lead: `تم استرداد مبلغ الإرجاع رقم ${f.id} (الطلبية ${f.ref}): ${f.amount}.`,
        extra: f.reference ? [`المرجع: ${f.reference}`] : [],
      }),
    },
  },
};

export function retourMail(retour: MailRetour, to: EtatRetour, appUrl: string): MailMessage {
  const language = mailLanguageOf(retour.clientLangue);
  const words = WORDING[language];
  const wording = words.steps[to]({
    id: retour.id,
    ref: retour.ref,
    motif: retour.motifRefus ?? '',
    amount: formatDzdIn(toDzd(retour.montantRembourse ?? 0), language),
    reference: retour.reference ?? '',
  });
  const blocks: Block[] = [words.hello(retour), wording.lead];
  if (wording.extra && wording.extra.length > 0) blocks.push(wording.extra);
  blocks.push({ link: clientAreaLink(appUrl), label: words.area });
  return compose(retour.clientEmail, wording.subject, blocks, language);
}

const REFUND_WORDING: Record<
  MailLanguage,
  { area: string; hello: (r: MailRefund) => string; words: (f: Facts) => Wording }
> = {
  fr: {
    area: 'Votre espace client',
    hello: (r) => `Bonjour ${r.clientPrenom} ${r.clientNom},`,
    words: (f) => ({
      subject: `Votre paiement de la commande ${f.ref} est remboursé`,
      lead: `Votre commande ${f.ref} a été annulée : votre paiement par carte vous est remboursé (${f.amount}). Le délai d'apparition sur votre relevé dépend de votre banque.`,
      extra: f.reference ? [`Référence : ${f.reference}`] : [],
    }),
  },
  ar: {
    area: 'فضاء الزبون الخاص بك',
    hello: (r) => `مرحبًا ${r.clientPrenom} ${r.clientNom}،`,
    words: (f) => ({
      subject: `تم استرداد مبلغ دفع الطلبية ${f.ref}`,
      lead: `تم إلغاء الطلبية ${f.ref}: تم استرداد المبلغ المدفوع بالبطاقة (${f.amount}). تعتمد مدة ظهوره في كشف حسابك على بنكك.`,
      extra: f.reference ? [`المرجع: ${f.reference}`] : [],
    }),
  },
};

/** To the client, once the provider gave back the card payment of its cancelled order. */
export function cancellationRefundMail(refund: MailRefund, appUrl: string): MailMessage {
  const language = mailLanguageOf(refund.clientLangue);
  const words = REFUND_WORDING[language];
  const wording = words.words({
    id: 0,
    ref: refund.ref,
    motif: '',
    amount: formatDzdIn(toDzd(refund.montant), language),
    reference: refund.refundProviderId ?? '',
  });
  const blocks: Block[] = [words.hello(refund), wording.lead];
  if (wording.extra && wording.extra.length > 0) blocks.push(wording.extra);
  blocks.push({ link: clientAreaLink(appUrl), label: words.area });
  return compose(refund.clientEmail, wording.subject, blocks, language);
}
