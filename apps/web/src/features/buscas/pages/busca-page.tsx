import { PageHeader } from '../../../components/page-header.tsx';

/** The search viewer (part 2 §2): a stored credit search as a collapsible JSON tree. */
export function BuscaPage() {
  return <PageHeader title="Busca" />;
}
