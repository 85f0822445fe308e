import { Document, Page, renderToBuffer, StyleSheet, Text, View } from '@react-pdf/renderer';
import type { Telefone } from '@skyler/domain/cadastro';
import type { EnderecoContato } from '@skyler/domain/contatos';
import {
  formatCep,
  formatCpf,
  formatDate,
  formatDateTime,
  formatId,
  formatMoney,
  formatPhone,
} from '@skyler/domain/formatters';
import { TIPOS_ORCAMENTO, type TipoOrcamento } from '@skyler/domain/orcamentos';
import Decimal from 'decimal.js';

/** One sold service as the invoice shows it: a card with its kind, description, details and value. */
export type ServicoFatura = {
  id: number;
  tipo: TipoOrcamento;
  descricao: string;
  detalhes: { rotulo: string; valor: string }[];
  /** decimal string, e.g. "1234.56" */
  valor_total: string;
};

export type VendaFatura = {
  id: number;
  created_at: string;
  consultor: string | null;
  servicos: ServicoFatura[];
};

export type ClienteFatura = {
  nome: string;
  cpf: string | null;
  email: string | null;
  telefone: Telefone | null;
  endereco: EnderecoContato | null;
};

export type Fatura = { cliente: ClienteFatura; vendas: VendaFatura[]; emitidaEm: Date };

export const FATURA_TITULO = 'Fatura';
export const AGENCIA = 'Skyler Viagens';

/**
 * Part 2 §9: a page break after the 3rd service and after every 4th one from there (the first page also
 * carries the client block). `indice` counts from 0 over all services of the invoice.
 */
export function quebraAntesDoServico(indice: number): boolean {
  return indice >= 3 && (indice - 3) % 4 === 0;
}

const AZUL = '#1976d2';
const CINZA = '#666666';

const styles = StyleSheet.create({
  page: { paddingTop: 36, paddingBottom: 48, paddingHorizontal: 40, fontSize: 10, fontFamily: 'Helvetica' },
  header: { flexDirection: 'row', justifyContent: 'space-between', marginBottom: 16 },
  agencia: { fontSize: 16, fontFamily: 'Helvetica-Bold', color: AZUL },
  titulo: { fontSize: 20, fontFamily: 'Helvetica-Bold', textAlign: 'right' },
  emitida: { fontSize: 9, color: CINZA, textAlign: 'right' },
  bloco: { borderWidth: 1, borderColor: '#cccccc', borderRadius: 4, padding: 10, marginBottom: 14 },
  blocoTitulo: { fontSize: 11, fontFamily: 'Helvetica-Bold', marginBottom: 6, color: AZUL },
  linha: { flexDirection: 'row', marginBottom: 2 },
  rotulo: { width: 70, color: CINZA },
  card: {
    borderWidth: 1,
    borderColor: '#cccccc',
    borderLeftWidth: 4,
    borderLeftColor: AZUL,
    borderRadius: 4,
    padding: 10,
    marginBottom: 12,
  },
  cardTopo: { flexDirection: 'row', justifyContent: 'space-between', marginBottom: 4 },
  cardIds: { fontFamily: 'Helvetica-Bold' },
  cardTipo: { color: AZUL, fontFamily: 'Helvetica-Bold' },
  descricao: { fontSize: 11, marginBottom: 6 },
  detalhes: { flexDirection: 'row', flexWrap: 'wrap' },
  detalhe: { width: '50%', flexDirection: 'row', marginBottom: 2 },
  detalheRotulo: { color: CINZA, marginRight: 4 },
  valor: { marginTop: 6, textAlign: 'right', fontFamily: 'Helvetica-Bold', fontSize: 11 },
  totalLinha: {
    flexDirection: 'row',
    justifyContent: 'space-between',
    paddingVertical: 3,
    borderBottomWidth: 1,
    borderBottomColor: '#eeeeee',
  },
  totalGeral: { flexDirection: 'row', justifyContent: 'space-between', paddingTop: 6, fontSize: 12 },
  negrito: { fontFamily: 'Helvetica-Bold' },
  rodape: { position: 'absolute', bottom: 20, left: 40, right: 40, fontSize: 8, color: CINZA },
});

function enderecoEmLinha(endereco: EnderecoContato | null): string {
  if (!endereco) return '-';
  const rua = [endereco.logradouro, endereco.numero, endereco.complemento].filter(Boolean).join(', ');
  const cidade = [endereco.bairro, endereco.cidade, endereco.estado].filter(Boolean).join(' - ');
  const partes = [rua, cidade, endereco.cep ? `CEP ${formatCep(endereco.cep)}` : ''].filter(Boolean);
  return partes.length ? partes.join(' · ') : '-';
}

