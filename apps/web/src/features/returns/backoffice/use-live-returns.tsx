import { Anchor, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { LiveRetour } from '@souk/domain/live-orders';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { isReturnQueryOf } from '@/features/returns/api/returns-paths';
import type { BackofficeReturnsKind } from '@/features/returns/api/seller-returns';
import { motifRetourKey } from '@/lib/domain-labels';
import { i18n } from '@/lib/i18n';

/**
 * What a back-office layout does with a return's event on the live feed (`LIVE_FEED_EVENTS.retour`,
 * @souk/domain/live-orders): every return query of the area reloads, and a new request shows a notice
 * linking to it, like a new order's.
 */
export function useLiveReturns(kind: BackofficeReturnsKind, returnPath: (retour: LiveRetour) => string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    (retour: LiveRetour) => {
      void queryClient.invalidateQueries({ predicate: (query) => isReturnQueryOf(kind, query.queryKey) });
      if (retour.etat !== 'demande') return;
      const id = `live-retour-${retour.id}`;
      const to = returnPath(retour);
      notifications.show({
        id,
        color: 'orange',
        position: 'top-right',
        autoClose: 10_000,
        title: i18n.t('boReturns.live.title', { ref: retour.commande_ref }),
        message: (
          <>
            <Text size="sm">
              {i18n.t('boReturns.live.motif', { motif: i18n.t(motifRetourKey(retour.motif)) })}
            </Text>
            <Anchor
              href={to}
              size="sm"
              onClick={(event) => {
                event.preventDefault();
                notifications.hide(id);
                navigate(to);
              }}
            >
              {i18n.t('boReturns.live.open')}
            </Anchor>
          </>
        ),
      });
    },
    [kind, queryClient, navigate, returnPath],
  );
}
