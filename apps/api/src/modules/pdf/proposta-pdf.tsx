import { Document, Image, Page, renderToBuffer, StyleSheet, Text, View } from '@react-pdf/renderer';
import { formatDateTime, formatId, formatMoney } from '@skyler/domain/formatters';
import { TIPOS_ORCAMENTO, type TipoOrcamento } from '@skyler/domain/orcamentos';
import { PROPOSTA_MESSAGES, PROPOSTA_VALIDADE_HORAS } from '@skyler/domain/proposta';
import { AGENCIA } from '../contatos/fatura-pdf.tsx';

/** Text is drawn with the standard Helvetica: Latin-1 only (no arrows or dashes, which it drops). */

/** A provider picture as the PDF embeds it (react-pdf draws PNG and JPEG). */
export type ImagemProposta = { titulo: string; data: Buffer; formato: 'png' | 'jpg' };

export type PernaProposta = {
  origem: string;
  destino: string;
  partida: string | null;
  chegada: string | null;
  cia: string;
  voo: string;
  classe: string;
  bagagem: string;
  /** Conexão, Escala, Stopover; null for the first leg of a trip */
  tipo: string | null;
};

export type BilheteProposta = {
  ordem: number;
  /** Ida e volta, Ida, Volta, Independente */
  rotulo: string;
  passageiros: string;
  trechos: { ordem: number; pernas: PernaProposta[] }[];
  imagens: ImagemProposta[];
};

export type CotacaoProposta = {
  id: number;
  descricao: string;
  tipo: TipoOrcamento;
  /** flights: the tickets with their legs */
  bilhetes: BilheteProposta[];
  /** hotel, car, other: label and value lines */
  detalhes: { rotulo: string; valor: string }[];
  imagens: ImagemProposta[];
  /** cash (Pix) value, decimal string */
  valor_pix: string;
  opcoes_cartao: { parcelas: number; total: string; valor_parcela: string }[];
};

export type Proposta = {
  emitidaEm: Date;
  emitidaPor: string;
  cliente: { nome: string; email: string | null; telefone: string | null };
  venda: { id: number; consultor: string | null };
  /** the request of the quotes; null for a sale's cart (quotes of several requests) */
  orcamento: { id: number; descricao: string } | null;
  cotacoes: CotacaoProposta[];
};

export const PROPOSTA_TITULO = 'Proposta de viagem';

export function validadeDa(emitidaEm: Date): Date {
  return new Date(emitidaEm.getTime() + PROPOSTA_VALIDADE_HORAS * 3_600_000);
}

const AZUL = '#1976d2';
const CINZA = '#666666';
const BORDA = '#cccccc';

const styles = StyleSheet.create({
  page: { paddingTop: 32, paddingBottom: 48, paddingHorizontal: 36, fontSize: 9, fontFamily: 'Helvetica' },
  header: { flexDirection: 'row', justifyContent: 'space-between', marginBottom: 12 },
  agencia: { fontSize: 16, fontFamily: 'Helvetica-Bold', color: AZUL },
  titulo: { fontSize: 16, fontFamily: 'Helvetica-Bold', textAlign: 'right' },
  emitida: { fontSize: 8, color: CINZA, textAlign: 'right' },
  bloco: { borderWidth: 1, borderColor: BORDA, borderRadius: 4, padding: 8, marginBottom: 10 },
  blocoTitulo: { fontSize: 10, fontFamily: 'Helvetica-Bold', marginBottom: 4, color: AZUL },
  linha: { flexDirection: 'row', marginBottom: 2 },
  rotulo: { width: 80, color: CINZA },
  card: {
    borderWidth: 1,
    borderColor: BORDA,
    borderLeftWidth: 4,
    borderLeftColor: AZUL,
    borderRadius: 4,
    padding: 8,
    marginBottom: 10,
  },
  cardTopo: { flexDirection: 'row', justifyContent: 'space-between', marginBottom: 4 },
  negrito: { fontFamily: 'Helvetica-Bold' },
  tipo: { color: AZUL, fontFamily: 'Helvetica-Bold' },
  descricao: { fontSize: 11, marginBottom: 6 },
  bilhete: { marginBottom: 6 },
  trecho: { marginLeft: 6, marginBottom: 3 },
  perna: { flexDirection: 'row', marginLeft: 10, marginBottom: 1 },
  pernaRota: { width: 70, fontFamily: 'Helvetica-Bold' },
  pernaHorario: { width: 170 },
  pernaVoo: { width: 110 },
  pernaExtra: { flexGrow: 1, color: CINZA },
  detalhes: { flexDirection: 'row', flexWrap: 'wrap', marginBottom: 4 },
  detalhe: { width: '50%', flexDirection: 'row', marginBottom: 2 },
  imagens: { flexDirection: 'row', flexWrap: 'wrap', marginVertical: 4 },
  imagem: { width: 120, height: 75, marginRight: 6, marginBottom: 4, objectFit: 'cover' },
  valores: { borderTopWidth: 1, borderTopColor: '#eeeeee', paddingTop: 4, marginTop: 4 },
  pix: { fontSize: 11, fontFamily: 'Helvetica-Bold', marginBottom: 3 },
  opcoes: { flexDirection: 'row', flexWrap: 'wrap' },
  opcao: { width: '33.3%', marginBottom: 1 },
  condicoes: { fontSize: 9, marginBottom: 3 },
  rodape: { position: 'absolute', bottom: 18, left: 36, right: 36, fontSize: 7, color: CINZA },
});

