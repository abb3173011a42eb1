import { Button, Divider, Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathFor } from '@/app/route-names';
import { CART_PREVIEW_SIZE, unitPrice } from '@/features/cart/cart-lines';
import type { CartLine } from '@/features/cart/cart-types';
import { formatDzd } from '@/lib/formatters';
import { MediaImage } from '@/ui/media-image';

interface CartDropdownProps {
  lines: CartLine[] | undefined;
  loading: boolean;
  /** Called when a link inside is followed, so the popover closes. */
  onNavigate: () => void;
}

/**
 * The header's basket preview (docs/product/storefront-and-client.md, Layout): the last 2 lines added
 * (the reply is newest first), each with image, designation and 'quantity x unit price' after the
 * latest promotion, then 'Voir Panier'.
 */
export function CartDropdown({ lines, loading, onNavigate }: CartDropdownProps) {
  const { t } = useTranslation();
  if (loading && !lines) {
    return (
      <Group justify="center" p="md">
        <Loader size="sm" role="status" aria-label={t('common.loading')} />
      </Group>
    );
  }
  const all = lines ?? [];
  const preview = all.slice(0, CART_PREVIEW_SIZE);
  const more = all.length - preview.length;

  return (
    <Stack gap="sm">
      {preview.length === 0 ? (
        <Text size="sm" c="dimmed" ta="center" py="xs">
          {t('cart.empty')}
        </Text>
      ) : (
        <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
          {preview.map((line) => (
            <Group component="li" key={line.id} gap="sm" wrap="nowrap" data-testid="cart-preview-line">
              <MediaImage
                src={line.article.url_image}
                alt=""
                w={56}
                h={56}
                radius="sm"
                fit="cover"
                sizes="56px"
              />
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text size="sm" fw={600} lineClamp={2}>
                  {line.article.designation}
                </Text>
                <Text size="sm" c="souk.7" data-testid="cart-preview-price">
                  {t('cart.lineQuantity', {
                    quantity: line.quantite_panier,
                    price: formatDzd(unitPrice(line)),
                  })}
                </Text>
              </Stack>
            </Group>
          ))}
        </Stack>
      )}
      {more > 0 && (
        <Text size="xs" c="dimmed" ta="center">
          {t(more === 1 ? 'cart.moreLinesOne' : 'cart.moreLinesMany', { count: more })}
        </Text>
      )}
      <Divider />
      <Button component={Link} to={pathFor('Panier')} fullWidth onClick={onNavigate}>
        {t('cart.viewCart')}
      </Button>
    </Stack>
  );
}
