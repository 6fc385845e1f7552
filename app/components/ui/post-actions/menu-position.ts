/** Gap between a menu button and its panel, and the panel's minimum distance to the screen edge. */
const MENU_GAP = 8;

/**
 * Where a dropdown panel goes (fixed position): under its button, right edges aligned, kept inside
 * the viewport horizontally; above the button when there is no room below.
 */
export function menuPosition(
  button: { top: number; bottom: number; right: number },
  panel: { width: number; height: number },
  viewport: { width: number; height: number },
): { top: number; left: number } {
  const maxLeft = viewport.width - panel.width - MENU_GAP;
  const left = Math.max(MENU_GAP, Math.min(button.right - panel.width, maxLeft));
  const below = button.bottom + MENU_GAP;
  const fitsBelow = below + panel.height <= viewport.height - MENU_GAP;
  const above = button.top - MENU_GAP - panel.height;
  const top = fitsBelow || above < MENU_GAP ? below : above;
  return { top, left };
}
