import { Anchor, Group, List, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { RetourReply } from '@souk/domain/replies/returns';
import { useTranslation } from 'react-i18next';
import { ReturnStateBadge } from '@/features/returns/components/return-state-badge';
import { motifRetourKey } from '@/lib/domain-labels';
import { formatDate, formatDzd } from '@/lib/formatters';
import { MediaImage } from '@/ui/media-image';

/**
 * A return as the three areas show it (docs/product/orders-and-money.md, Returns and refunds): its
 * reason and comment, the photos, the returned lines, the refund (amount, delivery fee, reference)
 * and the history of its states with their reasons.
 */
export function ReturnSummary({
  retour,
  headingLevel = 3,
}: {
  retour: RetourReply;
  headingLevel?: 2 | 3 | 4;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Group gap="xs" wrap="wrap">
        <Text size="sm" fw={600}>
          {t('returns.detail.motif')} :
        </Text>
        <Text size="sm">{t(motifRetourKey(retour.motif))}</Text>
      </Group>
      {retour.commentaire && (
        <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          <Text span fw={600}>
            {t('returns.detail.commentaire')} :
          </Text>{' '}
          {retour.commentaire}
        </Text>
      )}
      {retour.photos.length > 0 && (
        <SimpleGrid cols={{ base: 3, sm: 6 }} spacing="xs">
          {retour.photos.map((url, index) => (
            <Anchor key={url} href={url} target="_blank" rel="noopener noreferrer">
              <MediaImage
                src={url}
                alt={t('returns.detail.photoOf', { n: index + 1 })}
                h={72}
                w={72}
                fit="cover"
                radius="sm"
                sizes="72px"
              />
            </Anchor>
          ))}
        </SimpleGrid>
      )}
      <Title order={headingLevel} fz="sm">
        {t('returns.detail.lines')}
      </Title>
      <Table.ScrollContainer minWidth={320} type="native">
        <Table verticalSpacing={4} fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('returns.detail.designation')}</Table.Th>
              <Table.Th ta="end">{t('returns.detail.quantite')}</Table.Th>
              <Table.Th ta="end">{t('returns.detail.montant')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {retour.lignes.map((ligne) => (
              <Table.Tr key={ligne.commande_ligne_id}>
                <Table.Td>{ligne.designation}</Table.Td>
                <Table.Td ta="end">{ligne.quantite}</Table.Td>
                <Table.Td ta="end" style={{ whiteSpace: 'nowrap' }}>
                  {formatDzd(ligne.montant)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group gap="xs" wrap="wrap" data-testid="return-refund">
        <Text size="sm" fw={600}>
          {t('returns.detail.refund')} :
        </Text>
        {retour.montant_rembourse === null ? (
          <Text size="sm" c="dimmed">
            {t('returns.detail.refundPending')}
          </Text>
        ) : (
          <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
            {formatDzd(retour.montant_rembourse)}
          </Text>
        )}
        {retour.frais_rembourses && (
          <Text size="xs" c="dimmed">
            ({t('returns.detail.feesRefunded')})
          </Text>
        )}
        {retour.reference && (
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {t('returns.detail.reference', { reference: retour.reference })}
          </Text>
        )}
      </Group>
      <Title order={headingLevel} fz="sm">
        {t('returns.detail.history')}
      </Title>
      <List spacing={4} size="sm" listStyleType="none" ps={0}>
        {retour.historique.map((step) => (
          <List.Item key={`${step.etat}-${step.created_at}`}>
            <Group gap="xs" wrap="wrap">
              <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {formatDate(step.created_at, 'dateTime')}
              </Text>
              <ReturnStateBadge etat={step.etat} />
              {step.motif && (
                <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
                  {step.motif}
                </Text>
              )}
            </Group>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
