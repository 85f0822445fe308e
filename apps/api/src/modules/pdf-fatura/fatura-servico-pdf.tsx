import { Document, Page, renderToBuffer, StyleSheet, Text, View } from '@react-pdf/renderer';
import { formatDateTime, formatId, formatMoney } from '@skyler/domain/formatters';
import { TIPOS_ORCAMENTO, type TipoOrcamento } from '@skyler/domain/orcamentos';
import { sum } from '@skyler/domain/precos/dinheiro';
import { AGENCIA } from '../contatos/fatura-pdf.tsx';
import type { ItemFatura } from './planilha.ts';

/** What the service's invoice shows besides the spreadsheet's items. */
export type FaturaServico = {
  servico: number;
  venda: number;
  tipo: TipoOrcamento;
  descricao: string;
  cliente: string;
  consultor: string | null;
  itens: ItemFatura[];
  emitidaEm: Date;
};

export const FATURA_SERVICO_TITULO = 'Fatura do serviço';

const AZUL = '#1976d2';
const CINZA = '#666666';

const styles = StyleSheet.create({
  page: { paddingTop: 36, paddingBottom: 48, paddingHorizontal: 40, fontSize: 10, fontFamily: 'Helvetica' },
  header: { flexDirection: 'row', justifyContent: 'space-between', marginBottom: 16 },
  agencia: { fontSize: 16, fontFamily: 'Helvetica-Bold', color: AZUL },
  titulo: { fontSize: 18, fontFamily: 'Helvetica-Bold', textAlign: 'right' },
  emitida: { fontSize: 9, color: CINZA, textAlign: 'right' },
  bloco: { borderWidth: 1, borderColor: '#cccccc', borderRadius: 4, padding: 10, marginBottom: 14 },
  linha: { flexDirection: 'row', marginBottom: 2 },
  rotulo: { width: 80, color: CINZA },
  tabelaCabecalho: {
    flexDirection: 'row',
    backgroundColor: '#eef3fb',
    paddingVertical: 4,
    fontFamily: 'Helvetica-Bold',
  },
  tabelaLinha: {
    flexDirection: 'row',
    paddingVertical: 3,
    borderBottomWidth: 1,
    borderBottomColor: '#eeeeee',
  },
  colDescricao: { width: '52%', paddingHorizontal: 4 },
  colQuantidade: { width: '12%', textAlign: 'right', paddingHorizontal: 4 },
  colUnitario: { width: '18%', textAlign: 'right', paddingHorizontal: 4 },
  colValor: { width: '18%', textAlign: 'right', paddingHorizontal: 4 },
  total: { flexDirection: 'row', justifyContent: 'flex-end', paddingTop: 8, fontSize: 12 },
  negrito: { fontFamily: 'Helvetica-Bold' },
  rodape: { position: 'absolute', bottom: 20, left: 40, right: 40, fontSize: 8, color: CINZA },
});

function Linha({ rotulo, valor }: { rotulo: string; valor: string }) {
  return (
    <View style={styles.linha}>
      <Text style={styles.rotulo}>{rotulo}</Text>
      <Text>{valor || '-'}</Text>
    </View>
  );
}

export function FaturaServicoDocumento({ fatura }: { fatura: FaturaServico }) {
  const total = sum(fatura.itens.map((item) => item.valor));
  return (
    <Document
      title={`${FATURA_SERVICO_TITULO} ${formatId(fatura.servico)}`}
      author={AGENCIA}
      language="pt-BR"
    >
      <Page size="A4" orientation="portrait" style={styles.page}>
        <View style={styles.header}>
          <Text style={styles.agencia}>{AGENCIA}</Text>
          <View>
            <Text style={styles.titulo}>
              {FATURA_SERVICO_TITULO} {formatId(fatura.servico)}
            </Text>
            <Text style={styles.emitida}>Emitida em {formatDateTime(fatura.emitidaEm)}</Text>
          </View>
        </View>
        <View style={styles.bloco}>
          <Linha rotulo="Cliente" valor={fatura.cliente} />
          <Linha rotulo="Venda" valor={formatId(fatura.venda)} />
          <Linha rotulo="Serviço" valor={`${TIPOS_ORCAMENTO.label(fatura.tipo)} · ${fatura.descricao}`} />
          <Linha rotulo="Consultor" valor={fatura.consultor ?? ''} />
        </View>
        <View style={styles.tabelaCabecalho}>
          <Text style={styles.colDescricao}>Descrição</Text>
          <Text style={styles.colQuantidade}>Quantidade</Text>
          <Text style={styles.colUnitario}>Valor unitário</Text>
          <Text style={styles.colValor}>Valor</Text>
        </View>
        {fatura.itens.map((item) => (
          <View key={item.linha} style={styles.tabelaLinha} wrap={false}>
            <Text style={styles.colDescricao}>{item.descricao}</Text>
            <Text style={styles.colQuantidade}>{item.quantidade}</Text>
            <Text style={styles.colUnitario}>{formatMoney(item.valor_unitario)}</Text>
            <Text style={styles.colValor}>{formatMoney(item.valor)}</Text>
          </View>
        ))}
        <View style={styles.total} wrap={false}>
          <Text style={styles.negrito}>Total: {formatMoney(total)}</Text>
        </View>
        <Text
          style={styles.rodape}
          fixed
          render={({ pageNumber, totalPages }) =>
            `${AGENCIA} · ${FATURA_SERVICO_TITULO} ${formatId(fatura.servico)} · Página ${pageNumber} de ${totalPages}`
          }
        />
      </Page>
    </Document>
  );
}

/** The service's invoice from the spreadsheet's items, as an A4 portrait PDF. */
export function renderFaturaServicoPdf(fatura: FaturaServico): Promise<Buffer> {
  return renderToBuffer(<FaturaServicoDocumento fatura={fatura} />);
}
