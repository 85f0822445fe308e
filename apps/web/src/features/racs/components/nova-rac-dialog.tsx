import Stack from '@mui/material/Stack';
import { ErroAlertaDialog } from '../../../components/dialogs/erro-alerta-dialog.tsx';
import { FormDialog } from '../../../components/dialogs/form-dialog.tsx';
import { CobrancaSecao, CustoSecao } from './nova-rac/custo-cobranca-secoes.tsx';
import { EmissaoSecao } from './nova-rac/emissao-secao.tsx';
import { NOVA_RAC_TEXTS, rotuloCampoRac } from './nova-rac/nova-rac-textos.ts';
import { ReembolsosSecao } from './nova-rac/reembolsos-secao.tsx';
import { useNovaRacForm } from './nova-rac/use-nova-rac-form.ts';

/**
 * Nova RAC (part 2 §2): type, a concluded issuance of the sale, one payment line per forming field of it, the
 * agency's cost and the client's charge, the refunds. Closing with something filled in asks first (the form
 * dialog's question); the request schema decides what is sent, with its own messages under the fields. Its
 * sections and its form's state (`useNovaRacForm`) are in `nova-rac/`.
 */
export function NovaRacDialog({ venda, onClose }: { venda: number; onClose: () => void }) {
  const rac = useNovaRacForm({ venda, onClose });
  return (
    <>
      <FormDialog
        open
        title={NOVA_RAC_TEXTS.titulo}
        largura="md"
        saving={rac.salvando}
        submitDisabled={!rac.linhasCarregadas}
        dirty={rac.alterado}
        onClose={onClose}
        onSubmit={(event) => void rac.salvar(event)}
      >
        <Stack spacing={2} sx={{ pt: 1 }}>
          <EmissaoSecao rac={rac} />
          <CustoSecao rac={rac} />
          <CobrancaSecao rac={rac} />
          <ReembolsosSecao rac={rac} />
        </Stack>
      </FormDialog>
      <ErroAlertaDialog erro={rac.erro} onClose={rac.fecharErro} rotulo={rotuloCampoRac} />
    </>
  );
}
