import { ActionIcon, Badge, Button, Card, Collapse, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconChevronDown, IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminCategorie, AdminSousCategorie } from '@/features/categories/admin/admin-category-types';
import { MediaImage } from '@/ui/media-image';

interface CategoryCardProps {
  categorie: AdminCategorie;
  onAddSub: () => void;
  onEdit: () => void;
  onDelete: () => void;
  onEditSub: (sous: AdminSousCategorie) => void;
  onDeleteSub: (sous: AdminSousCategorie) => void;
}

interface IconButtonProps {
  label: string;
  color?: string;
  onClick: () => void;
  children: React.ReactNode;
}

function IconButton({ label, color, onClick, children }: IconButtonProps) {
  return (
    <Tooltip label={label} withArrow openDelay={300}>
      <ActionIcon variant="subtle" color={color} onClick={onClick} aria-label={label}>
        {children}
      </ActionIcon>
    </Tooltip>
  );
}

/**
 * One category of the grid: picture, name, article count, the add-sub-category / edit / delete
 * icons, and its sub-categories (each with its product-count badge) shown when expanded.
 */
export function CategoryCard({
  categorie,
  onAddSub,
  onEdit,
  onDelete,
  onEditSub,
  onDeleteSub,
}: CategoryCardProps) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const name = categorie.designation;
  const subs = categorie.sous_categories;
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={name}>
      {/* Picture and icons on top, so that the name below has the card's whole width and wraps. */}
      <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
        <MediaImage src={categorie.url_image} alt="" w={48} h={48} fit="contain" radius="sm" sizes="48px" />
        <Group gap={2} wrap="nowrap">
          <IconButton label={t('adminContent.categories.addSubOf', { name })} color="teal" onClick={onAddSub}>
            <IconPlus size={18} aria-hidden />
          </IconButton>
          <IconButton label={t('adminContent.common.editOf', { name })} onClick={onEdit}>
            <IconEdit size={18} aria-hidden />
          </IconButton>
          <IconButton label={t('adminContent.common.deleteOf', { name })} color="red" onClick={onDelete}>
            <IconTrash size={18} aria-hidden />
          </IconButton>
        </Group>
      </Group>
      <Stack gap={2} mt="xs">
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {name}
        </Text>
        <Text size="xs" c="dimmed">
          {t('adminContent.categories.productCount', { n: categorie.nbrProduits })}
        </Text>
      </Stack>
      <Button
        variant="subtle"
        size="compact-sm"
        mt="sm"
        justify="space-between"
        fullWidth
        onClick={() => setExpanded((v) => !v)}
        aria-expanded={expanded}
        aria-controls={listId}
        rightSection={
          <IconChevronDown
            size={16}
            aria-hidden
            style={{ transform: expanded ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }}
          />
        }
      >
        {t('adminContent.categories.subCount', { n: subs.length })}
      </Button>
      <Collapse expanded={expanded} id={listId}>
        {subs.length === 0 ? (
          <Text size="sm" c="dimmed" mt="xs">
            {t('adminContent.categories.noSub')}
          </Text>
        ) : (
          <Stack component="ul" gap={4} mt="xs" p={0} style={{ listStyle: 'none' }}>
            {subs.map((sous) => (
              <Group component="li" key={sous.id} gap="xs" wrap="nowrap" aria-label={sous.designation}>
                <MediaImage
                  src={sous.url_image}
                  alt=""
                  w={28}
                  h={28}
                  fit="contain"
                  radius="sm"
                  sizes="28px"
                />
                <Text size="sm" style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                  {sous.designation}
                </Text>
                <Badge
                  variant="light"
                  size="sm"
                  aria-label={t('adminContent.categories.productCount', { n: sous.nbrProduits })}
                >
                  {sous.nbrProduits}
                </Badge>
                <IconButton
                  label={t('adminContent.common.editOf', { name: sous.designation })}
                  onClick={() => onEditSub(sous)}
                >
                  <IconEdit size={16} aria-hidden />
                </IconButton>
                <IconButton
                  label={t('adminContent.common.deleteOf', { name: sous.designation })}
                  color="red"
                  onClick={() => onDeleteSub(sous)}
                >
                  <IconTrash size={16} aria-hidden />
                </IconButton>
              </Group>
            ))}
          </Stack>
        )}
      </Collapse>
    </Card>
  );
}
