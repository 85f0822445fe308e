import type { Log } from '@skyler/domain/logs';
import { registroDoLog } from '@skyler/domain/minha-area';
import { pathTo } from '../../../config/routes.ts';

/** The screen of the record an audit row is about: the record's own page when it has one, else its sale's. */
export function linkDaAtividade(log: Pick<Log, 'meta' | 'venda'>): string | undefined {
  const registro = registroDoLog(log);
  switch (registro?.entidade) {
    case 'contato':
      return pathTo('cliente', { id: registro.id });
    case 'empresa':
      return pathTo('empresa', { id: registro.id });
    case 'orcamento':
      return pathTo('orcamento', { id: registro.id });
    case 'emissao':
      return pathTo('emissao', { id: registro.id });
    case 'venda':
      return pathTo('venda-info', { id: registro.id });
  }
  return log.venda === null ? undefined : pathTo('venda-info', { id: log.venda });
}
