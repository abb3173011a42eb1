// Beyond the storefront's first-view styles (app/mantine-first-view-styles.ts): the basket's screen
// loads no whole Mantine sheet (app/router.tsx, ownStylesPage).
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/List.layer.css';
import { Alert, Button, Checkbox, Grid, Group, List, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { clampQuantity } from '@souk/domain/articles';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import {
  type ComponentProps,
  type Ref,
  useCallback,
  useEffect,
  useImperativeHandle,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathFor } from '@/app/route-names';
import { useDeleteCartLine } from '@/features/cart/api/delete-cart-line';
import { useCart } from '@/features/cart/api/get-cart';
import { initialQuantity, isOrderable } from '@/features/cart/cart-lines';
import type { CartLine } from '@/features/cart/cart-types';
import { type CheckoutErrors, checkoutErrors } from '@/features/cart/checkout-errors';
import { priceCheckout } from '@/features/cart/checkout-pricing';
import classes from '@/features/cart/components/cart.module.css';
import { CartDelivery, deliveryStatus, totalFeeText } from '@/features/cart/components/cart-delivery';
import { CartLineRow } from '@/features/cart/components/cart-line-row';
import { CartSummary } from '@/features/cart/components/cart-summary';
import { CouponBox } from '@/features/coupons/components/coupon-box';
import type { ClientCoupon } from '@/features/coupons/coupon-types';
import { useDeliveryQuote } from '@/features/delivery/api/get-delivery-quote';
import type { DeliveryChoice } from '@/features/delivery/delivery-types';
import type { CommandeAddLine } from '@/features/orders/api/create-order';
import { confirmDeletion } from '@/features/orders/confirm-deletion';
import { paymentConfigQueryOptions } from '@/features/payments/api/get-payment-config';
import { errorMessage } from '@/lib/form-errors';
import { useIdempotencyKey } from '@/lib/idempotency-key';
import { whenIdle } from '@/lib/when-idle';
import { EmptyState } from '@/ui/empty-state';
import { LoadError } from '@/ui/load-error';
import { SkeletonList } from '@/ui/skeleton-list';

type CheckoutModalComponent = typeof import('@/features/cart/components/checkout-modal').CheckoutModal;

/**
 * The order form — its map, the payment choice, the recap: most of the basket's code — is not needed to
 * show the basket: it is fetched once the basket holds something to order, in the browser's idle time
 * (at most this long after), or at the tap on "Commander" if that comes first
 * (docs/decisions/0058-the-basket-without-its-order-form.md).
 */
const CHECKOUT_IDLE_MS = 2000;
const loadCheckout = () => import('@/features/cart/components/checkout-modal').then((m) => m.CheckoutModal);

interface CheckoutSlotHandle {
  open: () => void;
}

/**
 * The order modal with its own open state: the tap on "Commander" draws the modal, not the basket
 * again (its lines, summary and coupon box) — the render that tap's answer waits for on a phone
 * (docs/decisions/0058-the-basket-without-its-order-form.md).
 */
function CheckoutSlot({
  ref,
  Checkout,
  ...props
}: {
  ref: Ref<CheckoutSlotHandle>;
  Checkout: CheckoutModalComponent;
} & Omit<ComponentProps<CheckoutModalComponent>, 'opened' | 'onClose'>) {
  const [opened, setOpened] = useState(false);
  useImperativeHandle(ref, () => ({ open: () => setOpened(true) }), []);
  const close = useCallback(() => setOpened(false), []);
  return <Checkout opened={opened} onClose={close} {...props} />;
}

/**
 * The basket: lines with checkboxes (every available line starts selected), quantities, removal,
 * the order summary of the selected lines with each seller order's delivery fee (destination and
 * mode chosen here or in the modal), the coupon box and the order modal.
 */
export function CartView() {
  const { t } = useTranslation();
  const cart = useCart();
  const deleteLine = useDeleteCartLine();
  // Unselected ids rather than selected ones: a line added later starts selected.
  const [unselected, setUnselected] = useState<ReadonlySet<number>>(() => new Set());
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  const [coupon, setCoupon] = useState<ClientCoupon | null>(null);
  // "Commander" tapped before the order form's code had come: its button says it is coming.
  const [waitingForCheckout, setWaitingForCheckout] = useState(false);
  const [Checkout, setCheckout] = useState<CheckoutModalComponent | null>(null);
  const checkout = useRef<CheckoutSlotHandle>(null);
  // Kept while the basket lives, not the modal (the modal's `attempt`).
  const attempt = useIdempotencyKey();
  const [errors, setErrors] = useState<CheckoutErrors | null>(null);
  // Destination (null: the profile's wilaya, as the server resolves it) and mode of delivery.
  const [delivery, setDelivery] = useState<DeliveryChoice>({ wilaya: null, mode: 'domicile' });
  const quote = useDeliveryQuote(delivery.wilaya, (cart.data?.stock_articles.length ?? 0) > 0);
  const status = deliveryStatus(quote, delivery);

  const lines = cart.data?.stock_articles ?? [];
  const orderable = lines.filter(isOrderable);

  const queryClient = useQueryClient();
  const fetchCheckout = useCallback(() => {
    // The payment types this site offers come with the form's code: its first frame shows them as they
    // are, and opening it starts no request (decision 0069).
    void queryClient.prefetchQuery(paymentConfigQueryOptions());
    return loadCheckout().then((component) => setCheckout(() => component));
  }, [queryClient]);
  const canOrder = orderable.length > 0;
  useEffect(() => {
    if (!canOrder || Checkout) return;
    // A failure here is tried again by the tap on "Commander", which says so.
    return whenIdle(() => void fetchCheckout().catch(() => undefined), CHECKOUT_IDLE_MS);
  }, [canOrder, Checkout, fetchCheckout]);
  // The code the tap was waiting for has come: the modal opens.
  useEffect(() => {
    if (!Checkout || !waitingForCheckout) return;
    checkout.current?.open();
    setWaitingForCheckout(false);
  }, [Checkout, waitingForCheckout]);
  const order = () => {
    if (Checkout) {
      checkout.current?.open();
      return;
    }
    setWaitingForCheckout(true);
    fetchCheckout().catch(() => {
      setWaitingForCheckout(false);
      notifications.show({ color: 'red', message: t('checkout.loadError'), autoClose: 2500 });
    });
  };
  const isSelected = (line: CartLine) => isOrderable(line) && !unselected.has(line.stock_article_id);
  const selected = orderable.filter(isSelected);
  const quantityOf = (line: CartLine) =>
    Math.max(
      1,
      clampQuantity(quantities[line.stock_article_id] ?? initialQuantity(line), line.stock_article.quantite),
    );

  // Priced per seller order as the checkout will: each order its own delivery fee.
  const pricing = priceCheckout(
    selected.map((line) => ({ line, quantite: quantityOf(line) })),
    {
      quote: status === 'ready' ? quote.data : undefined,
      mode: delivery.mode,
      couponRemise: coupon?.modelCoupon.remise ?? null,
    },
  );
  const summary = pricing.total;
  const destination = delivery.wilaya ?? quote.data?.wilaya_code ?? null;

  const toOrder: CommandeAddLine[] = selected.map((line) => ({
    stock_article_id: line.stock_article_id,
    quantite: quantityOf(line),
    promotion_id: line.article.latestpromotions?.id ?? null,
    isSelected: true,
  }));

  const setSelected = (line: CartLine, value: boolean) =>
    setUnselected((current) => {
      const next = new Set(current);
      if (value) next.delete(line.stock_article_id);
      else next.add(line.stock_article_id);
      return next;
    });

  const selectAll = (value: boolean) =>
    setUnselected(value ? new Set() : new Set(orderable.map((l) => l.stock_article_id)));

  const remove = (line: CartLine) =>
    confirmDeletion(t, () =>
      deleteLine.mutate(line.stock_article_id, {
        onSuccess: () =>
          notifications.show({ color: 'green', message: t('common.deletedTitle'), autoClose: 1500 }),
        onError: (error) =>
          notifications.show({ color: 'red', message: errorMessage(error), autoClose: 2500 }),
      }),
    );

  if (cart.isPending) {
    return (
      <Stack gap="sm" role="status" aria-busy="true">
        <SkeletonList count={3} h={96} radius="md" />
      </Stack>
    );
  }
  if (cart.isError) return <LoadError message={t('cart.loadError')} onRetry={() => cart.refetch()} />;
  if (lines.length === 0) {
    return (
      <EmptyState
        title={t('cart.empty')}
        text={t('cart.emptyText')}
        action={
          <Button component={Link} to={pathFor('Accueil')} mt="sm">
            {t('cart.continueShopping')}
          </Button>
        }
      />
    );
  }

  const allSelected = orderable.length > 0 && selected.length === orderable.length;

  return (
    <>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="sm">
            {errors && (errors.other.length > 0 || Object.keys(errors.lines).length > 0) && (
              <Alert
                color="red"
                variant="light"
                icon={<IconAlertCircle size={18} />}
                title={t('cart.orderErrors')}
              >
                {errors.other.length > 0 ? (
                  <List size="sm">
                    {errors.other.map((message) => (
                      <List.Item key={message}>{message}</List.Item>
                    ))}
                  </List>
                ) : null}
              </Alert>
            )}
            <Group justify="space-between" gap="xs">
              <Checkbox
                label={t('cart.selectAll')}
                checked={allSelected}
                indeterminate={selected.length > 0 && !allSelected}
                disabled={orderable.length === 0}
                onChange={(event) => selectAll(event.currentTarget.checked)}
              />
              <Text size="xs" c="dimmed">
                {t('cart.removeHint')}
              </Text>
            </Group>
            <Stack component="ul" gap="sm" className={classes.lines} aria-label={t('cart.lines')}>
              {lines.map((line, index) => (
                <CartLineRow
                  key={line.id}
                  line={line}
                  index={index}
                  selected={isSelected(line)}
                  quantity={quantityOf(line)}
                  error={errors?.lines[line.stock_article_id]}
                  onSelect={(value) => setSelected(line, value)}
                  onQuantity={(q) => setQuantities((current) => ({ ...current, [line.stock_article_id]: q }))}
                  onRemove={() => remove(line)}
                />
              ))}
            </Stack>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md" className={classes.aside}>
            <CartSummary
              summary={summary}
              selectedCount={selected.length}
              onOrder={order}
              ordering={waitingForCheckout}
              deliveryFee={selected.length > 0 ? totalFeeText(pricing, status, t) : undefined}
              delivery={
                selected.length > 0 ? (
                  <CartDelivery
                    choice={delivery}
                    onChange={setDelivery}
                    quote={quote}
                    status={status}
                    pricing={pricing}
                  />
                ) : null
              }
            />
            <CouponBox
              coupon={coupon}
              onChange={(next) => {
                setCoupon(next);
                setErrors((current) => (current ? { ...current, coupon: null } : current));
              }}
              error={errors?.coupon}
            />
          </Stack>
        </Grid.Col>
      </Grid>
      {Checkout && (
        <CheckoutSlot
          ref={checkout}
          Checkout={Checkout}
          lines={toOrder}
          couponId={coupon?.id ?? null}
          delivery={delivery}
          onDeliveryChange={setDelivery}
          destination={destination}
          deliveryStatus={status}
          pricing={pricing}
          onFailed={(error) => setErrors(checkoutErrors(error, toOrder))}
          attempt={attempt}
        />
      )}
    </>
  );
}
