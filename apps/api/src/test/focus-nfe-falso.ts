import type { FocusNfsePedido } from '../integrations/focus-nfe.ts';
import { type FakeHandler, sendJson } from './fake-server.ts';

/**
 * A Focus NFe (API v2) for the API tests, on `startFakeServer`: it accepts an invoice (202, processing) and
 * authorises it at the first status poll, with its PDF and XML; a reference in `rejeitar` is refused by the
 * "municipality" with a message; `fora` answers 503 to everything, `lento` never answers in time; DELETE
 * cancels. Basic auth with the token as the user.
 */
export type FocusFalso = {
  handler: FakeHandler;
  recebidas: Map<string, FocusNfsePedido>;
  canceladas: Map<string, string>;
  rejeitar: Set<string>;
  fora: boolean;
  lento: boolean;
};

export function focusFalso({ token }: { token: string }): FocusFalso {
  const estado = new Map<string, 'processando' | 'autorizado' | 'erro' | 'cancelado'>();
  let numero = 1000;
  const numeros = new Map<string, number>();
  const falso: FocusFalso = {
    recebidas: new Map(),
    canceladas: new Map(),
    rejeitar: new Set(),
    fora: false,
    lento: false,
    handler: async (request, response) => {
      if (falso.lento) {
        await new Promise((resolve) => setTimeout(resolve, 1000));
        return sendJson(response, 200, {});
      }
      if (falso.fora) return sendJson(response, 503, { mensagem: 'Serviço indisponível' });
      const url = new URL(request.url, 'http://focus');
      const ref = url.searchParams.get('ref') ?? decodeURIComponent(url.pathname.split('/')[3] ?? '');
      if (url.pathname.startsWith('/arquivos/')) {
        const r = url.pathname.replace('/arquivos/', '').replace('.xml', '');
        response.writeHead(200, { 'content-type': 'application/xml' });
        response.end(`<?xml version="1.0"?><Nfse><Numero>${numeros.get(r)}</Numero></Nfse>`);
        return;
      }
      if (request.headers.authorization !== `Basic ${Buffer.from(`${token}:`).toString('base64')}`) {
        return sendJson(response, 401, { codigo: 'permissao_negada', mensagem: 'Token inválido' });
      }
      if (request.method === 'POST' && url.pathname === '/v2/nfse') {
        falso.recebidas.set(ref, JSON.parse(request.body) as FocusNfsePedido);
        estado.set(ref, 'processando');
        return sendJson(response, 202, { ref, status: 'processando_autorizacao' });
      }
      const atual = estado.get(ref);
      if (!atual)
        return sendJson(response, 404, { codigo: 'nao_encontrado', mensagem: 'Nota fiscal não encontrada' });
      if (request.method === 'DELETE') {
        falso.canceladas.set(ref, (JSON.parse(request.body) as { justificativa: string }).justificativa);
        estado.set(ref, 'cancelado');
        return sendJson(response, 200, { status: 'cancelado' });
      }
      if (atual === 'processando') {
        if (falso.rejeitar.has(ref)) {
          estado.set(ref, 'erro');
        } else {
          estado.set(ref, 'autorizado');
          numero += 1;
          numeros.set(ref, numero);
        }
      }
      const agora = estado.get(ref);
      if (agora === 'erro') {
        estado.set(ref, 'erro');
        return sendJson(response, 200, {
          ref,
          status: 'erro_autorizacao',
          erros: [
            {
              codigo: 'E160',
              mensagem: 'Inscrição municipal do tomador inválida.',
              correcao: 'Corrija o cadastro.',
            },
          ],
        });
      }
      if (agora === 'cancelado') return sendJson(response, 200, { ref, status: 'cancelado' });
      return sendJson(response, 200, {
        ref,
        status: 'autorizado',
        numero: String(numeros.get(ref)),
        codigo_verificacao: `CV${numeros.get(ref)}`,
        url_danfse: `/notas/${ref}.pdf`,
        caminho_xml_nota_fiscal: `/arquivos/${ref}.xml`,
      });
    },
  };
  return falso;
}