function Linha({ rotulo, valor }: { rotulo: string; valor: string }) {
  return (
    <View style={styles.linha}>
      <Text style={styles.rotulo}>{rotulo}</Text>
      <Text>{valor || '-'}</Text>
    </View>
  );
}

function ClienteBloco({ cliente }: { cliente: ClienteFatura }) {
  return (
    <View style={styles.bloco}>
      <Text style={styles.blocoTitulo}>Cliente</Text>
      <Linha rotulo="Nome" valor={cliente.nome} />
      <Linha rotulo="CPF" valor={formatCpf(cliente.cpf)} />
      <Linha rotulo="E-mail" valor={cliente.email ?? ''} />
      <Linha rotulo="Telefone" valor={formatPhone(cliente.telefone)} />
      <Linha rotulo="Endereço" valor={enderecoEmLinha(cliente.endereco)} />
    </View>
  );
}

function ServicoCard({
  venda,
  servico,
  quebra,
}: {
  venda: VendaFatura;
  servico: ServicoFatura;
  quebra: boolean;
}) {
  return (
    <View style={styles.card} wrap={false} break={quebra}>
      <View style={styles.cardTopo}>
        <Text style={styles.cardIds}>
          Venda {formatId(venda.id)} · Serviço {formatId(servico.id)}
        </Text>
        <Text style={styles.cardTipo}>{TIPOS_ORCAMENTO.label(servico.tipo)}</Text>
      </View>
      <Text style={styles.descricao}>{servico.descricao}</Text>
      <View style={styles.detalhes}>
        {servico.detalhes.map((detalhe) => (
          <View key={detalhe.rotulo} style={styles.detalhe}>
            <Text style={styles.detalheRotulo}>{detalhe.rotulo}:</Text>
            <Text>{detalhe.valor}</Text>
          </View>
        ))}
      </View>
      <Text style={styles.valor}>{formatMoney(servico.valor_total)}</Text>
    </View>
  );
}

const somar = (valores: string[]) => valores.reduce((total, valor) => total.plus(valor), new Decimal(0));

export function totalDaVenda(venda: VendaFatura): Decimal {
  return somar(venda.servicos.map((servico) => servico.valor_total));
}

function Totais({ vendas }: { vendas: VendaFatura[] }) {
  const geral = vendas.reduce((total, venda) => total.plus(totalDaVenda(venda)), new Decimal(0));
  return (
    <View style={styles.bloco} wrap={false}>
      <Text style={styles.blocoTitulo}>Totais</Text>
      {vendas.map((venda) => (
        <View key={venda.id} style={styles.totalLinha}>
          <Text>
            Venda {formatId(venda.id)} ({formatDate(venda.created_at)}
            {venda.consultor ? ` · ${venda.consultor}` : ''})
          </Text>
          <Text>{formatMoney(totalDaVenda(venda))}</Text>
        </View>
      ))}
      <View style={styles.totalGeral}>
        <Text style={styles.negrito}>Total geral</Text>
        <Text style={styles.negrito}>{formatMoney(geral)}</Text>
      </View>
    </View>
  );
}

export function FaturaDocumento({ cliente, vendas, emitidaEm }: Fatura) {
  const cards = vendas.flatMap((venda) => venda.servicos.map((servico) => ({ venda, servico })));
  return (
    <Document title={`${FATURA_TITULO} - ${cliente.nome}`} author={AGENCIA} language="pt-BR">
      <Page size="A4" orientation="portrait" style={styles.page}>
        <View style={styles.header}>
          <Text style={styles.agencia}>{AGENCIA}</Text>
          <View>
            <Text style={styles.titulo}>{FATURA_TITULO}</Text>
            <Text style={styles.emitida}>Emitida em {formatDateTime(emitidaEm)}</Text>
          </View>
        </View>
        <ClienteBloco cliente={cliente} />
        {cards.map(({ venda, servico }, indice) => (
          <ServicoCard
            key={`${venda.id}-${servico.id}`}
            venda={venda}
            servico={servico}
            quebra={quebraAntesDoServico(indice)}
          />
        ))}
        <Totais vendas={vendas} />
        <Text
          style={styles.rodape}
          fixed
          render={({ pageNumber, totalPages }) =>
            `${AGENCIA} · ${FATURA_TITULO} · Página ${pageNumber} de ${totalPages}`
          }
        />
      </Page>
    </Document>
  );
}

/** The invoice of the chosen sales as an A4 portrait PDF. */
export function renderFaturaPdf(fatura: Fatura): Promise<Buffer> {
  return renderToBuffer(<FaturaDocumento {...fatura} />);
}
