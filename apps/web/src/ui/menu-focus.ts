/**
 * For a menu item that opens a modal: puts the focus back on the menu's button first. A modal gives
 * the focus back, when it closes, to what had it when it opened; that would be the menu item, gone
 * with its menu by then, and the keyboard would restart from the page's top (decision 0037).
 */
export function focusMenuButton(item: HTMLElement) {
  const menu = item.closest('[role="menu"]');
  const buttonId = menu?.getAttribute('aria-labelledby');
  const button = buttonId ? document.getElementById(buttonId) : null;
  button?.focus({ preventScroll: true });
}
