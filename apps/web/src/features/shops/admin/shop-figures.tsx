import { Anchor, Card, Group, SimpleGrid, Skeleton, Text, ThemeIcon } from '@mantine/core';
import { IconCash, IconPackage, IconReceipt } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathFor } from '@/app/route-names';
import { useShopCounter } from '@/features/shops/admin/api/get-shop-counter';
import { SHOP_COUNTERS } from '@/features/shops/admin/api/shops-admin-paths';
import { formatDzd } from '@/lib/formatters';

/** The store profile's three tiles: Produits (links to the store's products), Commandes, Revenues Total. */
export function ShopFigures({ shopId }: { shopId: number }) {
  const { t } = useTranslation();
  const articles = useShopCounter(SHOP_COUNTERS.articles(shopId));
  const commandes = useShopCounter(SHOP_COUNTERS.commandes(shopId));
  const revenus = useShopCounter(SHOP_COUNTERS.revenus(shopId));
  const failed = t('adminPeople.shopProfile.figureFailed');
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
      <Tile
        icon={<IconPackage size={22} />}
        color="blue"
        label={
          <Anchor component={Link} to={pathFor('magasinProduits-admin', { id: shopId })} size="sm" fw={600}>
            {t('adminPeople.shopProfile.tiles.produits')}
          </Anchor>
        }
        value={articles.isPending ? null : articles.isError ? failed : String(articles.data)}
      />
      <Tile
        icon={<IconReceipt size={22} />}
        color="grape"
        label={t('adminPeople.shopProfile.tiles.commandes')}
        value={commandes.isPending ? null : commandes.isError ? failed : String(commandes.data)}
      />
      <Tile
        icon={<IconCash size={22} />}
        color="teal"
        label={t('adminPeople.shopProfile.tiles.revenus')}
        value={revenus.isPending ? null : revenus.isError ? failed : formatDzd(revenus.data, 'Da')}
      />
    </SimpleGrid>
  );
}

function Tile({
  icon,
  color,
  label,
  value,
}: {
  icon: ReactNode;
  color: string;
  label: ReactNode;
  value: string | null;
}) {
  return (
    <Card withBorder radius="md" padding="lg" component="section">
      <Group wrap="nowrap" gap="md">
        <ThemeIcon size={48} radius="md" variant="light" color={color} aria-hidden>
          {icon}
        </ThemeIcon>
        <div>
          {typeof label === 'string' ? (
            <Text size="sm" c="dimmed" fw={600}>
              {label}
            </Text>
          ) : (
            label
          )}
          {value === null ? (
            <Skeleton h={26} w={90} mt={4} />
          ) : (
            <Text fw={700} fz="xl" data-testid="shop-figure">
              {value}
            </Text>
          )}
        </div>
      </Group>
    </Card>
  );
}
