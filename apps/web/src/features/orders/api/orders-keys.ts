import { accountsKeys } from '@/features/accounts/api/accounts-keys';
import type { OrdersTab } from '@/features/orders/order-types';

/** The client's orders, under the client session's prefix (a logout drops them). */
export const ordersKeys = {
  all: [...accountsKeys.session('client'), 'orders'] as const,
  lists: () => [...ordersKeys.all, 'list'] as const,
  list: (tab: OrdersTab, page: number) => [...ordersKeys.lists(), tab, page] as const,
};
