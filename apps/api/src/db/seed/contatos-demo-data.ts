/** Names, places and companies the demo contacts are drawn from (Brazilian, common, fictitious people). */

// biome-ignore format: one line per ten names reads better than one per line
export const NOMES_FEMININOS = [
  'Ana', 'Beatriz', 'Camila', 'Daniela', 'Eduarda', 'Fernanda', 'Gabriela', 'Helena', 'Isabela', 'Juliana',
  'Larissa', 'Letícia', 'Luana', 'Mariana', 'Natália', 'Patrícia', 'Rafaela', 'Renata', 'Sofia', 'Tatiane',
  'Valentina', 'Vitória', 'Alice', 'Bianca', 'Carolina', 'Débora', 'Elisa', 'Flávia', 'Giovana', 'Heloísa',
  'Lívia', 'Manuela', 'Olívia', 'Priscila', 'Raquel', 'Simone', 'Thaís', 'Yasmin', 'Adriana', 'Cláudia',
] as const;

// biome-ignore format: one line per ten names reads better than one per line
export const NOMES_MASCULINOS = [
  'André', 'Bruno', 'Caio', 'Daniel', 'Eduardo', 'Felipe', 'Gabriel', 'Gustavo', 'Henrique', 'Igor',
  'João', 'José', 'Leonardo', 'Lucas', 'Marcelo', 'Mateus', 'Nicolas', 'Otávio', 'Paulo', 'Pedro',
  'Rafael', 'Ricardo', 'Rodrigo', 'Samuel', 'Thiago', 'Vinícius', 'Arthur', 'Bernardo', 'Cauã', 'Davi',
  'Emanuel', 'Fábio', 'Guilherme', 'Heitor', 'Luiz', 'Miguel', 'Renato', 'Sérgio', 'Victor', 'Antônio',
] as const;

// biome-ignore format: one line per ten names reads better than one per line
export const SOBRENOMES = [
  'Silva', 'Santos', 'Oliveira', 'Souza', 'Rodrigues', 'Ferreira', 'Alves', 'Pereira', 'Lima', 'Gomes',
  'Costa', 'Ribeiro', 'Martins', 'Carvalho', 'Almeida', 'Lopes', 'Soares', 'Fernandes', 'Vieira', 'Barbosa',
  'Rocha', 'Dias', 'Nascimento', 'Andrade', 'Moreira', 'Nunes', 'Marques', 'Machado', 'Mendes', 'Freitas',
  'Cardoso', 'Ramos', 'Gonçalves', 'Santana', 'Teixeira', 'Araújo', 'Pinto', 'Correia', 'Moura', 'Cavalcanti',
  'Monteiro', 'Castro', 'Campos', 'Azevedo', 'Brandão', 'Farias', 'Guimarães', 'Queiroz', 'Batista', 'Falcão',
] as const;

export const DOMINIOS_EMAIL = [
  'gmail.com',
  'hotmail.com',
  'outlook.com',
  'yahoo.com.br',
  'uol.com.br',
] as const;

/** [cidade, UF, DDD, CEP, bairro, logradouro] of real streets in real cities. */
export const ENDERECOS: readonly (readonly [string, string, string, string, string, string])[] = [
  ['São Paulo', 'SP', '11', '01310100', 'Bela Vista', 'Avenida Paulista'],
  ['São Paulo', 'SP', '11', '04538132', 'Itaim Bibi', 'Avenida Brigadeiro Faria Lima'],
  ['São Paulo', 'SP', '11', '05422030', 'Pinheiros', 'Rua dos Pinheiros'],
  ['Campinas', 'SP', '19', '13015904', 'Centro', 'Rua Barão de Jaguara'],
  ['Rio de Janeiro', 'RJ', '21', '22021001', 'Copacabana', 'Avenida Atlântica'],
  ['Rio de Janeiro', 'RJ', '21', '22410003', 'Ipanema', 'Rua Visconde de Pirajá'],
  ['Niterói', 'RJ', '21', '24220031', 'Icaraí', 'Rua Moreira César'],
  ['Belo Horizonte', 'MG', '31', '30130010', 'Centro', 'Avenida Afonso Pena'],
  ['Belo Horizonte', 'MG', '31', '30140071', 'Funcionários', 'Rua Pernambuco'],
  ['Curitiba', 'PR', '41', '80020310', 'Centro', 'Rua XV de Novembro'],
  ['Porto Alegre', 'RS', '51', '90010150', 'Centro Histórico', 'Rua dos Andradas'],
  ['Florianópolis', 'SC', '48', '88015200', 'Centro', 'Rua Felipe Schmidt'],
  ['Salvador', 'BA', '71', '40140110', 'Barra', 'Avenida Sete de Setembro'],
  ['Recife', 'PE', '81', '51020010', 'Boa Viagem', 'Avenida Boa Viagem'],
  ['Fortaleza', 'CE', '85', '60165121', 'Meireles', 'Avenida Beira Mar'],
  ['Brasília', 'DF', '61', '70070120', 'Asa Sul', 'SBS Quadra 2'],
  ['Goiânia', 'GO', '62', '74120010', 'Setor Oeste', 'Avenida República do Líbano'],
  ['Manaus', 'AM', '92', '69005070', 'Centro', 'Avenida Eduardo Ribeiro'],
  ['Belém', 'PA', '91', '66035000', 'Nazaré', 'Avenida Nazaré'],
  ['Vitória', 'ES', '27', '29055620', 'Praia do Canto', 'Rua Aleixo Netto'],
];

