import type { Ctx } from '../../lib/context';
import { findAbout } from '../content/content.repository';
import type { BackofficeOrderDetail } from './backoffice-orders.schemas';
import { getOrderDetail } from './backoffice-orders.service';
import { type InvoiceSeller, invoiceFileName, renderInvoicePdf } from './order-invoice';

/** `commandeFacture/{reference}`: the order's invoice, for whoever may open the order (404 otherwise). */

const PLATFORM_NAME = 'Souk';

async function sellerOf(ctx: Ctx, order: BackofficeOrderDetail): Promise<InvoiceSeller> {
  const store = order.marchand;
  if (store) {
    const place = [store.adresse_magasin, store.wilaya_magasin].filter(Boolean).join(', ');
    return {
      name: store.designation_magasin,
      lines: [
        place,
        store.telephone ? `Tél. : ${store.telephone}` : '',
        `Email : ${store.email}`,
        // Law 18-05: the seller's commercial register number and tax id.
        store.registre_commerce ? `RC : ${store.registre_commerce}` : '',
        store.nif ? `NIF : ${store.nif}` : '',
      ].filter(Boolean),
    };
  }
  const about = await findAbout(ctx.db);
  return {
    name: PLATFORM_NAME,
    lines: [
      about?.adresse ?? '',
      about?.telephone ? `Tél. : ${about.telephone}` : '',
      about?.email ? `Email : ${about.email}` : '',
    ].filter(Boolean),
  };
}

export async function orderInvoice(ctx: Ctx, ref: string, now = new Date()) {
  const order = await getOrderDetail(ctx, ref);
  const pdf = renderInvoicePdf(order, await sellerOf(ctx, order), now);
  return { fileName: invoiceFileName(order.ref), pdf };
}
