import type { KeyboardEvent, MouseEvent } from 'react';

const INTERACTIVE =
  'a, button, input, select, textarea, label, [role="button"], [role="checkbox"], [role="menuitem"], [role="combobox"]';

/**
 * Clicks on a control inside a row belong to that control, not to the row; so do those reaching the row from
 * outside it (a select's menu or a dialog drawn in a portal bubbles through the React tree to the row).
 */
export function isFromInteractiveChild(event: MouseEvent | KeyboardEvent): boolean {
  const target = event.target as HTMLElement | null;
  const row = event.currentTarget as HTMLElement;
  if (target && !row.contains(target)) return true;
  const control = target?.closest(INTERACTIVE);
  return Boolean(control && control !== row && row.contains(control));
}

/** Ctrl-click (Cmd-click on macOS) and the middle button open the row in a new tab. */
export function wantsNewTab(event: MouseEvent | KeyboardEvent): boolean {
  return event.ctrlKey || event.metaKey || ('button' in event && event.button === 1);
}
