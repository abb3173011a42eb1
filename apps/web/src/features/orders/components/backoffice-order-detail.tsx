import {
  Anchor,
  Avatar,
  Badge,
  Button,
  Card,
  Center,
  Divider,
  Grid,
  Group,
  Image,
  Loader,
  Stack,
  Table,
  Text,
  Timeline,
  Title,
} from '@mantine/core';
import { nextSellerEtat } from '@souk/domain/order-states';
import { IconArrowRight, IconFileTypePdf, IconPrinter } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathFor } from '@/app/route-names';
import { toastError, toastSuccess } from '@/features/backoffice/feedback';
import { orderFeeValue, orderShippingText } from '@/features/delivery/order-delivery';
import { backofficePrefix } from '@/features/orders/api/backoffice-orders-paths';
import { useChangeOrderState } from '@/features/orders/api/change-order-state';
import { useBackofficeOrder } from '@/features/orders/api/get-backoffice-order';
import type { BackofficeKind, BackofficeOrderDetail } from '@/features/orders/backoffice-order-types';
import classes from '@/features/orders/components/backoffice-orders.module.css';
import {
  ClientRecordCard,
  ConfirmationBadge,
  DeliveryFailureButton,
  DeliveryFailureNotice,
  PhoneConfirmationCard,
} from '@/features/orders/components/cod-confirmation';
import { DeliveryCorrectionButton } from '@/features/orders/components/delivery-correction';
import { DownloadFileButton } from '@/features/orders/components/download-file-button';
import { EtatBadge, PaidBadge } from '@/features/orders/components/order-badges';
import {
  lineUnitPrice,
  PrintInvoiceModal,
  variantText,
} from '@/features/orders/components/print-invoice-modal';
import { orderDate } from '@/features/orders/order-format';
import { isApiError } from '@/lib/api-client';
import { etatLabel, paymentTypeLabel, sellerMoveLabel } from '@/lib/domain-labels';
import { refusalMessage } from '@/lib/form-errors';
import { formatDzd, formatNumber } from '@/lib/formatters';
import { EmptyState } from '@/ui/empty-state';
import { LoadError } from '@/ui/load-error';
import { MapView } from '@/ui/map-view';
import { MediaImage } from '@/ui/media-image';

/** The client's position on the order detail, zoom 10 (docs/product/partner.md, Order). */
export const BACKOFFICE_ORDER_ZOOM = 10;
const MAP_HEIGHT = '40vh';
/** The client's phone and email links, stacked: each target at least 24 px tall (WCAG 2.5.8, decision 0037). */
const CONTACT_LINK = { display: 'inline-flex', alignItems: 'center', minHeight: 24 } as const;

interface BackofficeOrderDetailViewProps {
  kind: BackofficeKind;
  reference: string;
}

/**
 * The order detail of both back-offices (commandeDetail, commandeDetail-partenaire), loaded by
 * reference: client and state, lines, map, summary, QR code, history, invoice.
 */
export function BackofficeOrderDetailView({ kind, reference }: BackofficeOrderDetailViewProps) {
  const { t } = useTranslation();
  const query = useBackofficeOrder(kind, reference);

  if (query.isLoading) {
    return (
      <Center py="xl">
        <Loader role="status" aria-label={t('common.loading')} />
      </Center>
    );
  }
  if (!query.data) {
    if (isApiError(query.error) && query.error.status === 404) {
      return (
        <EmptyState
          title={t('boOrders.detail.notFound')}
          text={t('boOrders.detail.notFoundText', { ref: reference })}
          action={
            <Button
              component={Link}
              to={pathFor(kind === 'admin' ? 'commandes' : 'commandes-partenaire')}
              variant="light"
            >
              {t('boOrders.detail.backToList')}
            </Button>
          }
        />
      );
    }
    return <LoadError message={t('boOrders.detail.loadError')} onRetry={() => void query.refetch()} />;
  }
  return <OrderDetailBody kind={kind} order={query.data} />;
}

