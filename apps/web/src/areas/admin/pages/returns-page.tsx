import { Modal, Stack } from '@mantine/core';
import type { RetourReply } from '@souk/domain/replies/returns';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pathFor } from '@/app/route-names';
import { ADMIN_RETOURS } from '@/features/returns/api/returns-paths';
import { AdminReturnDetail } from '@/features/returns/backoffice/return-detail';
import { ReturnsTable } from '@/features/returns/backoffice/returns-table';
import { PageHeader } from '@/ui/page-header';

/**
 * retours: the disputes to decide first, then every return with its state filter; a return opens in
 * a dialog with the administrator's moves (docs/product/orders-and-money.md, Returns and refunds).
 */
export function ReturnsPage() {
  const { t } = useTranslation();
  const title = t('boReturns.title');
  const [shown, setShown] = useState<RetourReply | null>(null);
  const open = { onOpen: setShown };
  return (
    <Stack gap="lg">
      <PageHeader
        title={title}
        crumbs={[{ label: t('common.dashboard'), to: pathFor('dashboard') }, { label: title }]}
      />
      <ReturnsTable
        kind="admin"
        path={ADMIN_RETOURS.list}
        title={t('boReturns.disputes')}
        etat="litige"
        empty={t('boReturns.disputesEmpty')}
        open={open}
      />
      <ReturnsTable
        kind="admin"
        path={ADMIN_RETOURS.list}
        title={t('boReturns.all')}
        empty={t('boReturns.empty')}
        open={open}
      />
      <Modal
        opened={shown !== null}
        onClose={() => setShown(null)}
        title={shown ? t('boReturns.detailTitle', { ref: shown.commande.ref }) : ''}
        size="lg"
        centered
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        {shown && <AdminReturnDetail retour={shown} onMoved={() => setShown(null)} />}
      </Modal>
    </Stack>
  );
}
