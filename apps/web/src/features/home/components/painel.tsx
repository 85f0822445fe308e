import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import type { Dashboard } from '@skyler/domain/dashboard';
import { podeVerFinanceiro } from '@skyler/domain/financeiro';
import { formatMoney } from '@skyler/domain/formatters';
import { podeConciliar } from '@skyler/domain/permissions';
import { Fragment } from 'react';
import { Figura } from '../../../components/painel/cartao.tsx';
import { FiguraLink } from '../../../components/painel/figura-link.tsx';
import { contagem, PAINEL_TEXTS as T, textoTaxa } from '../../../components/painel/textos.ts';
import { Variacao } from '../../../components/painel/variacao.tsx';
import { useCurrentUser } from '../../../lib/current-user.tsx';
import { FiguraBanco, FiguraDivergencias } from '../../conciliacao/index.ts';
import { linksDoPainel, podeAbrir } from '../lib/links.ts';
import { Alertas } from './alertas.tsx';
import { FluxoCaixa } from './fluxo-caixa.tsx';
import { Funil } from './funil.tsx';
import { RankingConsultores } from './ranking-consultores.tsx';
import { RankingFornecedores } from './ranking-fornecedores.tsx';
import { TopClientes } from './top-clientes.tsx';
import { VendasPorStatus } from './vendas-por-status.tsx';

const dinheiro = (valor: string) => <span style={{ whiteSpace: 'nowrap' }}>{formatMoney(valor)}</span>;

/** The net margin's share of the revenue and, when any, the services whose commissions exceed their margin. */
function DetalheMargemLiquida({ faturamento }: { faturamento: Dashboard['faturamento'] }) {
  const { quantidade, vendas } = faturamento.comissao_acima_da_margem;
  return (
    <>
      {T.margemLiquidaDica(textoTaxa(faturamento.margem_liquida_pct))}
      {quantidade > 0 ? (
        <>
          <br />
          <Box component="span" sx={{ color: 'error.main' }}>
            {T.comissaoAcimaDaMargem(quantidade)}
          </Box>
          {vendas.map((venda) => (
            <Fragment key={venda}>
              {' '}
              <FiguraLink to={linksDoPainel.venda(venda)} noTexto>
                {T.vendaCurta(venda)}
              </FiguraLink>
            </Fragment>
          ))}
        </>
      ) : null}
    </>
  );
}

/** The figures of one answer of the dashboard, each linked to the list behind it. */
export function Painel({ dados }: { dados: Dashboard }) {
  const user = useCurrentUser();
  const { consultor } = dados.periodo;
  const { faturamento, recebiveis, emissoes_atrasadas, ordens_abertas, liberados_sem_pagamento } = dados;
  const antes = dados.anterior.faturamento;
  /** an amount of the invoicing beside the previous period's */
  const comparar = (campo: 'receita' | 'custo' | 'margem' | 'margem_liquida', menorMelhor = false) => (
    <Variacao
      atual={faturamento[campo]}
      anterior={antes[campo]}
      textoAnterior={formatMoney(antes[campo])}
      menorMelhor={menorMelhor}
    />
  );
  const se = (route: Parameters<typeof podeAbrir>[1], to: string) => (podeAbrir(user, route) ? to : null);
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
        <Figura
          titulo={T.receita}
          valor={dinheiro(faturamento.receita)}
          comparacao={comparar('receita')}
          detalhe={T.servicosFaturados(faturamento.servicos)}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
        <Figura titulo={T.custo} valor={dinheiro(faturamento.custo)} comparacao={comparar('custo', true)} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
        <Figura
          titulo={T.margem}
          valor={dinheiro(faturamento.margem)}
          comparacao={comparar('margem')}
          detalhe={`${textoTaxa(faturamento.margem_pct)} da receita`}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
        <Figura
          titulo={T.margemLiquida}
          valor={
            <FiguraLink to={podeVerFinanceiro(user) ? linksDoPainel.dre(dados.periodo, consultor) : null}>
              {dinheiro(faturamento.margem_liquida)}
            </FiguraLink>
          }
          comparacao={comparar('margem_liquida')}
          detalhe={<DetalheMargemLiquida faturamento={faturamento} />}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
        <Figura
          titulo={T.recebiveisVencidos}
          valor={
            <FiguraLink to={se('pagamentos-abertos', linksDoPainel.recebiveis('vencidos', consultor))}>
              {dinheiro(recebiveis.vencidos.valor)}
            </FiguraLink>
          }
          detalhe={contagem(recebiveis.vencidos.quantidade, 'pagamento', 'pagamentos')}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
        <Figura
          titulo={T.recebiveisAVencer}
          valor={
            <FiguraLink to={se('pagamentos-abertos', linksDoPainel.recebiveis('a_vencer_7_dias', consultor))}>
              {dinheiro(recebiveis.a_vencer_7_dias.valor)}
            </FiguraLink>
          }
          detalhe={contagem(recebiveis.a_vencer_7_dias.quantidade, 'pagamento', 'pagamentos')}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
        <Figura
          titulo={T.emissoesAtrasadas}
          valor={
            <FiguraLink to={se('emissoes', linksDoPainel.emissoesAtrasadas(consultor))}>
              {emissoes_atrasadas.quantidade}
            </FiguraLink>
          }
          detalhe={T.emissoesAtrasadasDica}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
        <Figura
          titulo={T.ordensAbertas}
          valor={
            <FiguraLink to={se('ordem-pagamento-abertos', linksDoPainel.ordensAbertas())}>
              {dinheiro(ordens_abertas.valor)}
            </FiguraLink>
          }
          detalhe={contagem(ordens_abertas.quantidade, 'ordem', 'ordens')}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
        <Figura
          titulo={T.liberadosSemPagamento}
          valor={dinheiro(liberados_sem_pagamento.valor)}
          detalhe={T.liberadosSemPagamentoDica(liberados_sem_pagamento.quantidade)}
        />
      </Grid>
      {podeConciliar(user) ? (
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <FiguraDivergencias inicio={dados.periodo.inicio} fim={dados.periodo.fim} />
        </Grid>
      ) : null}
      {podeConciliar(user) ? (
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <FiguraBanco inicio={dados.periodo.inicio} fim={dados.periodo.fim} />
        </Grid>
      ) : null}
      <Grid size={{ xs: 12, lg: 5 }}>
        <VendasPorStatus
          porStatus={dados.vendas_por_status}
          anterior={dados.anterior.vendas_por_status}
          consultor={consultor}
        />
      </Grid>
      <Grid size={{ xs: 12, lg: 7 }}>
        <Funil funil={dados.funil} anterior={dados.anterior.funil} />
      </Grid>
      <Grid size={{ xs: 12 }}>
        <RankingConsultores ranking={dados.ranking_consultores} />
      </Grid>
      {/* four amounts a row: side by side only from 1536 px, so that at 1366 px no column leaves its card */}
      <Grid size={{ xs: 12, xl: 6 }}>
        <RankingFornecedores ranking={dados.ranking_fornecedores} />
      </Grid>
      <Grid size={{ xs: 12, xl: 6 }}>
        <FluxoCaixa fluxo={dados.fluxo_caixa} />
      </Grid>
      <Grid size={{ xs: 12, lg: 6 }}>
        <TopClientes clientes={dados.top_clientes} />
      </Grid>
      <Grid size={{ xs: 12, lg: 6 }}>
        <Alertas alertas={dados.alertas} />
      </Grid>
    </Grid>
  );
}
