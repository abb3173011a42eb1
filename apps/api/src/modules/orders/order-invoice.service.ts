import { isLanguage, type Language } from '@souk/domain/languages';
import type { BackofficeOrderDetail } from '@souk/domain/replies/orders';
import { eq } from 'drizzle-orm';
import { clients } from '../../db/schema/accounts';
import type { Ctx } from '../../lib/context';
import { storeParty } from '../../lib/pdf-documents';
import { findAbout } from '../content';
import { getOrderDetail } from './backoffice-orders.service';
import { INVOICE_LABELS } from './invoice-labels';
import { type InvoiceSeller, invoiceFileName, renderInvoicePdf } from './order-invoice';

/**
 * `commandeFacture/{reference}`: the order's invoice, for whoever may open the order (404
 * otherwise), in the language of the order's client (`clients.langue`; French without a client).
 */

const PLATFORM_NAME = 'Souk';

async function sellerOf(ctx: Ctx, order: BackofficeOrderDetail, language: Language): Promise<InvoiceSeller> {
  const labels = INVOICE_LABELS[language];
  if (order.marchand) return storeParty(order.marchand, language);
  const about = await findAbout(ctx.db);
  return {
    name: PLATFORM_NAME,
    lines: [
      about?.adresse ?? '',
      about?.telephone ? labels.phone(about.telephone) : '',
      about?.email ? labels.email(about.email) : '',
    ].filter(Boolean),
  };
}

async function clientLanguage(ctx: Ctx, order: BackofficeOrderDetail): Promise<Language> {
  if (!order.client) return 'fr';
  const [row] = await ctx.db
    .select({ langue: clients.langue })
    .from(clients)
    .where(eq(clients.id, order.client.id));
  return isLanguage(row?.langue) ? row.langue : 'fr';
}

export async function orderInvoice(ctx: Ctx, ref: string, now = new Date()) {
  const order = await getOrderDetail(ctx, ref);
  const language = await clientLanguage(ctx, order);
  const pdf = await renderInvoicePdf(order, await sellerOf(ctx, order, language), { language, now });
  return { fileName: invoiceFileName(order.ref), pdf };
}
