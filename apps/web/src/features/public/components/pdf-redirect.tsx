import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useEffect } from 'react';
import { browser } from '../../../lib/browser.ts';

/** Public document routes: the browser is sent straight to the PDF served by the API. */
export function PdfRedirect({ href, label }: { href: string; label: string }) {
  useEffect(() => {
    browser.replace(href);
  }, [href]);
  return (
    <Box sx={{ p: 3 }}>
      <Link href={href}>{label}</Link>
    </Box>
  );
}
