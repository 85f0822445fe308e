import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { EMISSAO_MESSAGES, type EmissaoDetalhe } from '@skyler/domain/emissoes';
import { MILHAS_VALIDADAS_MESSAGES, podeVerContasMilhas } from '@skyler/domain/milhas-validadas';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { useCurrentUser } from '../../../lib/current-user.tsx';
import { useErrorToast } from '../../../lib/toast.tsx';
import { colunasMilhasValidadas, useMilhasDoBilhete } from '../../milhas-validadas/index.ts';

export const CONTAS_EMISSAO_TEXTS = {
  titulo: 'Contas para emissão',
  ajuda: 'Compras de milhas/wallet validadas deste bilhete: emita a partir destas contas.',
} as const;

/** Programme, holder, login, password (on click), CPF, miles, price per thousand and cost. */
const COLUNAS = ['programa', 'conta', 'login', 'senha', 'cpf', 'milhas', 'milheiro', 'custo'] as const;

/**
 * The accounts a miles or wallet issuance is issued from (the ticket's validated purchases), for the issuing
 * and milhas groups and administrators; the third party's password revealed only on click, each reveal
 * recorded by the server (decision 0052).
 */
export function ContasEmissao({ emissao }: { emissao: EmissaoDetalhe }) {
  const user = useCurrentUser();
  const bilhete = emissao.subcotacao_voo;
  const deMilhas =
    bilhete !== null && (bilhete.tipo_cotacao === 'milha' || bilhete.tipo_cotacao === 'wallet');
  const visivel = deMilhas && podeVerContasMilhas(user);
  const linhas = useMilhasDoBilhete(visivel ? bilhete.id : null);
  useErrorToast(linhas.error, EMISSAO_MESSAGES.erroValidacoes, { withDetail: false });
  if (!visivel) return null;
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, mb: 2 }}
      component="section"
      aria-label={CONTAS_EMISSAO_TEXTS.titulo}
    >
      <Typography variant="subtitle1" component="h2">
        {CONTAS_EMISSAO_TEXTS.titulo}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {CONTAS_EMISSAO_TEXTS.ajuda}
      </Typography>
      <DataTable
        aria-label={CONTAS_EMISSAO_TEXTS.titulo}
        columns={colunasMilhasValidadas({ contas: true, keys: COLUNAS })}
        rows={linhas.data ?? []}
        loading={linhas.isFetching}
        error={linhas.error}
        emptyText={MILHAS_VALIDADAS_MESSAGES.naoEncontradas}
      />
    </Paper>
  );
}
