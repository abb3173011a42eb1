/*
 * Mantine styles of the storefront's first view, bundled with the entry (docs/benchmarks.md: storefront
 * bundle): the base layer, then one file per component that the entry, the storefront layout and the
 * home, category, shop and search pages render, with the components those use inside (Drawer →
 * ModalBase, Overlay, CloseButton…). The filter inputs of the category, shop and search pages come with
 * their panel (article-filters-panel.tsx), so the home page does not load them; the header's menus
 * (Menu, Popover) come with their code on first use (ui/deferred-menu.tsx). Every other screen but the
 * basket (its components import their own files, router.tsx `ownStylesPage`) loads the whole sheet with
 * its chunk (`./mantine-all-styles.ts`, router.tsx `lazyPage`).
 * No default-css-variables file: every theme variable is in `virtual:souk-theme.css`, the sheet the
 * build draws from app/theme.ts (vite-theme-css.ts), so Mantine's 27 KB of defaults are not shipped as
 * well, and the Providers draw no variables in the page (docs/decisions/0043-drawn-pages-hydrate-on-their-own.md).
 * The `.layer.css` files put Mantine in `@layer mantine`, so the app's own CSS always wins, whatever
 * order the sheets arrive in. A component added to a first-view screen needs its file here; the shared
 * base components come first, in the order Mantine's documentation gives.
 */
import 'virtual:souk-theme.css';
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/global.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/ActionIcon.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Breadcrumbs.layer.css';
import '@mantine/core/styles/Burger.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Center.layer.css';
import '@mantine/core/styles/Container.layer.css';
import '@mantine/core/styles/Divider.layer.css';
import '@mantine/core/styles/Drawer.layer.css';
import '@mantine/core/styles/Grid.layer.css';
import '@mantine/core/styles/Image.layer.css';
import '@mantine/core/styles/Indicator.layer.css';
import '@mantine/core/styles/NavLink.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/ThemeIcon.layer.css';
import '@mantine/core/styles/Title.layer.css';
