import path from 'node:path';

/** What the chunking pass says of a module (rolldown's `ChunkingContext.getModuleInfo`). */
type InfoDoModulo = {
  code: string | null;
  importers: readonly string[];
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
  dynamicImporters: readonly string[];
};
type Contexto = { getModuleInfo(id: string): InfoDoModulo | null };

export type CamadasDoBuild = {
  /** the app's root folder */
  root: string;
  /** the entry: what it imports statically stays as the automatic chunking cuts it */
  entrada: string;
  /** the lazy modules of the budgeted first loads (login, the shell's layouts, the sales list, the portal) */
  raizes: readonly string[];
  /** the largest module (its code, in bytes) that the chunk of small modules takes */
  maxBytes: number;
};

/**
 * The name function of a `codeSplitting` group that cuts the app into fewer chunks (a cold staff screen
 * fetched 110–180 files, most under 1 KB, six at a time over HTTP/1.1) without adding a byte to the
 * budgeted first loads:
 *
 * - what the entry imports statically stays as the automatic chunking cuts it;
 * - a module that the budgeted first loads import (`raizes`, statically) goes to the chunk of its mark:
 *   which of `raizes` import it, and whether any other lazy page or dialog imports it too. A first load
 *   fetches the chunks whose mark names one of its modules, which hold only modules it imports: the same
 *   modules, in a few files instead of dozens;
 * - `pequenos`: every other small module (script, at most `maxBytes`, not the target of an `import()`
 *   alone) whose own imports are in the chunks above or join too;
 * - the rest (each page's own code, the large libraries), and every module that is only the target of an
 *   `import()` (each lazy page, layout or dialog), as the automatic chunking cuts them.
 *
 * A module's imports are imported by all that import it: their mark holds its own, so a chunk imports only
 * chunks of a larger mark, `pequenos` only those, the automatic chunks only those or `pequenos` (no two
 * chunks import each other, the modules run in their order).
 */
export function camadasDoBuild({ root, entrada, raizes, maxBytes }: CamadasDoBuild) {
  let camada: Map<string, string> | undefined;
  const calcular = (ctx: Contexto): Map<string, string> => {
    const info = (id: string) => ctx.getModuleInfo(id);
    const fecho = (ids: readonly string[], dinamicos = false) => {
      const vistos = new Set<string>();
      const pilha = [...ids];
      while (pilha.length > 0) {
        const id = pilha.pop() as string;
        if (vistos.has(id)) continue;
        vistos.add(id);
        const modulo = info(id);
        pilha.push(
          ...(modulo?.importedIds ?? []),
          ...(dinamicos ? (modulo?.dynamicallyImportedIds ?? []) : []),
        );
      }
      return vistos;
    };
    const idEntrada = path.join(root, entrada);
    const idsRaizes = raizes.map((modulo) => path.join(root, modulo));
    const naEntrada = fecho([idEntrada]);
    const todos = fecho([idEntrada], true);
    const soDinamico = (id: string) => {
      const modulo = info(id);
      return !!modulo && modulo.dynamicImporters.length > 0 && !hasStaticImporter(ctx, id, todos);
    };
    const outras = fecho([...todos].filter((id) => soDinamico(id) && !idsRaizes.includes(id)));
    const fechos = idsRaizes.map((id) => fecho([id]));
    const camadas = new Map<string, string>();
    for (const id of todos) {
      if (naEntrada.has(id) || soDinamico(id)) continue;
      const marca = fechos.map((f, i) => (f.has(id) ? String(i) : '')).join('');
      if (marca) camadas.set(id, `c${marca}${outras.has(id) ? 'o' : ''}`);
    }
    const candidatos = new Set(
      [...todos].filter((id) => {
        const modulo = info(id);
        return (
          !naEntrada.has(id) &&
          !camadas.has(id) &&
          !soDinamico(id) &&
          /\.[cm]?[jt]sx?$/.test(id.split('?')[0] ?? '') &&
          !!modulo?.code &&
          modulo.code.length <= maxBytes
        );
      }),
    );
    // drop, until none is left, a small module that imports one outside the chunks above that does not join
    for (let mudou = true; mudou; ) {
      mudou = false;
      for (const id of candidatos) {
        const fora = (info(id)?.importedIds ?? []).some(
          (dep) => !naEntrada.has(dep) && !camadas.has(dep) && !candidatos.has(dep),
        );
        if (fora) {
          candidatos.delete(id);
          mudou = true;
        }
      }
    }
    for (const id of candidatos) camadas.set(id, 'pequenos');
    return camadas;
  };
  return (id: string, ctx: Contexto): string | null => {
    camada ??= calcular(ctx);
    return camada.get(id) ?? null;
  };
}

/** Whether a module of the app imports `id` statically. */
function hasStaticImporter(ctx: Contexto, id: string, todos: ReadonlySet<string>): boolean {
  return ((ctx.getModuleInfo(id) as { importers?: readonly string[] } | null)?.importers ?? []).some(
    (importer) => todos.has(importer),
  );
}
