/** The notifications module's public entry: the plugin turning order events into mail, the live feed. */
export { notificationsPlugin } from './notifications.plugin';
export { orderFeedRoutes } from './order-feed.routes';
