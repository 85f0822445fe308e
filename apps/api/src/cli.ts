import { parseArgs } from 'node:util';
import { linhaDivergencia } from '@skyler/domain/conciliacao';
import { linhaPendenciaBanco } from '@skyler/domain/conciliacao-banco/conciliacao-banco';
import { RESTRICTED_ROUTES } from '@skyler/domain/permissions';
import { eq } from 'drizzle-orm';
import { loadConfig } from './config.ts';
import { usuarios } from './db/schema/index.ts';
import { seedDatabase } from './db/seed/index.ts';
import { executarBackupOuRestauracao, USO_BACKUP } from './modules/backup/comando.ts';
import { bancoEmAberto, conciliarBancos } from './modules/conciliacao/banco.queries.ts';
import { conciliar } from './modules/conciliacao/conciliacao.queries.ts';
import { verificarAuditoriaNoTerminal } from './modules/logs/verificar-auditoria.ts';
import { loteNfseNoTerminal } from './modules/nfse/nfse-lote.ts';
import { createUsuario, unlockUsuario } from './modules/usuarios/usuarios.service.ts';
import { openMigratedDatabase } from './runtime.ts';

const USAGE = `Uso:
  node apps/api/dist/cli.js create-admin --username USER --email EMAIL --nome NOME [--sobrenome SOBRENOME]
      (a senha vem de ADMIN_PASSWORD, com pelo menos 10 caracteres)
  node apps/api/dist/cli.js unlock-user --username USER
  node apps/api/dist/cli.js conciliar [--inicio AAAA-MM-DD] [--fim AAAA-MM-DD] [--banco]
      (as vendas criadas no período que quebram uma invariante; sai com 1 quando há alguma;
       --banco: também cada conta bancária ativa, com 1 quando algo do banco está em aberto)
  node apps/api/dist/cli.js nfse --lote AAAA-MM
      (pede a NFS-e de cada serviço concluído no mês que ainda não tem, por cliente; os servidores da API enviam)
  node apps/api/dist/cli.js verificar-auditoria
      (confere a cadeia de hashes da auditoria; sai com 1 e aponta o primeiro registro que a quebra)
${USO_BACKUP}`;

const DIA = /^\d{4}-\d{2}-\d{2}$/;

async function main() {
  const [command, ...rest] = process.argv.slice(2);
  const { values } = parseArgs({
    args: rest,
    options: {
      username: { type: 'string' },
      email: { type: 'string' },
      nome: { type: 'string' },
      sobrenome: { type: 'string', default: '' },
      inicio: { type: 'string' },
      fim: { type: 'string' },
      out: { type: 'string' },
      in: { type: 'string' },
      force: { type: 'boolean' },
      banco: { type: 'boolean' },
      lote: { type: 'string' },
    },
  });
  const config = { ...loadConfig(), demoData: false };
  if (command === 'backup' || command === 'restore') {
    process.exitCode = await executarBackupOuRestauracao(command, values, config);
    return;
  }
  if (command === 'verificar-auditoria') {
    process.exitCode = await verificarAuditoriaNoTerminal(config);
    return;
  }
  if (command === 'nfse') {
    process.exitCode = await loteNfseNoTerminal(() => openMigratedDatabase(config), {
      mes: values.lote,
      ligada: Boolean(config.nfseUrl && config.nfseToken),
    });
    return;
  }
  if (command !== 'create-admin' && command !== 'unlock-user' && command !== 'conciliar') {
    console.error(USAGE);
    process.exit(2);
  }
  if (command === 'conciliar') {
    for (const dia of [values.inicio, values.fim])
      if (dia !== undefined && !DIA.test(dia)) throw new Error(`Data inválida: ${dia}.\n${USAGE}`);
    process.exitCode = await conciliarNoTerminal(
      config,
      values.inicio ?? null,
      values.fim ?? null,
      values.banco === true,
    );
    return;
  }
  const database = await openMigratedDatabase(config);
  try {
    await seedDatabase(database.db, { demo: false });
    if (command === 'create-admin') {
      const password = process.env.ADMIN_PASSWORD ?? '';
      if (!values.username || !values.email || !values.nome || password.length < 10) {
        throw new Error(`Dados incompletos.\n${USAGE}`);
      }
      const admin = await createUsuario(
        database.db,
        {
          username: values.username,
          email: values.email,
          nome: values.nome,
          sobrenome: values.sobrenome ?? '',
          password,
          is_superuser: true,
          authorized_restricted_routes: [...RESTRICTED_ROUTES],
          pertencente: ['financeiro', 'milhas', 'comissao'],
        },
        { by: null },
      );
      console.log(`Administrador ${admin.username} criado (id ${admin.id}).`);
    } else {
      if (!values.username) throw new Error(USAGE);
      const [usuario] = await database.db
        .select()
        .from(usuarios)
        .where(eq(usuarios.username, values.username));
      if (!usuario) throw new Error(`Usuário ${values.username} não encontrado.`);
      await unlockUsuario(database.db, { id: usuario.id, by: usuario.id, ip: 'cli' });
      console.log(`Usuário ${usuario.username} desbloqueado.`);
    }
  } finally {
    await database.close();
  }
}

/** Prints the reconciliation (decision 0038), one line per divergence; answers the exit code. */
async function conciliarNoTerminal(
  config: ReturnType<typeof loadConfig>,
  inicio: string | null,
  fim: string | null,
  banco: boolean,
): Promise<number> {
  const database = await openMigratedDatabase(config);
  try {
    const { divergencias, verificado_em } = await conciliar(database.db, { inicio, fim });
    let bancoAberto = false;
    if (banco) {
      for (const conta of await conciliarBancos(database.db, { inicio, fim })) {
        for (const p of conta.pendencias) console.log(`conta ${conta.conta}\t${linhaPendenciaBanco(p)}`);
        console.log(
          `Banco, conta ${conta.conta}: ${conta.pendencias.length} pendência(s); saldo do extrato ${conta.saldo_extrato ?? '—'}, saldo do sistema ${conta.saldo_sistema}.`,
        );
        bancoAberto ||= bancoEmAberto(conta);
      }
    }
    const periodo = inicio || fim ? ` (vendas de ${inicio ?? 'o início'} a ${fim ?? 'hoje'})` : '';
    for (const d of divergencias) console.log(linhaDivergencia(d));
    console.log(
      divergencias.length === 0
        ? `Conciliação em ${verificado_em}${periodo}: nenhuma divergência.`
        : `Conciliação em ${verificado_em}${periodo}: ${divergencias.length} divergência(s) em ${new Set(divergencias.map((d) => d.venda)).size} venda(s).`,
    );
    return divergencias.length === 0 && !bancoAberto ? 0 : 1;
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
