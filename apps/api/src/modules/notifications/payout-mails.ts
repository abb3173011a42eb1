import { formatAlgiers } from '@souk/domain/algiers-time';
import { formatDzdIn } from '@souk/domain/languages';
import { toDzd } from '@souk/domain/money';
import type { MailMessage } from '../../lib/mailer';
import type { PayoutStep } from '../finances';
import type { MailPayout } from './notifications.repository';
import { type Block, compose, type MailLanguage } from './order-mails';

/**
 * The e-mails of a store's payout, to its partner (docs/product/payouts-and-statements.md): the request received, the
 * transfer made (with its reference), the request rejected (with the reason, the amount back in the
 * balance). In Arabic for a partner who chose Arabic (`marchands.langue`), in French otherwise (the
 * mails speak French and Arabic only).
 */

const base = (appUrl: string) => appUrl.replace(/\/+$/, '');
/** The partner's back-office (its finances screen is reached from there). */
export const partnerAreaLink = (appUrl: string) => `${base(appUrl)}/partenaire/dashboard`;

/** The language of a store's mails: Arabic when it chose Arabic, else French. */
export const mailLanguageOf = (langue: string): MailLanguage => (langue === 'ar' ? 'ar' : 'fr');

interface Wording {
  subject: string;
  blocks: Block[];
}

type Facts = { id: number; amount: string; asked: string; store: string; reference: string; motif: string };

const WORDING: Record<MailLanguage, { area: string; steps: Record<PayoutStep, (f: Facts) => Wording> }> = {
  fr: {
    area: 'Votre espace partenaire',
    steps: {
      requested: (f) => ({
        subject: `Demande de versement de ${f.amount} reçue`,
        blocks: [
          `Bonjour ${f.store},`,
          `Nous avons bien reçu votre demande de versement n° ${f.id} de ${f.amount}, du ${f.asked}. Le montant est retiré de votre solde disponible jusqu'au virement.`,
        ],
      }),
      paid: (f) => ({
        subject: `Versement de ${f.amount} effectué`,
        blocks: [
          `Bonjour ${f.store},`,
          `Votre versement n° ${f.id} de ${f.amount}, demandé le ${f.asked}, a été effectué.`,
          [`Référence du virement : ${f.reference}`],
        ],
      }),
      rejected: (f) => ({
        subject: `Demande de versement de ${f.amount} refusée`,
        blocks: [
          `Bonjour ${f.store},`,
          `Votre demande de versement n° ${f.id} de ${f.amount}, du ${f.asked}, a été refusée. Le montant est revenu dans votre solde disponible.`,
          [`Motif : ${f.motif}`],
        ],
      }),
    },
  },
  ar: {
    area: 'فضاء الشريك الخاص بك',
    steps: {
      requested: (f) => ({
        subject: `تم استلام طلب تحويل بمبلغ ${f.amount}`,
        blocks: [
          `مرحبًا ${f.store}،`,
          `لقد استلمنا طلب التحويل رقم ${f.id} بمبلغ ${f.amount} بتاريخ ${f.asked}. يُخصم المبلغ من رصيدك المتاح إلى حين إتمام التحويل.`,
        ],
      }),
      paid: (f) => ({
        subject: `تم تنفيذ التحويل بمبلغ ${f.amount}`,
        blocks: [
          `مرحبًا ${f.store}،`,
          `تم تنفيذ التحويل رقم ${f.id} بمبلغ ${f.amount}، المطلوب بتاريخ ${f.asked}.`,
          [`مرجع التحويل: ${f.reference}`],
        ],
      }),
      rejected: (f) => ({
        subject: `تم رفض طلب التحويل بمبلغ ${f.amount}`,
        blocks: [
          `مرحبًا ${f.store}،`,
          `تم رفض طلب التحويل رقم ${f.id} بمبلغ ${f.amount} بتاريخ ${f.asked}. عاد المبلغ إلى رصيدك المتاح.`,
          [`السبب: ${f.motif}`],
        ],
      }),
    },
  },
};

export function payoutMail(step: PayoutStep, payout: MailPayout, appUrl: string): MailMessage {
  const language = mailLanguageOf(payout.storeLangue);
  const words = WORDING[language];
  const wording = words.steps[step]({
    id: payout.id,
    amount: formatDzdIn(toDzd(payout.montant), language),
    asked: formatAlgiers(payout.createdAt, 'dateTime'),
    store: payout.storeName,
    reference: payout.reference ?? '',
    motif: payout.motif ?? '',
  });
  return compose(
    payout.storeEmail,
    wording.subject,
    [...wording.blocks, { link: partnerAreaLink(appUrl), label: words.area }],
    language,
  );
}
