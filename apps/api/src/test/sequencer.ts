import { readFileSync } from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** A file that copies a template of the demo's sales steps (`createTestApp({ template: 'demo-vendas' })`). */
const COPIA_ETAPA = /template: 'demo-(?!referencia')/;

/**
 * Vitest's order (the slowest files first), with the API files that copy a template of the demo's sales steps
 * last: on a fresh clone those templates are still being built while the first files run (global-setup.ts).
 */
export class EtapasPorUltimo extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const ordem = await super.sort(files);
    const copiaEtapa = (spec: TestSpecification) =>
      spec.project.name === 'api' && COPIA_ETAPA.test(readFileSync(spec.moduleId, 'utf8'));
    const porUltimo = new Set(ordem.filter(copiaEtapa));
    return [...ordem.filter((spec) => !porUltimo.has(spec)), ...porUltimo];
  }
}
