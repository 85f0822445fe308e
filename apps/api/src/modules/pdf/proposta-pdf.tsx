import {
  Document,
  Image,
  Page,
  Path,
  renderToBuffer,
  StyleSheet,
  Svg,
  Text,
  View,
} from '@react-pdf/renderer';
import { formatDateTime, formatId, formatMoney } from '@skyler/domain/formatters';
import { TIPOS_ORCAMENTO, type TipoOrcamento } from '@skyler/domain/orcamentos';
import type { CondicaoDaProposta } from '@skyler/domain/precos/proposta';
import { PROPOSTA_MESSAGES, PROPOSTA_VALIDADE_HORAS } from '@skyler/domain/proposta';

/** Text is drawn with the standard Helvetica: Latin-1 only (no arrows or dashes, which it drops). */

/** A provider picture as the PDF embeds it (react-pdf draws PNG and JPEG). */
export type ImagemProposta = { titulo: string; data: Buffer; formato: 'png' | 'jpg' };

export type PernaProposta = {
  origem: string;
  destino: string;
  /** the airports' Portuguese cities, when known */
  origemCidade: string | null;
  destinoCidade: string | null;
  partida: string | null;
  chegada: string | null;
  cia: string;
  ciaLogo: ImagemProposta | null;
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
  /** the client-facing title (`tituloDaCotacao`), never the internal quick description */
  titulo: string;
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

/** The agency as the proposal shows it, from its settings: texts already formatted. */
export type AgenciaProposta = {
  nome: string;
  cnpj: string | null;
  telefone: string | null;
  email: string | null;
  site: string;
  endereco: string;
  logo: ImagemProposta | null;
};

export type Proposta = {
  agencia: AgenciaProposta;
  emitidaEm: Date;
  emitidaPor: string;
  cliente: { nome: string; email: string | null; telefone: string | null };
  venda: { id: number; consultor: string | null };
  /** who signs it (the consultant, else the sender) and the phone the client calls them on */
  assinante: { nome: string; telefone: string | null };
  /** the request of the quotes; null for a sale's cart (quotes of several requests) */
  orcamento: { id: number } | null;
  cotacoes: CotacaoProposta[];
  /** the grand total, cash (Pix) */
  total: string;
  /** the payment condition on the grand total, as the invoicing will charge it; null when it cannot be priced */
  condicao: CondicaoDaProposta | null;
  /** the sale's open Pix payment with a charge still payable: its QR code (PNG) and copy-and-paste code */
  pix?: PixProposta | null;
};

export type PixProposta = { pagamento: number; valor: string; copiaECola: string; qrCode: Buffer };

/** A copy-and-paste code is one long word: drawn in lines of this many characters, never hyphenated. */
const PIX_CARACTERES_POR_LINHA = 56;

export const PROPOSTA_TITULO = 'Proposta de viagem';

export function validadeDa(emitidaEm: Date): Date {
  return new Date(emitidaEm.getTime() + PROPOSTA_VALIDADE_HORAS * 3_600_000);
}

const AZUL = '#1976d2';
const CINZA = '#666666';
const BORDA = '#cccccc';

const styles = StyleSheet.create({
  page: { paddingTop: 32, paddingBottom: 56, paddingHorizontal: 36, fontSize: 9, fontFamily: 'Helvetica' },
  header: {
    flexDirection: 'row',
    justifyContent: 'space-between',
    alignItems: 'flex-start',
    marginBottom: 12,
    paddingBottom: 8,
    borderBottomWidth: 1,
    borderBottomColor: BORDA,
  },
  marca: { flexDirection: 'row', alignItems: 'center', maxWidth: 330 },
  logo: { width: 96, height: 40, objectFit: 'contain', marginRight: 10 },
  agencia: { fontSize: 14, fontFamily: 'Helvetica-Bold', color: AZUL, marginBottom: 2 },
  agenciaLinha: { fontSize: 8, color: CINZA },
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
  comSetas: { flexDirection: 'row', flexWrap: 'wrap', alignItems: 'center' },
  tituloCotacao: { fontSize: 12, fontFamily: 'Helvetica-Bold', marginBottom: 6 },
  seta: { marginHorizontal: 3 },
  bilhete: { marginBottom: 6 },
  trecho: { marginLeft: 6, marginBottom: 3 },
  perna: { marginLeft: 10, marginBottom: 3 },
  pernaTopo: { flexDirection: 'row', alignItems: 'center' },
  ciaLogo: { width: 14, height: 14, marginRight: 4, objectFit: 'contain' },
  semLogo: { width: 14, marginRight: 4 },
  pernaRota: { flexGrow: 1, fontFamily: 'Helvetica-Bold' },
  pernaVoo: { width: 150, textAlign: 'right' },
  pernaExtra: { marginLeft: 18, color: CINZA },
  detalhes: { flexDirection: 'row', flexWrap: 'wrap', marginBottom: 4 },
  detalhe: { width: '50%', flexDirection: 'row', marginBottom: 2 },
  imagens: { flexDirection: 'row', flexWrap: 'wrap', marginVertical: 4 },
  imagem: { width: 120, height: 75, marginRight: 6, marginBottom: 4, objectFit: 'cover' },
  valores: { borderTopWidth: 1, borderTopColor: '#eeeeee', paddingTop: 4, marginTop: 4 },
  pix: { fontSize: 11, fontFamily: 'Helvetica-Bold', marginBottom: 3 },
  opcoes: { flexDirection: 'row', flexWrap: 'wrap' },
  opcao: { width: '33.3%', marginBottom: 1 },
  resumoLinha: { flexDirection: 'row', justifyContent: 'space-between', marginBottom: 2 },
  resumoTitulo: { flexShrink: 1, marginRight: 8 },
  total: {
    flexDirection: 'row',
    justifyContent: 'space-between',
    borderTopWidth: 1,
    borderTopColor: BORDA,
    paddingTop: 4,
    marginTop: 2,
    marginBottom: 4,
    fontSize: 12,
    fontFamily: 'Helvetica-Bold',
  },
  condicoes: { fontSize: 9, marginBottom: 3 },
  pixCorpo: { flexDirection: 'row', alignItems: 'center' },
  pixQr: { width: 110, height: 110, marginRight: 10 },
  pixCodigo: { fontFamily: 'Courier', fontSize: 8 },
  rodape: {
    position: 'absolute',
    bottom: 16,
    left: 36,
    right: 36,
    fontSize: 7,
    color: CINZA,
    borderTopWidth: 1,
    borderTopColor: BORDA,
    paddingTop: 4,
  },
});

/** The arrow of a route ("São Paulo → Lisboa"), drawn: the standard Helvetica has no arrow glyph. */
function Seta({ tamanho }: { tamanho: number }) {
  return (
    <Svg width={tamanho} height={tamanho * 0.6} viewBox="0 0 10 6" style={styles.seta}>
      <Path d="M0 3 H8 M6 0.8 L8.6 3 L6 5.2" stroke="#333333" strokeWidth={0.9} fill="none" />
    </Svg>
  );
}

type Estilo = (typeof styles)[keyof typeof styles];

/** A text whose " → " are drawn as arrows. */
function TextoComSetas({ texto, style, tamanho }: { texto: string; style: Estilo; tamanho: number }) {
  const partes = texto.split(' → ');
  return (
    <View style={[styles.comSetas, style]}>
      {partes.map((parte, indice) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text
        <View key={indice} style={styles.comSetas}>
          {indice > 0 ? <Seta tamanho={tamanho} /> : null}
          <Text>{parte}</Text>
        </View>
      ))}
    </View>
  );
}