function OrderDetailBody({ kind, order }: { kind: BackofficeKind; order: BackofficeOrderDetail }) {
  const { t } = useTranslation();
  const [printing, setPrinting] = useState(false);
  const hasPosition = Number.isFinite(order.latitude) && Number.isFinite(order.longitude);

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, lg: 8 }}>
        <Stack gap="lg">
          <ClientCard kind={kind} order={order} onPrint={() => setPrinting(true)} />
          <PhoneConfirmationCard kind={kind} order={order} />
          <LinesCard order={order} />
          {hasPosition && (
            <Card withBorder radius="md" padding="md" component="section" aria-labelledby="order-map-title">
              <Title order={2} fz="h5" mb="sm" id="order-map-title">
                {t('boOrders.detail.mapTitle')}
              </Title>
              <MapView
                center={[order.latitude, order.longitude]}
                zoom={BACKOFFICE_ORDER_ZOOM}
                popup={t('boOrders.detail.markerTitle')}
                markerTitle={t('boOrders.detail.markerTitle')}
                label={t('boOrders.detail.mapLabel', { ref: order.ref })}
                height={MAP_HEIGHT}
              />
              <Text size="sm" c="dimmed" mt="xs">
                {order.adresse}
              </Text>
            </Card>
          )}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 4 }}>
        <Stack gap="lg">
          <SummaryCard order={order} />
          <ClientRecordCard record={order.historique_client} />
          {order.codeQR && (
            <Card withBorder radius="md" padding="md" component="section" aria-labelledby="order-qr-title">
              <Stack align="center" gap="xs">
                <Title order={2} fz="h5" id="order-qr-title">
                  {t('boOrders.detail.qrTitle')}
                </Title>
                <Image
                  src={order.codeQR}
                  alt={t('boOrders.detail.qrAlt', { ref: order.ref })}
                  className={classes.qr}
                  fit="contain"
                />
                <Text size="xs" c="dimmed" ta="center">
                  {t('boOrders.detail.qrHint')}
                </Text>
              </Stack>
            </Card>
          )}
          <HistoryCard order={order} />
        </Stack>
      </Grid.Col>
      {kind === 'admin' && (
        <PrintInvoiceModal order={order} opened={printing} onClose={() => setPrinting(false)} />
      )}
    </Grid>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </div>
  );
}

/** Client information and state, the invoice actions and the seller's next move. */
function ClientCard({
  kind,
  order,
  onPrint,
}: {
  kind: BackofficeKind;
  order: BackofficeOrderDetail;
  onPrint: () => void;
}) {
  const { t } = useTranslation();
  const client = order.client;
  const none = t('boOrders.none');
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="order-client-title">
      <Group justify="space-between" align="flex-start" mb="md" gap="sm">
        <Group gap="sm" wrap="nowrap">
          <Avatar src={client?.url_photo ?? null} alt="" radius="xl" size="lg" color="souk">
            {client ? `${client.prenom[0] ?? ''}${client.nom[0] ?? ''}` : null}
          </Avatar>
          <Stack gap={0}>
            <Title order={2} fz="h5" id="order-client-title">
              {client ? `${client.prenom} ${client.nom}` : t('boOrders.detail.noClient')}
            </Title>
            {client?.telephone && (
              <Anchor
                href={`tel:${client.telephone.replaceAll(' ', '')}`}
                size="sm"
                style={CONTACT_LINK}
                dir="ltr"
              >
                {client.telephone}
              </Anchor>
            )}
            {client && (
              <Anchor href={`mailto:${client.email}`} size="sm" style={CONTACT_LINK}>
                {client.email}
              </Anchor>
            )}
          </Stack>
        </Group>
        <Group gap="xs">
          <EtatBadge etat={order.etat} area={kind} />
          <PaidBadge etat={order.etat} typePaiement={order.type_paiement} />
          <ConfirmationBadge order={order} />
        </Group>
      </Group>
      <Grid gap="sm">
        <Grid.Col span={{ base: 6, sm: 4 }}>
          <Field label={t('common.date')}>{orderDate(order.created_at, none)}</Field>
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 4 }}>
          <Field label={t('boOrders.columns.method')}>{paymentTypeLabel(order.type_paiement)}</Field>
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <Field label={t('boOrders.detail.seller')}>
            {order.marchand?.designation_magasin ?? t('boOrders.invoice.platform')}
          </Field>
        </Grid.Col>
        <Grid.Col span={12}>
          <Field label={t('common.deliveryAddress')}>{order.adresse}</Field>
        </Grid.Col>
      </Grid>
      <DeliveryFailureNotice order={order} />
      <Divider my="md" />
      <Group gap="sm">
        <NextStateButton kind={kind} order={order} />
        <DeliveryFailureButton kind={kind} order={order} />
        <DeliveryCorrectionButton kind={kind} order={order} />
        {kind === 'admin' && (
          <Button variant="light" leftSection={<IconPrinter size={16} aria-hidden />} onClick={onPrint}>
            {t('boOrders.detail.print')}
          </Button>
        )}
        <DownloadFileButton
          kind={kind}
          path={`${backofficePrefix(kind)}/commandeFacture/${encodeURIComponent(order.ref)}`}
          fileName={`facture-${order.ref}.pdf`}
          icon={<IconFileTypePdf size={16} aria-hidden />}
          variant="default"
        >
          {t('boOrders.detail.downloadInvoice')}
        </DownloadFileButton>
      </Group>
    </Card>
  );
}

