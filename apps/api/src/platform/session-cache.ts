import type { Canal, EventBus } from './events.ts';

/** How long a session read from the database answers for its token without reading it again. */
export const SESSION_CACHE_MS = 5_000;
const MAX_SESSIONS = 10_000;

type Entrada<T> = { valor: T; lidaEm: number; expiraEm: number };

/** Every cache of this process, emptied together by `esquecerSessoes`. */
const caches = new Set<SessionCache<unknown>>();

/**
 * Sessions read in the last seconds, by session id: most requests skip the session query. It is emptied
 * when a session ends or a user changes: at once in this process (`esquecerSessoes`, after the commit), and
 * in every process by the NOTIFY the database's triggers send (migration 0006). It keeps nothing while no
 * LISTEN connection is up, and forgets all it had when the connection changes, since messages may have been
 * lost in between. A read that started before it was emptied is not kept.
 */
export class SessionCache<T> {
  private readonly entradas = new Map<string, Entrada<T>>();
  /** reads of the database under way, by session id, shared by the requests that miss at the same time */
  private readonly emLeitura = new Map<string, Promise<unknown>>();
  private geracaoAtual = 0;
  private conexao: number | null = null;
  private readonly deixarDeOuvir: () => void;

  private readonly validadeMs: number;

  /**
   * `canal` and `validadeMs` let another cache follow the same scheme: the dashboard's divergence count is
   * emptied by the `dinheiro` channel and kept a minute (decision 0053).
   */
  constructor(
    private readonly bus: Pick<EventBus, 'conexao' | 'subscribe'>,
    private readonly agora: () => number = Date.now,
    { canal = 'sessoes', validadeMs = SESSION_CACHE_MS }: { canal?: Canal; validadeMs?: number } = {},
  ) {
    this.validadeMs = validadeMs;
    this.deixarDeOuvir = bus.subscribe(canal, () => this.esquecer());
    caches.add(this as SessionCache<unknown>);
  }

  /** The session of this id while it is fresh and unexpired; undefined otherwise. */
  get(id: string): T | undefined {
    if (!this.ativo()) return undefined;
    const entrada = this.entradas.get(id);
    if (!entrada) return undefined;
    const agora = this.agora();
    if (agora - entrada.lidaEm >= this.validadeMs || agora >= entrada.expiraEm) {
      this.entradas.delete(id);
      return undefined;
    }
    return entrada.valor;
  }

  /** Taken before reading a session from the database, and handed back to `set`. */
  geracao(): number {
    return this.geracaoAtual;
  }

  set(id: string, valor: T, { expiraEm, geracao }: { expiraEm: Date; geracao: number }): void {
    if (geracao !== this.geracaoAtual || !this.ativo()) return;
    if (this.entradas.size >= MAX_SESSIONS) {
      const maisAntiga = this.entradas.keys().next().value;
      if (maisAntiga !== undefined) this.entradas.delete(maisAntiga);
    }
    this.entradas.delete(id);
    this.entradas.set(id, { valor, lidaEm: this.agora(), expiraEm: expiraEm.getTime() });
  }

  /**
   * The read of this id already under way, or `ler` started now: when a session's entry lapses under many
   * connections, their requests all miss at once, and each would read the session (and touch it) in the
   * database. A read started before `esquecer` is not handed to the requests that come after it.
   */
  compartilhar<R>(id: string, ler: () => Promise<R>): Promise<R> {
    const emCurso = this.emLeitura.get(id) as Promise<R> | undefined;
    if (emCurso) return emCurso;
    const leitura = ler().finally(() => {
      if (this.emLeitura.get(id) === leitura) this.emLeitura.delete(id);
    });
    this.emLeitura.set(id, leitura);
    return leitura;
  }

  esquecer(): void {
    this.entradas.clear();
    this.emLeitura.clear();
    this.geracaoAtual += 1;
  }

  get tamanho(): number {
    return this.entradas.size;
  }

  fechar(): void {
    this.deixarDeOuvir();
    this.esquecer();
    caches.delete(this as SessionCache<unknown>);
  }

  private ativo(): boolean {
    const conexao = this.bus.conexao();
    if (conexao !== this.conexao) {
      this.esquecer();
      this.conexao = conexao;
    }
    return conexao !== null;
  }
}

/** Empties every session cache of this process: called after a commit that ends sessions or changes a user. */
export function esquecerSessoes(): void {
  for (const cache of caches) cache.esquecer();
}
