export type LegalDocument = {
  arquivo: string;
  titulo: string;
  vigencia: string;
  secoes: { titulo: string; texto: string }[];
};

const VIGENCIA = 'Versão de 1º de março de 2022';

export const LEGAL_DOCUMENTS: LegalDocument[] = [
  {
    arquivo: 'termos-de-uso.pdf',
    titulo: 'Termos de Uso — Skyler Back-office',
    vigencia: VIGENCIA,
    secoes: [
      {
        titulo: '1. Objeto',
        texto:
          'O Skyler Back-office é o sistema interno da agência de viagens usado por seus colaboradores para registrar contatos, vendas, orçamentos, cotações, pagamentos, emissões e solicitações de pós-venda, e pelos clientes para acompanhar suas compras na área do cliente.',
      },
      {
        titulo: '2. Acesso',
        texto:
          'O acesso é pessoal e intransferível, feito com login, senha e um código de acesso enviado ao e-mail cadastrado. O usuário deve manter a senha em sigilo e avisar imediatamente a agência sobre qualquer uso não autorizado. Contas com tentativas repetidas de código incorreto são bloqueadas e só um administrador pode desbloqueá-las.',
      },
      {
        titulo: '3. Uso permitido',
        texto:
          'O sistema deve ser usado apenas para as atividades da agência e dentro das permissões de cada perfil. É proibido copiar, exportar ou divulgar dados de clientes fora das finalidades do atendimento, tentar acessar áreas sem permissão ou interferir no funcionamento do sistema.',
      },
      {
        titulo: '4. Registros',
        texto:
          'Toda alteração feita no sistema é registrada com o usuário, a data e o conteúdo antes e depois da alteração, para fins de auditoria, segurança e cumprimento de obrigações legais.',
      },
      {
        titulo: '5. Propostas',
        texto:
          'Propostas enviadas aos clientes não são vinculantes e valem por 12 horas a partir da emissão. Preços de passagens, hospedagens e demais serviços dependem da disponibilidade dos fornecedores no momento da emissão.',
      },
      {
        titulo: '6. Alterações destes termos',
        texto:
          'Estes termos podem ser atualizados. A versão vigente fica sempre disponível neste endereço, com a data da última alteração.',
      },
    ],
  },
  {
    arquivo: 'politica-de-privacidade.pdf',
    titulo: 'Política de Privacidade — Skyler Back-office',
    vigencia: VIGENCIA,
    secoes: [
      {
        titulo: '1. Quem trata os dados',
        texto:
          'A agência de viagens é a controladora dos dados pessoais tratados no Skyler Back-office, nos termos da Lei Geral de Proteção de Dados Pessoais (Lei nº 13.709/2018).',
      },
      {
        titulo: '2. Dados tratados',
        texto:
          'Dados de identificação e contato (nome, CPF, e-mail, telefone, endereço), documentos de viagem (passaporte, RG, CNH), dados de programas de fidelidade, dados de compras e pagamentos, e registros de acesso ao sistema.',
      },
      {
        titulo: '3. Finalidades',
        texto:
          'Os dados são usados para cotar, vender e emitir os serviços de viagem contratados, cobrar e conciliar pagamentos, cumprir obrigações legais e fiscais, prevenir fraudes e prestar o atendimento de pós-venda.',
      },
      {
        titulo: '4. Compartilhamento',
        texto:
          'Os dados são compartilhados apenas com quem é necessário para prestar o serviço: companhias aéreas, hotéis, locadoras, consolidadoras, meios de pagamento e órgãos públicos quando exigido por lei.',
      },
      {
        titulo: '5. Segurança e retenção',
        texto:
          'O acesso é restrito por perfil, com senha e código de acesso por e-mail, e todas as alterações ficam registradas. Os dados são mantidos pelo tempo necessário às finalidades acima e aos prazos legais.',
      },
      {
        titulo: '6. Direitos do titular',
        texto:
          'O titular pode pedir confirmação de tratamento, acesso, correção, anonimização, portabilidade ou eliminação dos seus dados pelo e-mail de atendimento da agência.',
      },
    ],
  },
];