/**
 * The same single move as the list's menu (docs/product/orders-and-money.md, Who moves what), for the
 * orders the caller may move.
 */
function NextStateButton({ kind, order }: { kind: BackofficeKind; order: BackofficeOrderDetail }) {
  const { t } = useTranslation();
  const change = useChangeOrderState(kind);
  const next = nextSellerEtat(order.etat);
  const label = sellerMoveLabel(order.etat);
  const movable = order.client && order.stock_articles.length > 0 && !(kind === 'admin' && order.marchand);
  if (!movable || !next || !label) return null;
  return (
    <Button
      leftSection={<IconArrowRight size={16} aria-hidden />}
      loading={change.isPending}
      aria-label={t('boOrders.detail.moveTo', { label })}
      onClick={() =>
        change.mutate(
          { id: order.id, etat: next },
          {
            onSuccess: () => toastSuccess(t('common.success')),
            onError: (error) => toastError(refusalMessage(error, t('common.tryLater'))),
          },
        )
      }
    >
      {label}
    </Button>
  );
}

/** Produit, Prix, Quantité, Total, with the variant and the promotion of each line. */
function LinesCard({ order }: { order: BackofficeOrderDetail }) {
  const { t } = useTranslation();
  // A store's order is settled with the platform (docs/product/orders-and-money.md); the platform's own is not.
  const settled = order.marchand !== null;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="order-lines-title">
      <Title order={2} fz="h5" mb="sm" id="order-lines-title">
        {t('boOrders.lines.title')}
      </Title>
      {/* Wider than a phone with its commission column: the scrolled region is reachable from the
          keyboard and named by the lines' title. */}
      <Table.ScrollContainer
        minWidth={560}
        scrollAreaProps={{ viewportProps: { tabIndex: 0, 'aria-labelledby': 'order-lines-title' } }}
      >
        <Table verticalSpacing="sm" data-testid="order-lines">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('boOrders.lines.product')}</Table.Th>
              <Table.Th ta="right">{t('common.price')}</Table.Th>
              <Table.Th ta="right">{t('common.quantity')}</Table.Th>
              <Table.Th ta="right">{t('common.total')}</Table.Th>
              {settled && <Table.Th ta="right">{t('boFinances.order.commission')}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {order.stock_articles.map((line, index) => {
              const unit = lineUnitPrice(line);
              const variant = variantText(line);
              return (
                <Table.Tr key={line.id ?? index} data-testid="order-line">
                  <Table.Td>
                    <Group gap="sm" wrap="nowrap" align="flex-start">
                      <MediaImage
                        src={line.article.url_image}
                        alt=""
                        w={48}
                        h={48}
                        radius="sm"
                        fit="cover"
                        sizes="48px"
                        className={classes.lineImage}
                      />
                      <Stack gap={2}>
                        <Text size="sm" fw={600}>
                          {line.article.designation}
                        </Text>
                        {variant && (
                          <Text size="xs" c="dimmed">
                            {variant}
                          </Text>
                        )}
                        {line.pourcentage > 0 && (
                          <Badge size="xs" color="red" variant="light" w="fit-content">
                            {t('boOrders.lines.promotion', { value: line.pourcentage })}
                          </Badge>
                        )}
                      </Stack>
                    </Group>
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {line.pourcentage > 0 && (
                      <Text size="xs" c="dimmed" td="line-through">
                        {formatDzd(line.prix)}
                      </Text>
                    )}
                    <Text size="sm">{formatDzd(unit)}</Text>
                  </Table.Td>
                  <Table.Td ta="right">{line.quantite}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    <Text size="sm" fw={600}>
                      {formatDzd(unit * line.quantite)}
                    </Text>
                  </Table.Td>
                  {settled && (
                    <Table.Td ta="right" data-testid="line-commission">
                      <Text size="sm">{formatDzd(line.commission)}</Text>
                      <Text size="xs" c="dimmed">
                        {t('boFinances.order.taux', { taux: formatNumber(line.taux_commission, 2) })}
                      </Text>
                    </Table.Td>
                  )}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}

/** Total articles, promotion discount, coupon discount, total to pay. */
function SummaryCard({ order }: { order: BackofficeOrderDetail }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="order-summary-title">
      <Title order={2} fz="h5" mb="sm" id="order-summary-title">
        {t('boOrders.summary.title')}
      </Title>
      <Stack gap={6}>
        <Amount label={t('boOrders.summary.total')} value={formatDzd(order.total)} />
        <Amount label={t('common.promotionDiscount')} value={`- ${formatDzd(order.remise_promotion)}`} />
        {order.coupon && (
          <Amount
            label={t('boOrders.summary.couponCode', { code: order.coupon.code })}
            value={`- ${formatDzd(order.remise_coupon)}`}
          />
        )}
        <Amount label={t('delivery.cart.feeRow')} value={orderFeeValue(order, t)} />
        <Text size="xs" c="dimmed">
          {orderShippingText(order, t)}
        </Text>
        <Divider />
        <Amount label={t('boOrders.summary.toPay')} value={formatDzd(order.montant_a_payer)} strong />
        {order.marchand !== null && (
          <>
            <Divider />
            <Amount
              label={t('boFinances.order.commission')}
              value={`- ${formatDzd(order.commission)}`}
              testId="settlement-amount"
            />
            <Amount
              label={t('boFinances.order.netDu')}
              value={formatDzd(order.net_du)}
              testId="settlement-amount"
            />
            <Text size="xs" c="dimmed">
              {t('boFinances.order.netDuHint')}
            </Text>
          </>
        )}
      </Stack>
    </Card>
  );
}

interface AmountProps {
  label: string;
  value: string;
  strong?: boolean;
  testId?: string;
}

function Amount({ label, value, strong, testId = 'summary-amount' }: AmountProps) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text size="sm" fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 500} c={strong ? 'souk.7' : undefined} data-testid={testId}>
        {value}
      </Text>
    </Group>
  );
}

/** Every recorded state with its date. */
function HistoryCard({ order }: { order: BackofficeOrderDetail }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="order-history-title">
      <Title order={2} fz="h5" mb="sm" id="order-history-title">
        {t('boOrders.detail.history')}
      </Title>
      {order.etats.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('boOrders.detail.noHistory')}
        </Text>
      ) : (
        <Timeline active={order.etats.length - 1} bulletSize={14} lineWidth={2}>
          {order.etats.map((step) => (
            <Timeline.Item key={`${step.etat}-${step.created_at}`} title={etatLabel(step.etat)}>
              <Text size="xs" c="dimmed">
                {orderDate(step.created_at, t('boOrders.none'))}
              </Text>
              {step.note && <Text size="xs">{step.note}</Text>}
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Card>
  );
}
