/**
 * The sheet the boot loader draws for a product card tapped before the app was there
 * (ssr/boot-loader.ts; docs/decisions/0053-the-first-tap-answered-by-the-page.md): the product modal
 * removes it once it has taken its place, or when it closes (the sheet must never outlive it).
 */
export function removeTapSheet(): void {
  const sheet = document.getElementById('souk-tap-sheet');
  if (!sheet) return;
  sheet.remove();
  document.documentElement.style.removeProperty('overflow');
}
