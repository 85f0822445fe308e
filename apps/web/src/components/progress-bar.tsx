import './progress-bar.css';
import type { CSSProperties } from 'react';

const COLOURS = {
  primary: { bar: '#0d47a1', track: 'rgba(13, 71, 161, 0.2)' },
  secondary: { bar: '#00796b', track: 'rgba(0, 121, 107, 0.2)' },
} as const;

/**
 * An indeterminate progress bar in plain markup and CSS, as MUI's LinearProgress shows it, for the shell
 * and the lists, which show one before their data arrives (decision 0032). `fixed` lays it over the top of
 * the window, above the app bar.
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
    '--progress-bar-colour': COLOURS[color].bar,
    '--progress-bar-track': COLOURS[color].track,
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