function Linha({ rotulo, valor }: { rotulo: string; valor: string }) {
  return (
    <View style={styles.linha}>
      <Text style={styles.rotulo}>{rotulo}</Text>
      <Text>{valor || '-'}</Text>
    </View>
  );
}

function Imagens({ imagens }: { imagens: ImagemProposta[] }) {
  if (imagens.length === 0) return null;
  return (
    <View style={styles.imagens}>
      {imagens.map((imagem, indice) => (
        <Image
          // biome-ignore lint/suspicious/noArrayIndexKey: the same picture may show twice
          key={indice}
          style={styles.imagem}
          src={{ data: imagem.data, format: imagem.formato }}
        />
      ))}
    </View>
  );
}

function Perna({ perna }: { perna: PernaProposta }) {
  return (
    <View style={styles.perna} wrap={false}>
      <Text style={styles.pernaRota}>{`${perna.origem} - ${perna.destino}`}</Text>
      <Text style={styles.pernaHorario}>
        {`${perna.partida ? formatDateTime(perna.partida) : '-'} a ${perna.chegada ? formatDateTime(perna.chegada) : '-'}`}
      </Text>
      <Text style={styles.pernaVoo}>
        {[perna.cia, perna.voo && `voo ${perna.voo}`].filter(Boolean).join(' · ') || '-'}
      </Text>
      <Text style={styles.pernaExtra}>
        {[perna.classe, perna.bagagem, perna.tipo].filter(Boolean).join(' · ')}
      </Text>
    </View>
  );
}

function Bilhete({ bilhete }: { bilhete: BilheteProposta }) {
  return (
    <View style={styles.bilhete}>
      <Text style={styles.negrito}>
        Bilhete {bilhete.ordem} · {bilhete.rotulo} · {bilhete.passageiros}
      </Text>
      {bilhete.trechos.map((trecho) => (
        <View key={trecho.ordem} style={styles.trecho}>
          <Text>Trecho {trecho.ordem}</Text>
          {trecho.pernas.map((perna, indice) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: legs have no id of their own
            <Perna key={indice} perna={perna} />
          ))}
        </View>
      ))}
      <Imagens imagens={bilhete.imagens} />
    </View>
  );
}

function Valores({ cotacao }: { cotacao: CotacaoProposta }) {
  return (
    <View style={styles.valores} wrap={false}>
      <Text style={styles.pix}>À vista no Pix: {formatMoney(cotacao.valor_pix)}</Text>
      <Text style={styles.negrito}>No cartão de crédito:</Text>
      <View style={styles.opcoes}>
        {cotacao.opcoes_cartao.map((opcao) => (
          <Text key={opcao.parcelas} style={styles.opcao}>
            {opcao.parcelas}x de {formatMoney(opcao.valor_parcela)} (total {formatMoney(opcao.total)})
          </Text>
        ))}
      </View>
    </View>
  );
}

