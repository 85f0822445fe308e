import { PUBLIC_PDFS } from '../../../config/app.ts';
import { PdfRedirect } from '../components/pdf-redirect.tsx';

export function TermosDeUsoPage() {
  return <PdfRedirect href={PUBLIC_PDFS.termosDeUso} label="Termos de uso" />;
}
