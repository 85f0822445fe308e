import type { KeyboardEvent, MouseEvent } from 'react';

const INTERACTIVE =
  'a, button, input, select, textarea, label, [role="button"], [role="checkbox"], [role="menuitem"]';

/** Clicks on a control inside a row belong to that control, not to the row. */
export function isFromInteractiveChild(event: MouseEvent | KeyboardEvent): boolean {
  const target = event.target as HTMLElement | null;
  const row = event.currentTarget as HTMLElement;
  const control = target?.closest(INTERACTIVE);
  return Boolean(control && control !== row && row.contains(control));
}

/** Ctrl-click (Cmd-click on macOS) and the middle button open the row in a new tab. */
export function wantsNewTab(event: MouseEvent | KeyboardEvent): boolean {
  return event.ctrlKey || event.metaKey || ('button' in event && event.button === 1);
}
