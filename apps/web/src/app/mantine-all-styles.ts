/*
 * Every Mantine component's styles, loaded with the chunks of the screens outside the storefront first
 * view (account, forms, admin and partner areas; not the basket, whose components name their own files:
 * router.tsx, `ownStylesPage`). Layered like the first-view
 * files (`./mantine-first-view-styles.ts`): the rules they share are the same, and the app's CSS wins.
 */
import '@mantine/core/styles.layer.css';
