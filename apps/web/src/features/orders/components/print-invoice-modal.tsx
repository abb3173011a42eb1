import { Button, Group, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { orderFeeValue, orderShippingText } from '@/features/delivery/order-delivery';
import type { BackofficeOrderDetail } from '@/features/orders/backoffice-order-types';
import classes from '@/features/orders/components/backoffice-orders.module.css';
import { orderDate } from '@/features/orders/order-format';
import type { OrderLine } from '@/features/orders/order-types';
import { etatLabel, paidStatusLabel, paymentTypeLabel } from '@/lib/domain-labels';
import { formatDzd } from '@/lib/formatters';

/** The body class that lets the print stylesheet show the invoice alone. */
export const PRINTING_CLASS = 'souk-printing-invoice';

/** Prints the invoice only: the rest of the page is hidden while the print dialog is open. */
export function printInvoice() {
  document.body.classList.add(PRINTING_CLASS);
  const done = () => {
    document.body.classList.remove(PRINTING_CLASS);
    window.removeEventListener('afterprint', done);
  };
  window.addEventListener('afterprint', done);
  try {
    window.print();
  } finally {
    // Browsers whose print() returns only once the dialog closes never fire afterprint late.
    setTimeout(done, 0);
  }
}

export function lineUnitPrice(line: OrderLine): number {
  return line.prix_promotion ?? line.prix;
}

export function variantText(line: OrderLine): string {
  return line.stock_article.sous_options
    .map((so) => (so.option ? `${so.option} : ${so.designation}` : so.designation))
    .join(', ');
}

interface PrintInvoiceModalProps {
  order: BackofficeOrderDetail;
  opened: boolean;
  onClose: () => void;
}

/** The print-invoice modal of the order detail (max width 800px). */
export function PrintInvoiceModal({ order, opened, onClose }: PrintInvoiceModalProps) {
  const { t } = useTranslation();
  const seller = order.marchand;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('boOrders.invoice.modalTitle', { ref: order.ref })}
      size={800}
      styles={{ content: { maxWidth: 800 } }}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <div className={classes.invoice} data-testid="invoice">
        <Group justify="space-between" align="flex-start" mb="lg">
          <Stack gap={2}>
            <Title order={2} fz="h3">
              {seller?.designation_magasin ?? t('boOrders.invoice.platform')}
            </Title>
            {seller && (
              <>
                <Text size="sm" c="dimmed">
                  {[seller.adresse_magasin, seller.wilaya_magasin].filter(Boolean).join(', ')}
                </Text>
                <Text size="sm" c="dimmed">
                  {[seller.telephone, seller.email].filter(Boolean).join(' · ')}
                </Text>
                {(seller.registre_commerce || seller.nif) && (
                  <Text size="sm" c="dimmed">
                    {[
                      seller.registre_commerce
                        ? t('delivery.shop.rc', { value: seller.registre_commerce })
                        : '',
                      seller.nif ? t('delivery.shop.nif', { value: seller.nif }) : '',
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Text>
                )}
              </>
            )}
          </Stack>
          <Stack gap={2} align="flex-end">
            <Title order={3} fz="h2">
              {t('boOrders.invoice.title')}
            </Title>
            <Text size="sm">{t('boOrders.invoice.number', { ref: order.ref })}</Text>
            <Text size="sm">{t('boOrders.invoice.date', { date: dayjs().format('DD/MM/YYYY') })}</Text>
            <Text size="sm">
              {t('boOrders.invoice.orderedAt', { date: orderDate(order.created_at, t('boOrders.none')) })}
            </Text>
          </Stack>
        </Group>

        <SimpleGrid cols={2} mb="lg">
          <Stack gap={2}>
            <Text fw={700} size="sm">
              {t('boOrders.invoice.billedTo')}
            </Text>
            {order.client && (
              <>
                <Text size="sm">{`${order.client.prenom} ${order.client.nom}`}</Text>
                {order.client.telephone && (
                  <Text size="sm">
                    <span dir="ltr">{order.client.telephone}</span>
                  </Text>
                )}
                <Text size="sm">{order.client.email}</Text>
              </>
            )}
            <Text size="sm">{order.adresse}</Text>
          </Stack>
          <Stack gap={2}>
            <Text fw={700} size="sm">
              {t('boOrders.invoice.order')}
            </Text>
            <Text size="sm">{etatLabel(order.etat)}</Text>
            <Text size="sm">{paidStatusLabel(order.etat, order.type_paiement)}</Text>
            <Text size="sm">{paymentTypeLabel(order.type_paiement)}</Text>
            <Text size="sm">{orderShippingText(order, t)}</Text>
          </Stack>
        </SimpleGrid>

        <table className={classes.invoiceTable}>
          <thead>
            <tr>
              <th>{t('boOrders.lines.product')}</th>
              <th className={classes.numeric}>{t('common.price')}</th>
              <th className={classes.numeric}>{t('common.quantity')}</th>
              <th className={classes.numeric}>{t('common.total')}</th>
            </tr>
          </thead>
          <tbody>
            {order.stock_articles.map((line, index) => (
              <tr key={line.id ?? index}>
                <td>
                  {line.article.designation}
                  {variantText(line) && (
                    <Text size="xs" c="dimmed">
                      {variantText(line)}
                    </Text>
                  )}
                  {line.pourcentage > 0 && (
                    <Text size="xs" c="dimmed">
                      {t('boOrders.lines.promotion', { value: line.pourcentage })}
                    </Text>
                  )}
                </td>
                <td className={classes.numeric}>{formatDzd(lineUnitPrice(line))}</td>
                <td className={classes.numeric}>{line.quantite}</td>
                <td className={classes.numeric}>{formatDzd(lineUnitPrice(line) * line.quantite)}</td>
              </tr>
            ))}
          </tbody>
        </table>

        <Stack gap={4} mt="md" ml="auto" maw={320}>
          <InvoiceAmount label={t('boOrders.summary.total')} value={formatDzd(order.total)} />
          <InvoiceAmount
            label={t('common.promotionDiscount')}
            value={`- ${formatDzd(order.remise_promotion)}`}
          />
          {order.coupon && (
            <InvoiceAmount
              label={t('boOrders.summary.coupon')}
              value={`- ${formatDzd(order.remise_coupon)}`}
            />
          )}
          <InvoiceAmount label={t('delivery.cart.feeRow')} value={orderFeeValue(order, t)} />
          <InvoiceAmount
            label={t('boOrders.summary.toPay')}
            value={formatDzd(order.montant_a_payer)}
            strong
          />
        </Stack>
        <Text size="xs" c="dimmed" ta="center" mt="xl">
          {t('boOrders.invoice.thanks')}
        </Text>
      </div>

      <Group justify="flex-end" mt="md" className={classes.noPrint}>
        <Button variant="default" onClick={onClose}>
          {t('common.close')}
        </Button>
        <Button leftSection={<IconPrinter size={16} aria-hidden />} onClick={printInvoice}>
          {t('boOrders.invoice.print')}
        </Button>
      </Group>
    </Modal>
  );
}

function InvoiceAmount({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text size="sm" fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 500}>
        {value}
      </Text>
    </Group>
  );
}
