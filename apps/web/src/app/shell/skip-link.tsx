import Link from '@mui/material/Link';
import type { MouseEvent } from 'react';

export const SKIP_LINK_TEXT = 'Pular para o conteúdo';
export const MAIN_CONTENT_ID = 'conteudo';

/** The first stop of the keyboard: hidden until focused, it moves the focus past the menus to the page. */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const main = document.getElementById(MAIN_CONTENT_ID);
    main?.focus();
    main?.scrollIntoView?.();
  };
  return (
    <Link
      href={`#${MAIN_CONTENT_ID}`}
      onClick={skip}
      sx={{
        position: 'fixed',
        top: 8,
        left: 8,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        bgcolor: 'background.paper',
        borderRadius: 1,
        boxShadow: 3,
        fontWeight: 600,
        transform: 'translateY(-200%)',
        '&:focus, &:focus-visible': { transform: 'none' },
      }}
    >
      {SKIP_LINK_TEXT}
    </Link>
  );
}
