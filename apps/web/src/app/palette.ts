/** The theme's main colours, for the few pieces drawn without MUI (the progress bar) as for the theme. */
export const PRIMARY = '#0d47a1';
/** teal 700: white text on it keeps a 4.5:1 contrast (the avatar initials, secondary buttons) */
export const SECONDARY = '#00796b';
