import { ActionIcon, AspectRatio, Badge, Card, Group, Stack, Switch, Text, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { type AdminPub, PUB_TYPE_LABELS, RECOMMENDED_SIZES } from '@/features/pubs/admin/admin-pub-types';
import { MediaImage } from '@/ui/media-image';

interface PubCardProps {
  pub: AdminPub;
  onToggle: () => void;
  toggling: boolean;
  onDelete: () => void;
}

/** An ad of the admin grid: its picture at the type's proportions, type, category, state, delete. */
export function PubCard({ pub, onToggle, toggling, onDelete }: PubCardProps) {
  const { t } = useTranslation();
  const size = RECOMMENDED_SIZES[pub.type];
  const type = t(PUB_TYPE_LABELS[pub.type]);
  const name = pub.categorie ? `${type} – ${pub.categorie.designation}` : type;
  const remove = t('adminContent.pubs.deleteOf', { name });
  return (
    <Card withBorder radius="md" padding="sm" component="article" aria-label={name}>
      <Card.Section>
        <AspectRatio ratio={size.width / size.height} mah={260} mx="auto" style={{ overflow: 'hidden' }}>
          <MediaImage
            src={pub.url_image}
            alt={t('adminContent.pubs.imageOf', { name })}
            fit="contain"
            sizes="(min-width: 1200px) 30vw, (min-width: 768px) 45vw, 100vw"
            style={{ opacity: pub.valide ? 1 : 0.45 }}
          />
        </AspectRatio>
      </Card.Section>
      <Stack gap={6} mt="sm">
        {/* Never cut: the state goes to the next line when the type's name takes the width. */}
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Badge variant="light" maw="100%" h="auto" styles={{ label: { whiteSpace: 'normal' } }}>
            {type}
          </Badge>
          <Badge color={pub.valide ? 'teal' : 'gray'} variant="dot" style={{ flexShrink: 0 }}>
            {pub.valide ? t('adminContent.pubs.active') : t('adminContent.pubs.hidden')}
          </Badge>
        </Group>
        {pub.categorie && (
          <Text size="sm" fw={500} truncate="end">
            {t('adminContent.pubs.categorieOf', { name: pub.categorie.designation })}
          </Text>
        )}
        <Group justify="space-between" wrap="nowrap">
          <Switch
            size="sm"
            checked={pub.valide}
            disabled={toggling}
            onChange={onToggle}
            label={t('adminContent.pubs.showOnSite')}
          />
          <Tooltip label={remove} withArrow openDelay={300}>
            <ActionIcon variant="subtle" color="red" aria-label={remove} onClick={onDelete}>
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Stack>
    </Card>
  );
}