function Linha({ rotulo, valor }: { rotulo: string; valor: string }) {
  return (
    <View style={styles.linha}>
      <Text style={styles.rotulo}>{rotulo}</Text>
      <Text>{valor || '-'}</Text>
    </View>
  );
}

const src = (imagem: ImagemProposta) => ({ data: imagem.data, format: imagem.formato });

function Imagens({ imagens }: { imagens: ImagemProposta[] }) {
  if (imagens.length === 0) return null;
  return (
    <View style={styles.imagens}>
      {imagens.map((imagem, indice) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the same picture may show twice
        <Image key={indice} style={styles.imagem} src={src(imagem)} />
      ))}
    </View>
  );
}

const aeroporto = (iata: string, cidade: string | null) => (cidade ? `${cidade} (${iata})` : iata);

function Perna({ perna }: { perna: PernaProposta }) {
  return (
    <View style={styles.perna} wrap={false}>
      <View style={styles.pernaTopo}>
        {perna.ciaLogo ? (
          <Image style={styles.ciaLogo} src={src(perna.ciaLogo)} />
        ) : (
          <View style={styles.semLogo} />
        )}
        <Text style={styles.pernaRota}>
          {`${aeroporto(perna.origem, perna.origemCidade)} - ${aeroporto(perna.destino, perna.destinoCidade)}`}
        </Text>
        <Text style={styles.pernaVoo}>
          {[perna.cia, perna.voo && `voo ${perna.voo}`].filter(Boolean).join(' · ') || '-'}
        </Text>
      </View>
      <Text style={styles.pernaExtra}>
        {[
          `${perna.partida ? formatDateTime(perna.partida) : '-'} a ${perna.chegada ? formatDateTime(perna.chegada) : '-'}`,
          perna.classe,
          perna.bagagem,
          perna.tipo,
        ]
          .filter(Boolean)
          .join(' · ')}
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
      <TextoComSetas texto={cotacao.titulo} style={styles.tituloCotacao} tamanho={12} />
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

/** "11x de R$ 100,00 e 1x de R$ 100,03" */
function parcelasEmTexto(condicao: CondicaoDaProposta): string {
  const grupos = condicao.parcelas.map((g) => `${g.quantidade}x de ${formatMoney(g.valor)}`);
  return grupos.length > 1 ? `${grupos.slice(0, -1).join(', ')} e ${grupos.at(-1)}` : (grupos[0] ?? '');
}

/** The grand total and the payment condition on it: what the client will be charged. */
function Resumo({ proposta, emitida, ate }: { proposta: Proposta; emitida: string; ate: string }) {
  const { condicao } = proposta;
  return (
    <View style={styles.bloco} wrap={false}>
      <Text style={styles.blocoTitulo}>Resumo e condições de pagamento</Text>
      {proposta.cotacoes.map((cotacao) => (
        <View key={cotacao.id} style={styles.resumoLinha}>
          <TextoComSetas texto={cotacao.titulo} style={styles.resumoTitulo} tamanho={9} />
          <Text>{formatMoney(cotacao.valor_pix)}</Text>
        </View>
      ))}
      <View style={styles.total}>
        <Text>Total à vista no Pix</Text>
        <Text>{formatMoney(proposta.total)}</Text>
      </View>
      {condicao ? (
        <Text style={styles.condicoes}>
          {`Entrada de ${formatMoney(condicao.entrada)} no Pix e ${parcelasEmTexto(condicao)} no cartão de crédito (total ${formatMoney(condicao.total)}).`}
        </Text>
      ) : null}
      <Text style={styles.condicoes}>{PROPOSTA_MESSAGES.condicoes}</Text>
      <Text style={styles.condicoes}>{PROPOSTA_MESSAGES.validade(emitida, ate)}</Text>
    </View>
  );
}

/** The Pix of the sale's open payment: its QR code beside the copy-and-paste code. */
function PixDaProposta({ pix }: { pix: PixProposta }) {
  const linhas: { inicio: number; texto: string }[] = [];
  for (let inicio = 0; inicio < pix.copiaECola.length; inicio += PIX_CARACTERES_POR_LINHA) {
    linhas.push({ inicio, texto: pix.copiaECola.slice(inicio, inicio + PIX_CARACTERES_POR_LINHA) });
  }
  return (
    <View style={styles.bloco} wrap={false}>
      <Text style={styles.blocoTitulo}>{PROPOSTA_MESSAGES.pixTitulo}</Text>
      <View style={styles.pixCorpo}>
        <Image style={styles.pixQr} src={{ data: pix.qrCode, format: 'png' }} />
        <View>
          <Text style={styles.condicoes}>
            {PROPOSTA_MESSAGES.pixInstrucao(formatId(pix.pagamento), formatMoney(pix.valor))}
          </Text>
          {linhas.map((linha) => (
            <Text key={linha.inicio} style={styles.pixCodigo} hyphenationCallback={(palavra) => [palavra]}>
              {linha.texto}
            </Text>
          ))}
        </View>
      </View>
    </View>
  );
}

/** The agency's contact line: CNPJ, phone, e-mail and site, what it has of them. */
export function contatosDaAgencia(agencia: AgenciaProposta): string {
  return [agencia.cnpj && `CNPJ ${agencia.cnpj}`, agencia.telefone, agencia.email, agencia.site]
    .filter(Boolean)
    .join(' · ');
}

export function PropostaDocumento({ proposta }: { proposta: Proposta }) {
  const { orcamento, agencia } = proposta;
  const referencia = orcamento
    ? `Orçamento ${formatId(orcamento.id)}`
    : `Venda ${formatId(proposta.venda.id)}`;
  const emitida = formatDateTime(proposta.emitidaEm);
  const ate = formatDateTime(validadeDa(proposta.emitidaEm));
  const contatos = contatosDaAgencia(agencia);
  return (
    <Document title={`${PROPOSTA_TITULO} - ${referencia}`} author={agencia.nome} language="pt-BR">
      <Page size="A4" orientation="portrait" style={styles.page}>
        <View style={styles.header}>
          <View style={styles.marca}>
            {agencia.logo ? <Image style={styles.logo} src={src(agencia.logo)} /> : null}
            <View>
              <Text style={styles.agencia}>{agencia.nome}</Text>
              {agencia.cnpj ? <Text style={styles.agenciaLinha}>CNPJ {agencia.cnpj}</Text> : null}
              {[agencia.telefone, agencia.email, agencia.site].some(Boolean) ? (
                <Text style={styles.agenciaLinha}>
                  {[agencia.telefone, agencia.email, agencia.site].filter(Boolean).join(' · ')}
                </Text>
              ) : null}
            </View>
          </View>
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
          {orcamento ? <Linha rotulo="Orçamento" valor={formatId(orcamento.id)} /> : null}
        </View>
        {proposta.cotacoes.map((cotacao) => (
          <CotacaoCard key={cotacao.id} cotacao={cotacao} />
        ))}
        <Resumo proposta={proposta} emitida={emitida} ate={ate} />
        {proposta.pix ? <PixDaProposta pix={proposta.pix} /> : null}
        <View style={styles.rodape} fixed>
          <Text>
            {[`Consultor: ${proposta.assinante.nome}`, proposta.assinante.telefone]
              .filter(Boolean)
              .join(' · ')}
          </Text>
          <Text>{[agencia.nome, contatos].filter(Boolean).join(' · ')}</Text>
          <Text
            render={({ pageNumber, totalPages }) =>
              [agencia.endereco, `${PROPOSTA_TITULO} · ${referencia} · Página ${pageNumber} de ${totalPages}`]
                .filter(Boolean)
                .join(' · ')
            }
          />
        </View>
      </Page>
    </Document>
  );
}

/** The proposal of the chosen quotes as an A4 portrait PDF. */
export function renderPropostaPdf(proposta: Proposta): Promise<Buffer> {
  return renderToBuffer(<PropostaDocumento proposta={proposta} />);
}
