import Stack from '@mui/material/Stack';
import { PageHeader } from '../../../components/page-header.tsx';
import { FornecedoresSection } from '../components/fornecedores-section.tsx';
import { ProvedoresSection } from '../components/provedores-section.tsx';

/** Base de Fornecedores (part 2 §2): suppliers, then service providers. */
export function FornecedoresPage() {
  return (
    <>
      <PageHeader title="Base de Fornecedores" breadcrumbs={[{ label: 'Base de Fornecedores' }]} />
      <Stack spacing={5}>
        <FornecedoresSection />
        <ProvedoresSection />
      </Stack>
    </>
  );
}
