// Beyond the storefront's first-view styles (app/mantine-first-view-styles.ts): the basket's screen
// loads no whole Mantine sheet (app/router.tsx, ownStylesPage).
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Radio.layer.css';
import { Alert, Button, Group, Modal, Radio, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { commandeAddSchema } from '@souk/domain/checkout-schemas';
import { DELIVERY_MESSAGES } from '@souk/domain/delivery';
import { sentenceCode } from '@souk/domain/error-codes';
import { isCardPayment, TYPES_PAIEMENT, type TypePaiement } from '@souk/domain/payments';
import { toFieldErrors } from '@souk/domain/validation';
import { IconCurrentLocation, IconMapPin, IconSearch } from '@tabler/icons-react';
import { type FormEvent, memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { pathFor } from '@/app/route-names';
import type { CheckoutPricing } from '@/features/cart/checkout-pricing';
import { type DeliveryStatus, totalFeeText } from '@/features/cart/components/cart-delivery';
import classes from '@/features/cart/components/checkout.module.css';
import { CheckoutRecap } from '@/features/cart/components/checkout-recap';
import { DeliveryChoiceFields } from '@/features/delivery/components/delivery-choice-fields';
import type { DeliveryChoice } from '@/features/delivery/delivery-types';
import {
  type CommandeAddLine,
  type CommandeAddPayload,
  useCreateOrder,
} from '@/features/orders/api/create-order';
import { useAddressSearch } from '@/features/orders/api/search-address';
import { type LatLng, LocationPickerMap } from '@/features/orders/components/location-picker-map';
import { CART_DEFAULT_POSITION, CHECKOUT_ZOOM, MAP_HEIGHT } from '@/features/orders/map-defaults';
import type { PayAfterCheckout } from '@/features/orders/order-types';
import { usePaymentConfig } from '@/features/payments/api/get-payment-config';
import type { PaymentConfig } from '@/features/payments/payment-types';
import { isApiError } from '@/lib/api-client';
import { paymentTypeLabel } from '@/lib/domain-labels';
import { fieldMessages } from '@/lib/error-messages';
import { refusalMessage } from '@/lib/form-errors';
import type { IdempotencyAttempt } from '@/lib/idempotency-key';

/**
 * The payment types this site offers: cash on delivery always, a card type when a provider or the
 * demonstration sandbox takes it (decision 0009). Until the configuration is known, all of them.
 */
function offeredTypes(config: PaymentConfig | undefined): readonly TypePaiement[] {
  if (!config) return TYPES_PAIEMENT;
  return TYPES_PAIEMENT.filter((type) => type === 'livraison' || config[type] !== 'indisponible');
}

interface CheckoutModalProps {
  opened: boolean;
  onClose: () => void;
  /** The selected cart lines, as they will be sent. */
  lines: CommandeAddLine[];
  couponId: number | null;
  /** A refused checkout: the modal is closed, the page shows what the server said per line. */
  onFailed: (error: Error) => void;
  /** The delivery choice, shared with the cart summary. */
  delivery: DeliveryChoice;
  onDeliveryChange: (next: DeliveryChoice) => void;
  /** The destination wilaya code (the chosen one, else the profile's); null until known. */
  destination: number | null;
  deliveryStatus: DeliveryStatus;
  /** The selected lines priced per seller order, delivery fees included. */
  pricing: CheckoutPricing;
  /**
   * The order's idempotency key, kept by the basket rather than the modal: confirming the same order
   * again after a lost reply (the modal closed on the error) sends the same key, so the server places
   * it once (decision 0033).
   */
  attempt: IdempotencyAttempt;
}

const FIELDS = ['adresse', 'latitude', 'longitude'] as const;
type FieldErrors = Partial<Record<(typeof FIELDS)[number] | 'wilaya', string>>;

const coordinate = (value: number) => Math.round(value * 1e6) / 1e6;

/**
 * The order modal (docs/product/storefront-and-client.md, Cart), in two steps. First the delivery:
 * address with a search restricted to Algeria, a map to choose the position ('Valider' stays disabled
 * until one is chosen), the destination wilaya and delivery mode with their fees, and the payment type.
 * Then the recap to verify (each seller order with its lines and fee, the totals, the address) with the
 * terms of sale to accept (law 18-05) before the order is confirmed.
 */
export function CheckoutModal({ opened, onClose, ...props }: CheckoutModalProps) {
  const { t } = useTranslation();
  // The form is drawn ahead of the tap, hidden (`keepMounted`: React's Activity, rendered in idle time),
  // so that "Commander" only shows it (docs/decisions/0069-the-order-form-drawn-before-the-tap.md).
  // Each opening starts with a fresh form: the one an opening showed is replaced once the modal has
  // closed, or at the next opening if that comes first.
  const [form, setForm] = useState({ key: 0, shown: false, opened });
  if (opened !== form.opened) {
    setForm(({ key, shown }) =>
      opened ? { key: shown ? key + 1 : key, shown: true, opened } : { key, shown, opened },
    );
  }
  const replace = () => {
    if (!opened)
      setForm(({ key, shown }) => (shown ? { key: key + 1, shown: false, opened } : { key, shown, opened }));
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('checkout.title')}
      size="xl"
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
      keepMounted
      onExitTransitionEnd={replace}
    >
      <CheckoutForm key={form.key} onClose={onClose} {...props} />
    </Modal>
  );
}

/** Memoised: opening the modal draws the modal around the form, not the form again. */
const CheckoutForm = memo(function CheckoutForm({
  onClose,
  lines,
  couponId,
  onFailed,
  delivery,
  onDeliveryChange,
  destination,
  deliveryStatus,
  pricing,
  attempt,
}: Omit<CheckoutModalProps, 'opened'>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const createOrder = useCreateOrder();
  const [step, setStep] = useState<'livraison' | 'recap'>('livraison');
  const [adresse, setAdresse] = useState('');
  const [position, setPosition] = useState<LatLng | null>(null);
  const [chosenType, setTypePaiement] = useState<TypePaiement>('devise');
  const paymentConfig = usePaymentConfig();
  const offered = offeredTypes(paymentConfig.data);
  // The spec's default (devise) when offered, otherwise cash on delivery.
  const typePaiement: TypePaiement = offered.includes(chosenType) ? chosenType : 'livraison';
  const [query, setQuery] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [locating, setLocating] = useState(false);
  const [geoRefused, setGeoRefused] = useState(false);
  const search = useAddressSearch(query);

  const pick = (lat: number, lng: number) => {
    setPosition([coordinate(lat), coordinate(lng)]);
    setErrors((e) => ({ ...e, latitude: undefined, longitude: undefined }));
  };

  const runSearch = () => {
    const text = adresse.trim();
    if (text) setQuery(text);
  };

  const locate = () => {
    setGeoRefused(false);
    if (!('geolocation' in navigator) || !navigator.geolocation) {
      setGeoRefused(true);
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (at) => {
        setLocating(false);
        pick(at.coords.latitude, at.coords.longitude);
      },
      // Refused or unavailable: the map stays on its default centre (Algiers).
      () => {
        setLocating(false);
        setGeoRefused(true);
      },
      { enableHighAccuracy: true, timeout: 10_000 },
    );
  };

  const payloadOf = (at: LatLng): CommandeAddPayload => ({
    latitude: at[0],
    longitude: at[1],
    adresse: adresse.trim(),
    type_paiement: typePaiement,
    ...(couponId ? { coupon_id: couponId } : {}),
    stock_articles: lines,
    ...(destination !== null ? { wilaya: destination } : {}),
    mode_livraison: delivery.mode,
  });

  /** 'Valider': the delivery form is checked here, then the recap is shown. */
  const review = (event: FormEvent) => {
    event.preventDefault();
    if (!position) return;
    // The same schema as the server: a missing address or a position abroad is said here.
    const checked = commandeAddSchema.safeParse(payloadOf(position));
    const fieldErrors: FieldErrors = {};
    if (!checked.success) {
      const found = toFieldErrors(checked.error);
      for (const field of FIELDS) {
        const [first] = fieldMessages(found.errors[field]?.slice(0, 1) ?? [], found.codes[field]);
        if (first) fieldErrors[field] = first;
      }
    }
    if (destination === null) {
      const sentence = DELIVERY_MESSAGES.wilayaRequired;
      fieldErrors.wilaya = fieldMessages([sentence], [sentenceCode('wilaya', sentence)])[0];
    }
    if (Object.keys(fieldErrors).length > 0) {
      setErrors(fieldErrors);
      return;
    }
    setStep('recap');
  };

  const confirm = () => {
    if (!position || createOrder.isPending) return;
    const payload = payloadOf(position);
    // Confirming again the same order (after a lost reply) keeps the key: one order, never two.
    createOrder.mutate(
      { payload, idempotencyKey: attempt.keyFor(payload) },
      {
        onSuccess: (reply) => {
          attempt.done();
          const count = reply.data?.length ?? 0;
          notifications.show({
            color: 'green',
            title: reply.message || t('checkout.success'),
            message:
              count > 0
                ? t(count === 1 ? 'checkout.createdOne' : 'checkout.createdMany', { count })
                : undefined,
            autoClose: 2500,
          });
          onClose();
          // A card order is paid at once: the Profile opens its payment (card form, Stripe or Chargily).
          const payOrders = (reply.data ?? []).filter(
            (order) => isCardPayment(order.type_paiement) && order.etat === 'en_attente_de_paiement',
          );
          const state: PayAfterCheckout | undefined = payOrders.length > 0 ? { payOrders } : undefined;
          navigate(pathFor('Profile'), { state });
        },
        onError: (error) => {
          onClose();
          // Field errors go under the cart's lines (onFailed); a refusal without fields that the server
          // named (the same order still being placed, its key reused) says why; anything else, the
          // screen's own sentence.
          const inline = isApiError(error) && Object.keys(error.errors).length > 0;
          const message = inline ? t('checkout.failure') : refusalMessage(error, t('checkout.failure'));
          notifications.show({ color: 'red', message, autoClose: 2500 });
          onFailed(error);
        },
      },
    );
  };

  const positionError = errors.latitude ?? errors.longitude;

  if (step === 'recap' && position) {
    return (
      <CheckoutRecap
        pricing={pricing}
        deliveryStatus={deliveryStatus}
        adresse={adresse.trim()}
        destination={destination}
        mode={delivery.mode}
        typePaiement={typePaiement}
        pending={createOrder.isPending}
        onBack={() => setStep('livraison')}
        onConfirm={confirm}
      />
    );
  }

  return (
    <form onSubmit={review} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('delivery.checkout.stepOne')}
        </Text>
        <Group align="flex-start" gap="xs" wrap="nowrap">
          <TextInput
            label={t('common.deliveryAddress')}
            placeholder={t('checkout.adressePlaceholder')}
            value={adresse}
            onChange={(event) => {
              setAdresse(event.currentTarget.value);
              setErrors((e) => ({ ...e, adresse: undefined }));
            }}
            onKeyDown={(event) => {
              // Enter searches the address; 'Valider' is a deliberate click.
              if (event.key === 'Enter') {
                event.preventDefault();
                runSearch();
              }
            }}
            error={errors.adresse}
            autoComplete="street-address"
            withAsterisk
            style={{ flex: 1 }}
          />
          <Button
            variant="light"
            mt={25}
            onClick={runSearch}
            disabled={!adresse.trim()}
            loading={search.isFetching}
            leftSection={<IconSearch size={16} />}
            aria-label={t('checkout.search')}
            className={classes.searchButton}
          >
            <span className={classes.searchLabel}>{t('checkout.search')}</span>
          </Button>
        </Group>

        {query && !search.isFetching && (
          <AddressResults
            results={search.data}
            failed={search.isError}
            onChoose={(result) => {
              setAdresse(result.label);
              pick(result.lat, result.lng);
              setQuery('');
            }}
          />
        )}

        <Stack gap={6}>
          <Group justify="space-between" gap="xs">
            <Text size="sm" c="dimmed">
              {t('checkout.mapHint')}
            </Text>
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={locate}
              loading={locating}
              leftSection={<IconCurrentLocation size={16} />}
            >
              {t('checkout.locate')}
            </Button>
          </Group>
          <LocationPickerMap
            center={CART_DEFAULT_POSITION}
            zoom={CHECKOUT_ZOOM}
            position={position}
            onPick={pick}
            label={t('checkout.mapLabel')}
            height={MAP_HEIGHT}
          />
          {geoRefused && (
            <Text size="sm" c="orange.8" role="status">
              {t('checkout.geolocationDenied')}
            </Text>
          )}
          <Text size="sm" data-testid="checkout-position" c={positionError ? 'red' : undefined}>
            {positionError ??
              (position
                ? // Not { lng }: i18next would read it as the message's language.
                  t('checkout.position', {
                    latitude: position[0].toFixed(5),
                    longitude: position[1].toFixed(5),
                  })
                : t('checkout.noPosition'))}
          </Text>
        </Stack>

        <DeliveryChoiceFields
          value={delivery}
          resolvedWilaya={destination}
          error={errors.wilaya}
          onChange={(next) => {
            onDeliveryChange(next);
            setErrors((e) => ({ ...e, wilaya: undefined }));
          }}
        />
        <Text size="sm" data-testid="checkout-delivery-fee">
          {t('delivery.checkout.fee', { fee: totalFeeText(pricing, deliveryStatus, t) })}
        </Text>

        <Radio.Group
          label={t('checkout.paymentType')}
          value={typePaiement}
          onChange={(value) => setTypePaiement(value as TypePaiement)}
          withAsterisk
        >
          <Stack gap="xs" mt={6}>
            {offered.map((type) => (
              <Radio key={type} value={type} label={paymentTypeLabel(type)} />
            ))}
          </Stack>
        </Radio.Group>
        {isCardPayment(typePaiement) &&
          paymentConfig.data?.[typePaiement as 'devise' | 'cib'] === 'sandbox' && (
            <Text size="sm" c="orange.8" data-testid="checkout-demo-payment">
              {t('checkout.demoPayment')}
            </Text>
          )}
        {offered.length === 1 && (
          <Text size="sm" c="dimmed">
            {t('checkout.cardsUnavailable')}
          </Text>
        )}

        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={!position}>
            {t('common.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
});

interface AddressResultsProps {
  results: { id: string; label: string; lat: number; lng: number }[] | undefined;
  failed: boolean;
  onChoose: (result: { id: string; label: string; lat: number; lng: number }) => void;
}

function AddressResults({ results, failed, onChoose }: AddressResultsProps) {
  const { t } = useTranslation();
  if (failed) {
    return (
      <Alert color="orange" variant="light" role="status">
        {t('checkout.geocoderError')}
      </Alert>
    );
  }
  if (!results || results.length === 0) {
    return (
      <Text size="sm" c="dimmed" role="status">
        {t('checkout.noResults')}
      </Text>
    );
  }
  return (
    <Stack component="ul" gap={4} m={0} p={0} aria-label={t('checkout.results')} className={classes.results}>
      {results.map((result) => (
        <li key={result.id}>
          <UnstyledButton className={classes.result} onClick={() => onChoose(result)}>
            <IconMapPin size={16} aria-hidden />
            <Text size="sm" component="span">
              {result.label}
            </Text>
          </UnstyledButton>
        </li>
      ))}
    </Stack>
  );
}
