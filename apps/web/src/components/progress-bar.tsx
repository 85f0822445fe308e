import type { CSSProperties } from 'react';
import { PRIMARY, SECONDARY } from '../app/palette.ts';

const COLOURS = { primary: PRIMARY, secondary: SECONDARY } as const;

/**
 * An indeterminate progress bar in plain markup and CSS, as MUI's LinearProgress shows it, for the shell
 * and the lists, which show one before their data arrives (decision 0032). `fixed` lays it over the top of
 * the window, above the app bar. Its CSS is written into index.html (decision 0059): no stylesheet to wait for.
 */
export function ProgressBar({
  label,
  color = 'primary',
  fixed = false,
}: {
  label: string;
  color?: keyof typeof COLOURS;
  fixed?: boolean;
}) {
  const style = {
    '--progress-bar-colour': COLOURS[color],
    // the same colour at 20 % opacity, as MUI's track
    '--progress-bar-track': `${COLOURS[color]}33`,
  } as CSSProperties;
  return (
    <div
      className={fixed ? 'progress-bar progress-bar--fixed' : 'progress-bar'}
      role="progressbar"
      aria-label={label}
      style={style}
    />
  );
}
