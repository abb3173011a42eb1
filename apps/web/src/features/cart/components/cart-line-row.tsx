// Beyond the storefront's first-view styles (app/mantine-first-view-styles.ts): the basket's screen
// loads no whole Mantine sheet (app/router.tsx, ownStylesPage).
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import { ActionIcon, Anchor, Badge, Box, Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import { orderSummary } from '@souk/domain/pricing';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CART_LINE_IMAGE_SIZES, lineImageLoading } from '@/features/cart/cart-line-images';
import { isOrderable, unitPrice, variantLabel } from '@/features/cart/cart-lines';
import type { CartLine } from '@/features/cart/cart-types';
import classes from '@/features/cart/components/cart.module.css';
import { CartQuantity } from '@/features/cart/components/cart-quantity';
import { formatDzd } from '@/lib/formatters';
import { MediaImage } from '@/ui/media-image';

interface CartLineRowProps {
  line: CartLine;
  /** Its place in the basket (0 first): a first-screen line's picture is not lazy, the first one's comes first. */
  index: number;
  selected: boolean;
  quantity: number;
  error?: string;
  onSelect: (selected: boolean) => void;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}

/**
 * One basket line. Out of stock: greyed, no checkbox (docs/product/storefront-and-client.md, Cart).
 * Only an unselected line can be removed, so a click meant for the checkbox never deletes what is about
 * to be ordered.
 */
export function CartLineRow({
  line,
  index,
  selected,
  quantity,
  error,
  onSelect,
  onQuantity,
  onRemove,
}: CartLineRowProps) {
  const { t } = useTranslation();
  const orderable = isOrderable(line);
  const name = line.article.designation;
  const price = unitPrice(line);
  const pct = line.article.latestpromotions?.pourcentage ?? 0;

  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="sm"
      className={classes.line}
      data-disabled={!orderable || undefined}
      data-testid="cart-line"
      aria-label={name}
    >
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <Box className={classes.check}>
          {orderable && (
            <Checkbox
              checked={selected}
              onChange={(event) => onSelect(event.currentTarget.checked)}
              aria-label={t('cart.select', { name })}
            />
          )}
        </Box>
        <MediaImage
          src={line.article.url_image}
          alt=""
          w={72}
          h={72}
          radius="sm"
          fit="cover"
          sizes={CART_LINE_IMAGE_SIZES}
          {...lineImageLoading(index)}
          className={classes.image}
        />
        <Stack gap={4} className={classes.body}>
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Anchor
                component={Link}
                to={{ search: `?produit=${line.article.id}` }}
                fw={600}
                size="sm"
                c="inherit"
                lineClamp={2}
              >
                {name}
              </Anchor>
              {line.stock_article.sous_options.length > 0 && (
                <Text size="xs" c="dimmed">
                  {variantLabel(line)}
                </Text>
              )}
              <Text size="xs" c="dimmed">
                {line.article.marchand
                  ? t('cart.soldBy', { shop: line.article.marchand.designation_magasin })
                  : t('cart.soldBySouk')}
              </Text>
            </Stack>
            {!selected && (
              <ActionIcon
                variant="subtle"
                color="red"
                onClick={onRemove}
                aria-label={t('cart.remove', { name })}
              >
                <IconTrash size={18} />
              </ActionIcon>
            )}
          </Group>

          <Group justify="space-between" align="center" gap="sm" wrap="wrap">
            <Group gap={6} align="baseline" data-testid="cart-line-price">
              <Text fw={700} size="sm" c="souk.7">
                {formatDzd(price)}
              </Text>
              {pct > 0 && (
                <>
                  <Text
                    component="s"
                    size="xs"
                    c="dimmed"
                    aria-label={t('cart.oldPrice', { price: formatDzd(line.stock_article.prix) })}
                  >
                    {formatDzd(line.stock_article.prix)}
                  </Text>
                  <Badge size="xs" color="red" variant="light">
                    {t('cart.promo', { value: pct })}
                  </Badge>
                </>
              )}
            </Group>
            {orderable ? (
              <Group gap="xs" wrap="wrap" justify="flex-end">
                <CartQuantity
                  name={name}
                  value={quantity}
                  stock={line.stock_article.quantite}
                  onChange={onQuantity}
                />
                <Text
                  size="sm"
                  fw={600}
                  ta="end"
                  className={classes.subtotal}
                  data-testid="cart-line-subtotal"
                >
                  {formatDzd(
                    orderSummary([{ prix: line.stock_article.prix, quantite: quantity, pourcentage: pct }])
                      .totalPromotion,
                  )}
                </Text>
              </Group>
            ) : (
              <Badge color="gray" variant="filled">
                {line.stock_article.quantite > 0 ? t('cart.unavailable') : t('common.outOfStock')}
              </Badge>
            )}
          </Group>
          {error && (
            <Text size="sm" c="red" role="alert">
              {error}
            </Text>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}
