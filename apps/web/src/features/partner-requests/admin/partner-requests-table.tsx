import { Button, Table, Text } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PartnerRequest } from '@/features/partner-requests/admin/partner-request-types';

interface PartnerRequestsTableProps {
  requests: PartnerRequest[];
  /** The pending tab: adds Actions with 'Créer compte' on rows whose etat is false. */
  onCreate?: (request: PartnerRequest) => void;
}

/** Nom, Prénom, Téléphone, Email (+ Actions in the pending tab). */
export function PartnerRequestsTable({ requests, onCreate }: PartnerRequestsTableProps) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={onCreate ? 720 : 600}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('common.lastName')}</Table.Th>
            <Table.Th>{t('common.firstName')}</Table.Th>
            <Table.Th>{t('common.phone')}</Table.Th>
            <Table.Th>{t('common.email')}</Table.Th>
            {onCreate && <Table.Th>{t('common.actions')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {requests.map((request) => (
            <Table.Tr key={request.id} data-testid="partner-request-row">
              <Table.Td>
                <Text size="sm" fw={600}>
                  {request.nom}
                </Text>
                <Text size="xs" c="dimmed">
                  {request.designation_magasin}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{request.prenom}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  <span dir="ltr">{request.telephone}</span>
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{request.email}</Text>
              </Table.Td>
              {onCreate && (
                <Table.Td>
                  {!request.etat && (
                    <Button
                      size="compact-sm"
                      leftSection={<IconUserPlus size={14} aria-hidden />}
                      onClick={() => onCreate(request)}
                      aria-label={t('adminPeople.partners.createFor', {
                        name: `${request.prenom} ${request.nom}`,
                      })}
                    >
                      {t('adminPeople.partners.create')}
                    </Button>
                  )}
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
