// A stand-in for Focus NFe (API v2, service invoices) during the journeys, speaking what the app's client
// (apps/api/src/integrations/focus-nfe.ts) speaks: `POST /v2/nfse?ref=REF` with the JSON invoice answers 202
// `processando_autorizacao`; the first `GET /v2/nfse/REF` after it authorises the invoice (number, verification
// code, the PDF and XML paths, both served here); `DELETE /v2/nfse/REF` cancels it. A taker whose name contains
// "REJEITAR" is refused by the "municipality" (`erro_autorizacao` with a message). Basic auth: the token
// (NFSE_TOKEN) is the user. Loopback only.
import { createServer } from 'node:http';

const port = Number(process.env.FAKE_FOCUS_NFE_PORT ?? 8012);
const token = process.env.NFSE_TOKEN ?? '';

/** @type {Map<string, { status: string, numero?: string, valor: number, tomador: string, justificativa?: string }>} */
const notas = new Map();
let proximoNumero = 5000;

const readBody = (request) =>
  new Promise((resolve) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });

const json = (response, status, body) =>
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

/** A one-page PDF saying which invoice it is. */
function pdf(texto) {
  const conteudo = `BT /F1 14 Tf 50 750 Td (${texto.replace(/[()\\]/g, '')}) Tj ET`;
  const objetos = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${conteudo.length} >>\nstream\n${conteudo}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let saida = '%PDF-1.4\n';
  const posicoes = objetos.map((objeto, i) => {
    const posicao = saida.length;
    saida += `${i + 1} 0 obj\n${objeto}\nendobj\n`;
    return posicao;
  });
  const xref = saida.length;
  saida += `xref\n0 ${objetos.length + 1}\n0000000000 65535 f \n`;
  for (const posicao of posicoes) saida += `${String(posicao).padStart(10, '0')} 00000 n \n`;
  saida += `trailer\n<< /Size ${objetos.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return saida;
}

/** The invoice as Focus answers its status. */
function situacao(ref, nota) {
  if (nota.status === 'erro_autorizacao') {
    return {
      ref,
      status: 'erro_autorizacao',
      erros: [
        {
          codigo: 'E160',
          mensagem: 'O CPF/CNPJ do tomador não está ativo no cadastro municipal.',
          correcao: 'Confira o documento do tomador e reenvie.',
        },
      ],
    };
  }
  if (nota.status === 'processando_autorizacao') return { ref, status: nota.status };
  return {
    ref,
    status: nota.status,
    numero: nota.numero,
    codigo_verificacao: `V${nota.numero}X`,
    url: `http://127.0.0.1:${port}/notas/${encodeURIComponent(ref)}.pdf`,
    caminho_xml_nota_fiscal: `/arquivos/${encodeURIComponent(ref)}.xml`,
  };
}

createServer(async (request, response) => {
  const url = new URL(request.url ?? '/', `http://127.0.0.1:${port}`);
  if (request.method === 'GET' && url.pathname === '/health') {
    response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    return;
  }
  const arquivo = /^\/(notas|arquivos)\/(.+)\.(pdf|xml)$/.exec(url.pathname);
  if (arquivo && request.method === 'GET') {
    const ref = decodeURIComponent(arquivo[2]);
    const nota = notas.get(ref);
    if (!nota?.numero) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    if (arquivo[3] === 'pdf') {
      response
        .writeHead(200, { 'content-type': 'application/pdf' })
        .end(pdf(`NFS-e ${nota.numero} - ${nota.tomador} - R$ ${nota.valor.toFixed(2)}`));
    } else {
      response
        .writeHead(200, { 'content-type': 'application/xml' })
        .end(
          `<?xml version="1.0" encoding="UTF-8"?><CompNfse><Nfse><InfNfse><Numero>${nota.numero}</Numero><CodigoVerificacao>V${nota.numero}X</CodigoVerificacao><ValorServicos>${nota.valor.toFixed(2)}</ValorServicos></InfNfse></Nfse></CompNfse>`,
        );
    }
    return;
  }
  if (request.headers.authorization !== `Basic ${Buffer.from(`${token}:`).toString('base64')}`) {
    json(response, 401, { codigo: 'permissao_negada', mensagem: 'Token inválido' });
    return;
  }
  if (request.method === 'POST' && url.pathname === '/v2/nfse') {
    const ref = url.searchParams.get('ref') ?? '';
    const pedido = JSON.parse(String(await readBody(request)) || '{}');
    if (!ref || !pedido.servico || !pedido.tomador) {
      json(response, 400, { codigo: 'requisicao_invalida', mensagem: 'Parâmetro ref ou nota incompleta.' });
      return;
    }
    const atual = notas.get(ref);
    if (atual && atual.status !== 'erro_autorizacao') {
      json(response, 422, {
        codigo: atual.status === 'autorizado' ? 'nfe_autorizada' : 'em_processamento',
        mensagem: 'Nota fiscal já enviada com esta referência.',
      });
      return;
    }
    notas.set(ref, {
      status: 'processando_autorizacao',
      valor: Number(pedido.servico.valor_servicos),
      tomador: String(pedido.tomador.razao_social ?? ''),
    });
    json(response, 202, { ref, status: 'processando_autorizacao' });
    return;
  }
  const caminho = /^\/v2\/nfse\/([^/]+)$/.exec(url.pathname);
  const ref = caminho ? decodeURIComponent(caminho[1]) : '';
  const nota = notas.get(ref);
  if (!caminho || !nota) {
    json(response, 404, { codigo: 'nao_encontrado', mensagem: 'Nota fiscal não encontrada' });
    return;
  }
  if (request.method === 'GET') {
    if (nota.status === 'processando_autorizacao') {
      if (nota.tomador.toUpperCase().includes('REJEITAR')) {
        nota.status = 'erro_autorizacao';
      } else {
        proximoNumero += 1;
        nota.status = 'autorizado';
        nota.numero = String(proximoNumero);
      }
    }
    json(response, 200, situacao(ref, nota));
    return;
  }
  if (request.method === 'DELETE') {
    const corpo = JSON.parse(String(await readBody(request)) || '{}');
    if (nota.status !== 'autorizado' && nota.status !== 'cancelado') {
      json(response, 200, {
        status: 'erro_cancelamento',
        erros: [{ mensagem: 'Só uma nota autorizada pode ser cancelada.' }],
      });
      return;
    }
    nota.status = 'cancelado';
    nota.justificativa = String(corpo.justificativa ?? '');
    json(response, 200, { status: 'cancelado' });
    return;
  }
  response.writeHead(405, { 'content-type': 'text/plain' }).end('method not allowed');
}).listen(port, '127.0.0.1');
