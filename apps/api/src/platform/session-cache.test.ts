import { describe, expect, it } from 'vitest';
import { esquecerSessoes, SESSION_CACHE_MS, SessionCache } from './session-cache.ts';

/** A bus whose listening connection and `sessoes` messages the test drives. */
function fakeBus() {
  const handlers = new Set<() => void>();
  const bus = {
    conexao: 1 as number | null,
    avisar: () => {
      for (const handler of handlers) handler();
    },
    subscribe: (_canal: string, handler: () => void) => {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
  };
  return {
    bus,
    handlers,
    cache: (agora: () => number) =>
      new SessionCache<string>({ conexao: () => bus.conexao, subscribe: bus.subscribe as never }, agora),
  };
}

const futuro = new Date(Date.now() + 3_600_000);

describe('session cache', () => {
  it('answers a session for a few seconds, then asks the database again', () => {
    let agora = 1_000;
    const { cache: criar } = fakeBus();
    const cache = criar(() => agora);
    cache.set('s1', 'ana', { expiraEm: futuro, geracao: cache.geracao() });
    expect(cache.get('s1')).toBe('ana');
    agora += SESSION_CACHE_MS - 1;
    expect(cache.get('s1')).toBe('ana');
    agora += 1;
    expect(cache.get('s1')).toBeUndefined();
    expect(cache.tamanho).toBe(0);
    cache.fechar();
  });

  it('never answers an expired session', () => {
    let agora = Date.now();
    const { cache: criar } = fakeBus();
    const cache = criar(() => agora);
    cache.set('s1', 'ana', { expiraEm: new Date(agora + 1_000), geracao: cache.geracao() });
    expect(cache.get('s1')).toBe('ana');
    agora += 1_000;
    expect(cache.get('s1')).toBeUndefined();
    cache.fechar();
  });

  it('forgets everything on a message from the database, and drops a read that started before it', () => {
    const { bus, cache: criar } = fakeBus();
    const cache = criar(() => 1_000);
    cache.set('s1', 'ana', { expiraEm: futuro, geracao: cache.geracao() });
    const lendo = cache.geracao();
    bus.avisar();
    expect(cache.get('s1')).toBeUndefined();
    cache.set('s2', 'bruno', { expiraEm: futuro, geracao: lendo });
    expect(cache.get('s2')).toBeUndefined();
    cache.set('s2', 'bruno', { expiraEm: futuro, geracao: cache.geracao() });
    expect(cache.get('s2')).toBe('bruno');
    cache.fechar();
  });

  it('is emptied by esquecerSessoes in this process', () => {
    const { cache: criar } = fakeBus();
    const a = criar(() => 1_000);
    const b = criar(() => 1_000);
    a.set('s1', 'ana', { expiraEm: futuro, geracao: a.geracao() });
    b.set('s1', 'ana', { expiraEm: futuro, geracao: b.geracao() });
    esquecerSessoes();
    expect(a.get('s1')).toBeUndefined();
    expect(b.get('s1')).toBeUndefined();
    a.fechar();
    b.fechar();
  });

  it('keeps nothing without a listening connection, and forgets all when the connection changes', () => {
    const { bus, cache: criar } = fakeBus();
    const cache = criar(() => 1_000);
    cache.set('s1', 'ana', { expiraEm: futuro, geracao: cache.geracao() });
    expect(cache.get('s1')).toBe('ana');
    bus.conexao = 2;
    expect(cache.get('s1')).toBeUndefined();
    cache.set('s1', 'ana', { expiraEm: futuro, geracao: cache.geracao() });
    bus.conexao = null;
    expect(cache.get('s1')).toBeUndefined();
    cache.set('s1', 'ana', { expiraEm: futuro, geracao: cache.geracao() });
    expect(cache.tamanho).toBe(0);
    cache.fechar();
  });

  it('stops listening when closed', () => {
    const { handlers, cache: criar } = fakeBus();
    const cache = criar(() => 1_000);
    expect(handlers.size).toBe(1);
    cache.fechar();
    expect(handlers.size).toBe(0);
  });
  it('shares one read among the requests that miss at once, and not past a message from the database', async () => {
    const { bus, cache: criar } = fakeBus();
    const cache = criar(() => 1_000);
    const leituras: ((valor: string) => void)[] = [];
    const ler = () => new Promise<string>((resolve) => leituras.push(resolve));
    const primeiras = [
      cache.compartilhar('s1', ler),
      cache.compartilhar('s1', ler),
      cache.compartilhar('s1', ler),
    ];
    const outra = cache.compartilhar('s2', ler);
    expect(leituras).toHaveLength(2);
    bus.avisar();
    // a request after the message does not get the read that started before it
    const depois = cache.compartilhar('s1', ler);
    expect(leituras).toHaveLength(3);
    leituras[0]?.('ana');
    leituras[1]?.('bruno');
    leituras[2]?.('ana de novo');
    expect(await Promise.all(primeiras)).toEqual(['ana', 'ana', 'ana']);
    expect(await outra).toBe('bruno');
    expect(await depois).toBe('ana de novo');
    // once answered, the next miss reads again
    const seguinte = cache.compartilhar('s1', ler);
    expect(leituras).toHaveLength(4);
    leituras[3]?.('ana');
    await seguinte;
    cache.fechar();
  });
});
