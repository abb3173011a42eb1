import { formatAlgiers } from '@souk/domain/algiers-time';
import type { MailMessage } from '../../lib/mailer';
import type { MailPayout } from './notifications.repository';
import { amountOf, compose } from './order-mails';

/**
 * The e-mails of a store's payout, to its partner (money contract §3): the request received, the
 * transfer made (with its reference), the request rejected (with the reason, the amount back in the
 * balance). French, like the order mails: a store records no language of its own.
 */

export type PayoutStep = 'requested' | 'paid' | 'rejected';

const base = (appUrl: string) => appUrl.replace(/\/+$/, '');
/** The partner's back-office (its finances screen is reached from there). */
export const partnerAreaLink = (appUrl: string) => `${base(appUrl)}/partenaire/dashboard`;

export function payoutMail(step: PayoutStep, payout: MailPayout, appUrl: string): MailMessage {
  const amount = amountOf(payout.montant);
  const asked = formatAlgiers(payout.createdAt, 'dateTime');
  const link = { link: partnerAreaLink(appUrl), label: 'Votre espace partenaire' };
  const hello = `Bonjour ${payout.storeName},`;
  switch (step) {
    case 'requested':
      return compose(payout.storeEmail, `Demande de versement de ${amount} reçue`, [
        hello,
        `Nous avons bien reçu votre demande de versement n° ${payout.id} de ${amount}, du ${asked}. Le montant est retiré de votre solde disponible jusqu'au virement.`,
        link,
      ]);
    case 'paid':
      return compose(payout.storeEmail, `Versement de ${amount} effectué`, [
        hello,
        `Votre versement n° ${payout.id} de ${amount}, demandé le ${asked}, a été effectué.`,
        [`Référence du virement : ${payout.reference ?? ''}`],
        link,
      ]);
    case 'rejected':
      return compose(payout.storeEmail, `Demande de versement de ${amount} refusée`, [
        hello,
        `Votre demande de versement n° ${payout.id} de ${amount}, du ${asked}, a été refusée. Le montant est revenu dans votre solde disponible.`,
        [`Motif : ${payout.motif ?? ''}`],
        link,
      ]);
  }
}