function CotacaoCard({ cotacao }: { cotacao: CotacaoProposta }) {
  return (
    <View style={styles.card}>
      <View style={styles.cardTopo}>
        <Text style={styles.negrito}>Cotação {formatId(cotacao.id)}</Text>
        <Text style={styles.tipo}>{TIPOS_ORCAMENTO.label(cotacao.tipo)}</Text>
      </View>
      <Text style={styles.descricao}>{cotacao.descricao}</Text>
      {cotacao.bilhetes.map((bilhete) => (
        <Bilhete key={bilhete.ordem} bilhete={bilhete} />
      ))}
      {cotacao.detalhes.length > 0 && (
        <View style={styles.detalhes}>
          {cotacao.detalhes.map((detalhe) => (
            <View key={detalhe.rotulo} style={styles.detalhe}>
              <Text style={{ color: CINZA, marginRight: 4 }}>{detalhe.rotulo}:</Text>
              <Text>{detalhe.valor}</Text>
            </View>
          ))}
        </View>
      )}
      <Imagens imagens={cotacao.imagens} />
      <Valores cotacao={cotacao} />
    </View>
  );
}

export function PropostaDocumento({ proposta }: { proposta: Proposta }) {
  const { orcamento } = proposta;
  const referencia = orcamento
    ? `Orçamento ${formatId(orcamento.id)}`
    : `Venda ${formatId(proposta.venda.id)}`;
  const emitida = formatDateTime(proposta.emitidaEm);
  const ate = formatDateTime(validadeDa(proposta.emitidaEm));
  return (
    <Document title={`${PROPOSTA_TITULO} - ${referencia}`} author={AGENCIA} language="pt-BR">
      <Page size="A4" orientation="portrait" style={styles.page}>
        <View style={styles.header}>
          <Text style={styles.agencia}>{AGENCIA}</Text>
          <View>
            <Text style={styles.titulo}>{PROPOSTA_TITULO}</Text>
            <Text style={styles.emitida}>
              Emitida em {emitida} por {proposta.emitidaPor}
            </Text>
          </View>
        </View>
        <View style={styles.bloco}>
          <Text style={styles.blocoTitulo}>Cliente</Text>
          <Linha rotulo="Nome" valor={proposta.cliente.nome} />
          <Linha rotulo="E-mail" valor={proposta.cliente.email ?? ''} />
          <Linha rotulo="Telefone" valor={proposta.cliente.telefone ?? ''} />
          <Linha
            rotulo="Venda"
            valor={`${formatId(proposta.venda.id)}${proposta.venda.consultor ? ` · Consultor: ${proposta.venda.consultor}` : ''}`}
          />
          {orcamento ? (
            <Linha rotulo="Orçamento" valor={`${formatId(orcamento.id)} · ${orcamento.descricao}`} />
          ) : null}
        </View>
        {proposta.cotacoes.map((cotacao) => (
          <CotacaoCard key={cotacao.id} cotacao={cotacao} />
        ))}
        <View style={styles.bloco} wrap={false}>
          <Text style={styles.blocoTitulo}>Condições</Text>
          <Text style={styles.condicoes}>{PROPOSTA_MESSAGES.condicoes}</Text>
          <Text style={styles.condicoes}>{PROPOSTA_MESSAGES.validade(emitida, ate)}</Text>
        </View>
        <Text
          style={styles.rodape}
          fixed
          render={({ pageNumber, totalPages }) =>
            `${AGENCIA} · ${PROPOSTA_TITULO} · ${referencia} · Página ${pageNumber} de ${totalPages}`
          }
        />
      </Page>
    </Document>
  );
}

/** The proposal of the chosen quotes as an A4 portrait PDF. */
export function renderPropostaPdf(proposta: Proposta): Promise<Buffer> {
  return renderToBuffer(<PropostaDocumento proposta={proposta} />);
}