export const COMPLEMENTOS = [
  '',
  '',
  '',
  'Apto 12',
  'Apto 304',
  'Bloco B, apto 51',
  'Casa 2',
  'Sala 1203',
] as const;

export const TIPOS_RELACAO = [
  'Cônjuge',
  'Filho(a)',
  'Pai',
  'Mãe',
  'Irmão(ã)',
  'Sócio(a)',
  'Assistente',
] as const;

export const OCASIOES = [
  'Aniversário de casamento',
  'Lua de mel',
  'Formatura',
  'Bodas',
  'Aniversário',
] as const;

export const OBSERVACOES = [
  'Prefere assento na janela e voos pela manhã.',
  'Viaja com frequência a trabalho; pede sempre recibo em nome da empresa.',
  'Vegetariana: avisar a companhia aérea e o hotel.',
  'Cliente desde 2019, indicou vários amigos.',
  'Só aceita hotéis com academia.',
  'Prefere contato por WhatsApp depois das 18h.',
] as const;

/** Trade names of the demo companies; the razão social is built from them. */
export const EMPRESAS_DEMO = [
  ['Horizonte Engenharia', 'Horizonte Engenharia e Construções Ltda'],
  ['Aurora Alimentos', 'Aurora Indústria de Alimentos S.A.'],
  ['Pantanal Agro', 'Pantanal Agropecuária Ltda'],
  ['Atlântico Logística', 'Atlântico Transportes e Logística Ltda'],
  ['Serra Verde Mineração', 'Mineração Serra Verde S.A.'],
  ['Ipê Consultoria', 'Ipê Consultoria Empresarial Ltda'],
  ['Araucária Tecnologia', 'Araucária Tecnologia da Informação Ltda'],
  ['Jequitibá Móveis', 'Jequitibá Indústria de Móveis Ltda'],
  ['Maré Alta Pescados', 'Maré Alta Comércio de Pescados Ltda'],
  ['Cerrado Energia', 'Cerrado Energia Renovável S.A.'],
  ['Bossa Eventos', 'Bossa Produção de Eventos Ltda'],
  ['Caravela Editora', 'Editora Caravela Ltda'],
  ['Guará Saúde', 'Guará Clínicas Integradas Ltda'],
  ['Tucano Têxtil', 'Tucano Indústria Têxtil Ltda'],
  ['Vale do Sol Vinhos', 'Vinícola Vale do Sol Ltda'],
  ['Farol Advogados', 'Farol Sociedade de Advogados'],
  ['Piracema Pesquisa', 'Piracema Pesquisa e Desenvolvimento Ltda'],
  ['Brisa Cosméticos', 'Brisa Indústria de Cosméticos Ltda'],
  ['Capivara Games', 'Capivara Jogos Digitais Ltda'],
  ['Ouro Preto Joias', 'Ouro Preto Comércio de Joias Ltda'],
  ['Mandacaru Construtora', 'Construtora Mandacaru Ltda'],
  ['Sabiá Educação', 'Sabiá Escolas e Cursos Ltda'],
  ['Jangada Turismo Receptivo', 'Jangada Receptivo Turístico Ltda'],
  ['Coqueiral Hotéis', 'Coqueiral Hotelaria S.A.'],
  ['Pinhão Farmacêutica', 'Laboratório Farmacêutico Pinhão Ltda'],
  ['Rio Claro Papéis', 'Rio Claro Indústria de Papéis Ltda'],
  ['Lagoa Azul Imóveis', 'Lagoa Azul Empreendimentos Imobiliários Ltda'],
  ['Carnaúba Química', 'Carnaúba Indústria Química S.A.'],
  ['Siriema Seguros', 'Siriema Corretora de Seguros Ltda'],
  ['Bem-te-vi Comunicação', 'Bem-te-vi Agência de Comunicação Ltda'],
  ['Aroeira Arquitetura', 'Aroeira Arquitetura e Urbanismo Ltda'],
  ['Baobá Importadora', 'Baobá Importação e Exportação Ltda'],
  ['Estrela do Norte Frigorífico', 'Frigorífico Estrela do Norte S.A.'],
  ['Paineira Contabilidade', 'Paineira Serviços Contábeis Ltda'],
  ['Maracujá Sucos', 'Maracujá Indústria de Bebidas Ltda'],
  ['Timbó Telecom', 'Timbó Telecomunicações Ltda'],
  ['Acauã Aviação Agrícola', 'Acauã Aviação Agrícola Ltda'],
  ['Veredas Cooperativa', 'Cooperativa Agroindustrial Veredas'],
  ['Catavento Energia Eólica', 'Catavento Geração Eólica S.A.'],
  ['Quero-Quero Calçados', 'Quero-Quero Indústria de Calçados Ltda'],
] as const;
