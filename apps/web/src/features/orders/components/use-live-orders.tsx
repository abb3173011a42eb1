import { Anchor, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isOrderQueryOf } from '@/features/orders/api/backoffice-orders-paths';
import { type LiveOrder, type LiveRetour, streamNewOrders } from '@/features/orders/api/live-orders';
import type { BackofficeKind } from '@/features/orders/backoffice-order-types';
import { formatDzd } from '@/lib/formatters';
import { i18n } from '@/lib/i18n';

/** Wait before reconnecting: 2 s, 4 s, 8 s… up to 30 s. */
export const reconnectDelay = (attempt: number) => Math.min(30_000, 1000 * 2 ** Math.min(attempt, 5));

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

export interface LiveOrdersOptions {
  /** The orders list of the area (its sidebar entry carries the badge; visiting it clears the badge). */
  ordersPath: string;
  /** The order detail screen of a reference. */
  detailPath: (ref: string) => string;
  /** A return's event on the same feed (features/returns, given by the layout). */
  onRetour?: (retour: LiveRetour) => void;
}

/**
 * The back-office layouts' live new orders: listens to `commandesFlux` for the whole session; each
 * new order shows a notification linking to it, reloads the order lists, counters and dashboard
 * (every cached order query of the area), and counts towards the sidebar badge until the orders
 * list is opened. A dropped stream reconnects with a growing delay and reloads what it may have
 * missed; a dead session stops it.
 */
export function useLiveOrders(kind: BackofficeKind, options: LiveOrdersOptions): { unseen: number } {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [unseen, setUnseen] = useState(0);
  const latest = useRef({ options, navigate, pathname });
  latest.current = { options, navigate, pathname };

  const onOrdersList = pathname === options.ordersPath || pathname.startsWith(`${options.ordersPath}/`);
  useEffect(() => {
    if (onOrdersList) setUnseen(0);
  }, [onOrdersList]);

  useEffect(() => {
    const controller = new AbortController();
    const refresh = () =>
      queryClient.invalidateQueries({ predicate: (query) => isOrderQueryOf(kind, query.queryKey) });

    const announce = (order: LiveOrder) => {
      const { options: opts, navigate: go, pathname: here } = latest.current;
      const to = opts.detailPath(order.ref);
      notifications.show({
        id: `live-order-${order.id}`,
        color: 'orange',
        position: 'top-right',
        autoClose: 10_000,
        title: i18n.t('boLive.title', { ref: order.ref, montant: formatDzd(order.montant) }),
        message: (
          <>
            <Text size="sm">{i18n.t('boLive.from', { client: order.client, magasin: order.magasin })}</Text>
            <Anchor
              href={to}
              size="sm"
              onClick={(event) => {
                event.preventDefault();
                notifications.hide(`live-order-${order.id}`);
                go(to);
              }}
            >
              {i18n.t('boLive.open')}
            </Anchor>
          </>
        ),
      });
      const inList = here === opts.ordersPath || here.startsWith(`${opts.ordersPath}/`);
      if (!inList) setUnseen((n) => n + 1);
      void refresh();
    };

    void (async () => {
      for (let attempt = 0; !controller.signal.aborted; attempt++) {
        const end = await streamNewOrders(
          kind,
          {
            // After a reconnection, orders placed while the stream was down are in the lists again.
            onReady: () => {
              if (attempt > 0) void refresh();
              attempt = 0;
            },
            onOrder: announce,
            onRetour: (retour) => latest.current.options.onRetour?.(retour),
          },
          controller.signal,
        );
        if (controller.signal.aborted || end === 'unauthorized' || end === 'unsupported') return;
        await sleep(reconnectDelay(attempt + 1), controller.signal);
      }
    })();
    return () => controller.abort();
  }, [kind, queryClient]);

  return { unseen };
}
