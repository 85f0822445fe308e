import { PUBLIC_PDFS } from '../../../config/app.ts';
import { PdfRedirect } from '../components/pdf-redirect.tsx';

export function PoliticaDePrivacidadePage() {
  return <PdfRedirect href={PUBLIC_PDFS.politicaDePrivacidade} label="Política de privacidade" />;
}
