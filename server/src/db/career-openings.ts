import type { CareerTeam, Locale } from 'shared-contracts';

/*
 * The job openings a fresh database starts with (spec 2.2 /careers), written in each locale by
 * people, not machine-translated. Dates are relative to the first start, so the list looks current on a new
 * installation. One closed and one expired opening stay in the table as the hiring record and are never
 * listed (careers-repository.ts).
 */

export interface OpeningText {
  title: string;
  location: string;
  employmentType: string;
  /** 2 to 4 paragraphs. */
  description: readonly string[];
}

export interface SeedOpening {
  reference: string;
  team: CareerTeam;
  /** An https application page; absent: apply by mail to CAREERS_EMAIL. */
  applyUrl?: string;
  postedDaysAgo: number;
  /** Listed until this many days after the first start (negative: already expired). */
  closesInDays?: number;
  /** Filled and closed this many days ago. */
  closedDaysAgo?: number;
  text: Readonly<Record<Locale, OpeningText>>;
}

const FULL_TIME: Record<Locale, string> = { 'en-US': 'Full-time', 'es-US': 'Tiempo completo', 'pt-BR': 'Tempo integral' };
const PART_TIME: Record<Locale, string> = { 'en-US': 'Part-time', 'es-US': 'Medio tiempo', 'pt-BR': 'Meio período' };
const REMOTE_US: Record<Locale, string> = { 'en-US': 'Remote (US)', 'es-US': 'Remoto (EE. UU.)', 'pt-BR': 'Remoto (EUA)' };

export const SEED_OPENINGS: readonly SeedOpening[] = [
  {
    reference: 'CS-2611',
    team: 'customerService',
    postedDaysAgo: 3,
    text: {
      'en-US': {
        title: 'Customer Service Representative (Bilingual English/Spanish)',
        location: 'Dallas, TX',
        employmentType: FULL_TIME['en-US'],
        description: [
          'Our customer care team answers about 4,000 calls, chats and secure messages a week from people paying off their car. You will help them make a payment, understand their payoff amount, move a due date or get their title once the loan is paid.',
          'You will switch between English and Spanish through the day, document every conversation in our servicing system and hand off hardship cases to the specialists who can offer an extension.',
          'We train you for three paid weeks before your first call. Schedules run Monday to Saturday between 8 a.m. and 8 p.m. Central, with one weekday off when you work a Saturday. Fluency in English and Spanish is required; experience in a call center or a bank is a plus.',
        ],
      },
      'es-US': {
        title: 'Representante de servicio al cliente (bilingüe inglés/español)',
        location: 'Dallas, TX',
        employmentType: FULL_TIME['es-US'],
        description: [
          'Nuestro equipo de atención al cliente responde unas 4,000 llamadas, chats y mensajes seguros por semana de personas que están pagando su auto. Usted les ayudará a hacer un pago, entender el monto de liquidación, cambiar una fecha de vencimiento u obtener su título cuando terminen de pagar el préstamo.',
          'Durante el día alternará entre inglés y español, documentará cada conversación en nuestro sistema de administración de préstamos y pasará los casos de dificultades económicas a los especialistas que pueden ofrecer una prórroga.',
          'Le capacitamos durante tres semanas pagadas antes de su primera llamada. Los horarios son de lunes a sábado entre las 8 a. m. y las 8 p. m., hora del Centro, con un día libre entre semana cuando trabaja un sábado. Se requiere dominio del inglés y del español; la experiencia en un centro de llamadas o en un banco es una ventaja.',
        ],
      },
      'pt-BR': {
        title: 'Representante de atendimento ao cliente (bilíngue inglês/espanhol)',
        location: 'Dallas, TX',
        employmentType: FULL_TIME['pt-BR'],
        description: [
          'Nossa equipe de atendimento responde cerca de 4.000 ligações, chats e mensagens seguras por semana de pessoas que estão quitando o carro. Você vai ajudá-las a fazer um pagamento, entender o valor de quitação, mudar a data de vencimento ou receber o documento do veículo quando o financiamento terminar.',
          'Ao longo do dia você vai alternar entre inglês e espanhol, registrar cada conversa no nosso sistema de gestão de contratos e encaminhar os casos de dificuldade financeira aos especialistas que podem oferecer uma prorrogação.',
          'Você recebe três semanas de treinamento remunerado antes do primeiro atendimento. Os turnos vão de segunda a sábado, entre 8h e 20h no horário central dos EUA, com uma folga durante a semana quando você trabalha no sábado. É obrigatório ter fluência em inglês e espanhol; experiência em call center ou banco é um diferencial.',
        ],
      },
    },
  },
  {
    reference: 'CO-2607',
    team: 'collections',
    postedDaysAgo: 6,
    text: {
      'en-US': {
        title: 'Account Resolution Specialist',
        location: 'Phoenix, AZ',
        employmentType: FULL_TIME['en-US'],
        description: [
          'When a customer falls behind, an account resolution specialist is the person who calls, listens and finds a way forward: a payment plan, a due-date change or an extension that keeps the car on the road.',
          'You will work a queue of 30 to 60 days past-due accounts, follow the Fair Debt Collection Practices Act and our own conduct standards on every call, and record each promise to pay so the next colleague knows where things stand.',
          'We look for a calm voice and good judgment more than collections experience. Base pay plus a monthly bonus for resolved accounts, never for pressure. Bilingual English/Spanish candidates are especially welcome.',
        ],
      },
      'es-US': {
        title: 'Especialista en resolución de cuentas',
        location: 'Phoenix, AZ',
        employmentType: FULL_TIME['es-US'],
        description: [
          'Cuando un cliente se atrasa, el especialista en resolución de cuentas es quien llama, escucha y encuentra una salida: un plan de pagos, un cambio de fecha de vencimiento o una prórroga que le permita seguir usando su auto.',
          'Trabajará con cuentas de 30 a 60 días de atraso, cumplirá en cada llamada la Ley de Prácticas Justas en el Cobro de Deudas (FDCPA) y nuestras propias normas de conducta, y registrará cada compromiso de pago para que el siguiente compañero sepa en qué punto está la cuenta.',
          'Buscamos una voz tranquila y buen criterio más que experiencia en cobranza. Salario base más un bono mensual por cuentas resueltas, nunca por presionar. Las personas bilingües en inglés y español son especialmente bienvenidas.',
        ],
      },
      'pt-BR': {
        title: 'Especialista em regularização de contas',
        location: 'Phoenix, AZ',
        employmentType: FULL_TIME['pt-BR'],
        description: [
          'Quando um cliente atrasa as parcelas, o especialista em regularização é quem liga, escuta e encontra uma saída: um acordo de pagamento, a mudança da data de vencimento ou uma prorrogação que mantenha o carro rodando.',
          'Você vai cuidar de contas com 30 a 60 dias de atraso, seguir em cada ligação a lei americana de práticas justas de cobrança (FDCPA) e nossos próprios padrões de conduta, e registrar cada promessa de pagamento para que o próximo colega saiba em que pé a conta está.',
          'Valorizamos uma voz tranquila e bom senso mais do que experiência em cobrança. Salário fixo mais bônus mensal por contas regularizadas, nunca por pressão. Candidatos bilíngues em inglês e espanhol são especialmente bem-vindos.',
        ],
      },
    },
  },
  {
    reference: 'UW-2603',
    team: 'underwriting',
    postedDaysAgo: 9,
    text: {
      'en-US': {
        title: 'Credit Analyst',
        location: 'Dallas, TX',
        employmentType: FULL_TIME['en-US'],
        description: [
          'Dealers send us about 900 credit applications a day, many from people with thin or bruised credit. As a credit analyst you review the applications our scoring model cannot decide on its own and approve, counter or decline them, usually within 30 minutes.',
          'You will verify income and residence, read credit reports beyond the score, structure the deal (down payment, term, amount financed) so the payment fits the customer’s budget, and explain your decision to the dealer by phone when they ask.',
          'Two years of experience in auto, consumer or mortgage lending is preferred, along with comfort with numbers and a sense of fairness. Hours are Monday to Friday with one Saturday a month, when dealerships are busiest.',
        ],
      },
      'es-US': {
        title: 'Analista de crédito',
        location: 'Dallas, TX',
        employmentType: FULL_TIME['es-US'],
        description: [
          'Los concesionarios nos envían unas 900 solicitudes de crédito al día, muchas de personas con poco historial o con un historial dañado. Como analista de crédito revisará las solicitudes que nuestro modelo de puntaje no puede decidir por sí solo y las aprobará, hará una contraoferta o las rechazará, por lo general en menos de 30 minutos.',
          'Verificará ingresos y domicilio, leerá los reportes de crédito más allá del puntaje, estructurará la operación (enganche, plazo, monto financiado) para que el pago se ajuste al presupuesto del cliente y explicará su decisión al concesionario por teléfono cuando lo pida.',
          'Se prefieren dos años de experiencia en préstamos automotrices, de consumo o hipotecarios, facilidad con los números y sentido de la justicia. El horario es de lunes a viernes, más un sábado al mes, cuando los concesionarios tienen más trabajo.',
        ],
      },
      'pt-BR': {
        title: 'Analista de crédito',
        location: 'Dallas, TX',
        employmentType: FULL_TIME['pt-BR'],
        description: [
          'As concessionárias nos enviam cerca de 900 propostas de crédito por dia, muitas de pessoas com pouco histórico ou com restrições no passado. Como analista de crédito, você vai avaliar as propostas que nosso modelo de pontuação não consegue decidir sozinho e aprová-las, fazer uma contraproposta ou recusá-las, normalmente em até 30 minutos.',
          'Você vai confirmar renda e endereço, ler o relatório de crédito além da pontuação, estruturar a operação (entrada, prazo, valor financiado) para que a parcela caiba no orçamento do cliente e explicar sua decisão à concessionária por telefone quando ela pedir.',
          'Damos preferência a quem tem dois anos de experiência em crédito automotivo, pessoal ou imobiliário, facilidade com números e senso de justiça. O horário é de segunda a sexta, mais um sábado por mês, quando as concessionárias têm mais movimento.',
        ],
      },
    },
  },
  {
    reference: 'DR-2598',
    team: 'dealerRelations',
    postedDaysAgo: 12,
    text: {
      'en-US': {
        title: 'Dealer Relationship Manager, Florida West Coast',
        location: 'Tampa, FL',
        employmentType: FULL_TIME['en-US'],
        description: [
          'You will be the face of Roadbridge for about 80 independent and franchise used-car dealers between Tampa, St. Petersburg and Sarasota: visiting their lots, training their finance managers on our programs and signing up new dealers.',
          'Expect to be on the road three to four days a week with a company car allowance. In the office you will review each dealer’s funding times and contract quality with our underwriting and funding teams and solve problems before they cost a deal.',
          'Three years of experience in auto finance, dealership sales or F&I is required, as is a valid driver’s license. Base salary plus a quarterly incentive tied to funded contracts that perform.',
        ],
      },
      'es-US': {
        title: 'Gerente de relaciones con concesionarios, costa oeste de Florida',
        location: 'Tampa, FL',
        employmentType: FULL_TIME['es-US'],
        description: [
          'Será la cara de Roadbridge para unos 80 concesionarios de autos usados, independientes y de franquicia, entre Tampa, St. Petersburg y Sarasota: visitará sus lotes, capacitará a sus gerentes de financiamiento en nuestros programas e incorporará nuevos concesionarios.',
          'Pasará de tres a cuatro días por semana en la carretera, con una asignación para auto de la empresa. En la oficina revisará con nuestros equipos de evaluación de crédito y de fondeo los tiempos de fondeo y la calidad de los contratos de cada concesionario, y resolverá los problemas antes de que se pierda una venta.',
          'Se requieren tres años de experiencia en financiamiento automotriz, ventas en concesionarios o F&I, y una licencia de conducir vigente. Salario base más un incentivo trimestral ligado a los contratos fondeados que se pagan bien.',
        ],
      },
      'pt-BR': {
        title: 'Gerente de relacionamento com concessionárias, costa oeste da Flórida',
        location: 'Tampa, FL',
        employmentType: FULL_TIME['pt-BR'],
        description: [
          'Você será o rosto da Roadbridge para cerca de 80 lojas de seminovos, independentes e de rede, entre Tampa, St. Petersburg e Sarasota: vai visitar as lojas, treinar os gerentes de financiamento nos nossos programas e trazer novas concessionárias.',
          'Conte com três a quatro dias por semana na estrada, com ajuda de custo para o carro. No escritório, você vai acompanhar com as equipes de análise de crédito e de liberação os prazos de pagamento e a qualidade dos contratos de cada loja, resolvendo os problemas antes que custem uma venda.',
          'É preciso ter três anos de experiência em financiamento de veículos, vendas em concessionária ou F&I, além de carteira de motorista válida. Salário fixo mais incentivo trimestral atrelado aos contratos liberados que são pagos em dia.',
        ],
      },
    },
  },
  {
    reference: 'TE-2604',
    team: 'technology',
    applyUrl: 'https://careers.roadbridgeauto.example/jobs/TE-2604',
    postedDaysAgo: 15,
    text: {
      'en-US': {
        title: 'Senior Software Engineer, Customer Portal',
        location: REMOTE_US['en-US'],
        employmentType: FULL_TIME['en-US'],
        description: [
          'About 180,000 customers use our web site to see their loan, pay and talk to us. You will join the five-person team that builds it: a React front end split into independently deployed parts, a TypeScript API and the integrations with our loan servicing system and payment processor.',
          'We care about pages that load fast on an old phone, work with a screen reader and read well in English, Spanish and Portuguese. You will ship small changes daily, review your colleagues’ code and take your turn on call one week in six.',
          'Five or more years of building web applications in TypeScript or a similar language, and experience with relational databases, are required. Payments or financial services experience is a plus. Fully remote within the United States, with a team week in Dallas twice a year.',
        ],
      },
      'es-US': {
        title: 'Ingeniero(a) de software sénior, portal de clientes',
        location: REMOTE_US['es-US'],
        employmentType: FULL_TIME['es-US'],
        description: [
          'Unos 180,000 clientes usan nuestro sitio web para ver su préstamo, pagar y comunicarse con nosotros. Se unirá al equipo de cinco personas que lo desarrolla: un front end en React dividido en partes que se publican por separado, una API en TypeScript y las integraciones con nuestro sistema de administración de préstamos y nuestro procesador de pagos.',
          'Nos importa que las páginas carguen rápido en un teléfono viejo, funcionen con un lector de pantalla y se lean bien en inglés, español y portugués. Publicará cambios pequeños a diario, revisará el código de sus compañeros y hará guardia una semana de cada seis.',
          'Se requieren cinco años o más desarrollando aplicaciones web en TypeScript o un lenguaje similar, y experiencia con bases de datos relacionales. La experiencia en pagos o servicios financieros es una ventaja. Trabajo totalmente remoto dentro de los Estados Unidos, con una semana de equipo en Dallas dos veces al año.',
        ],
      },
      'pt-BR': {
        title: 'Engenheiro(a) de software sênior, portal do cliente',
        location: REMOTE_US['pt-BR'],
        employmentType: FULL_TIME['pt-BR'],
        description: [
          'Cerca de 180 mil clientes usam nosso site para ver o financiamento, pagar e falar com a gente. Você vai entrar no time de cinco pessoas que o constrói: um front-end em React dividido em partes publicadas de forma independente, uma API em TypeScript e as integrações com o nosso sistema de gestão de contratos e o processador de pagamentos.',
          'Fazemos questão de páginas que carreguem rápido num celular antigo, funcionem com leitor de tela e sejam bem escritas em inglês, espanhol e português. Você vai publicar pequenas mudanças todos os dias, revisar o código dos colegas e fazer plantão uma semana a cada seis.',
          'Exigimos cinco anos ou mais desenvolvendo aplicações web em TypeScript ou linguagem parecida e experiência com bancos de dados relacionais. Experiência com pagamentos ou serviços financeiros é um diferencial. Trabalho totalmente remoto dentro dos Estados Unidos, com uma semana de encontro do time em Dallas duas vezes por ano.',
        ],
      },
    },
  },
  {
    reference: 'OP-2595',
    team: 'operations',
    postedDaysAgo: 20,
    text: {
      'en-US': {
        title: 'Title and Lien Specialist',
        location: 'Phoenix, AZ',
        employmentType: FULL_TIME['en-US'],
        description: [
          'Every loan we make is secured by a vehicle title, and every paid-off customer is waiting for theirs. You will record our lien with state motor vehicle agencies, chase missing titles from dealers and release liens promptly when a loan is paid in full.',
          'The work is detailed: you will handle paper and electronic titles from more than 30 states, keep our title inventory reconciled and answer customers and dealers who ask where a title is.',
          'One year of experience in a dealership title office, a tag agency or a lender’s collateral department is preferred. Monday to Friday, 8 a.m. to 5 p.m.',
        ],
      },
      'es-US': {
        title: 'Especialista en títulos y gravámenes',
        location: 'Phoenix, AZ',
        employmentType: FULL_TIME['es-US'],
        description: [
          'Cada préstamo que otorgamos está garantizado por el título de un vehículo, y cada cliente que termina de pagar espera recibir el suyo. Usted registrará nuestro gravamen ante las agencias estatales de vehículos, reclamará a los concesionarios los títulos que falten y liberará los gravámenes a tiempo cuando un préstamo se pague por completo.',
          'Es un trabajo de detalle: manejará títulos en papel y electrónicos de más de 30 estados, mantendrá conciliado nuestro inventario de títulos y atenderá a clientes y concesionarios que pregunten dónde está un título.',
          'Se prefiere un año de experiencia en la oficina de títulos de un concesionario, una agencia de placas o el departamento de garantías de un prestamista. De lunes a viernes, de 8 a. m. a 5 p. m.',
        ],
      },
      'pt-BR': {
        title: 'Especialista em documentação e gravames',
        location: 'Phoenix, AZ',
        employmentType: FULL_TIME['pt-BR'],
        description: [
          'Todo financiamento que concedemos tem o documento do veículo como garantia, e todo cliente que quita o contrato espera receber o seu. Você vai registrar nosso gravame nos órgãos estaduais de trânsito, cobrar das concessionárias os documentos que faltam e dar baixa nos gravames assim que um contrato for quitado.',
          'É um trabalho minucioso: você vai lidar com documentos em papel e eletrônicos de mais de 30 estados, manter nosso controle de documentos conciliado e atender clientes e concessionárias que perguntam onde está um documento.',
          'Damos preferência a quem tem um ano de experiência no setor de documentação de uma concessionária, num despachante ou na área de garantias de uma financeira. De segunda a sexta, das 8h às 17h.',
        ],
      },
    },
  },
  {
    reference: 'CS-2590',
    team: 'customerService',
    postedDaysAgo: 24,
    text: {
      'en-US': {
        title: 'Customer Service Representative, Evenings (Bilingual English/Portuguese)',
        location: 'Tampa, FL',
        employmentType: PART_TIME['en-US'],
        description: [
          'Many of our customers in Florida and Massachusetts speak Portuguese at home, and they often call after work. On this evening shift you will answer their calls and secure messages about payments, payoffs and due dates, in Portuguese or in English.',
          'The shift runs Monday to Thursday from 4 p.m. to 9 p.m. Eastern, 20 hours a week, with paid training during the day for the first two weeks. Part-time colleagues accrue paid time off and can move to full time when a position opens.',
        ],
      },
      'es-US': {
        title: 'Representante de servicio al cliente, turno de tarde-noche (bilingüe inglés/portugués)',
        location: 'Tampa, FL',
        employmentType: PART_TIME['es-US'],
        description: [
          'Muchos de nuestros clientes en Florida y Massachusetts hablan portugués en casa, y suelen llamar después del trabajo. En este turno de tarde-noche atenderá sus llamadas y mensajes seguros sobre pagos, liquidaciones y fechas de vencimiento, en portugués o en inglés.',
          'El turno es de lunes a jueves de 4 p. m. a 9 p. m., hora del Este, 20 horas por semana, con capacitación pagada durante el día las dos primeras semanas. El personal de medio tiempo acumula días libres pagados y puede pasar a tiempo completo cuando se abre una vacante.',
        ],
      },
      'pt-BR': {
        title: 'Representante de atendimento ao cliente, turno da noite (bilíngue inglês/português)',
        location: 'Tampa, FL',
        employmentType: PART_TIME['pt-BR'],
        description: [
          'Muitos dos nossos clientes na Flórida e em Massachusetts falam português em casa e costumam ligar depois do trabalho. Neste turno da noite você vai atender as ligações e mensagens seguras deles sobre pagamentos, quitação e datas de vencimento, em português ou em inglês.',
          'O turno vai de segunda a quinta, das 16h às 21h no horário da costa leste, 20 horas por semana, com treinamento remunerado durante o dia nas duas primeiras semanas. Quem trabalha meio período acumula folgas remuneradas e pode passar para tempo integral quando abrir uma vaga.',
        ],
      },
    },
  },
  {
    reference: 'TE-2588',
    team: 'technology',
    postedDaysAgo: 31,
    text: {
      'en-US': {
        title: 'Information Security Analyst',
        location: REMOTE_US['en-US'],
        employmentType: FULL_TIME['en-US'],
        description: [
          'We hold the financial and personal data of hundreds of thousands of borrowers, and we intend to deserve their trust. You will monitor our systems for threats, triage alerts, run our phishing exercises and lead the response when something looks wrong.',
          'You will also review new vendors and changes to our customer-facing applications, keep our controls mapped to the GLBA Safeguards Rule and PCI DSS, and help engineers fix what you find rather than just reporting it.',
          'Three years in security operations or a related role and a certification such as Security+, GCIH or CISSP are preferred. Fully remote within the United States; the on-call rotation is shared by four analysts.',
        ],
      },
      'es-US': {
        title: 'Analista de seguridad de la información',
        location: REMOTE_US['es-US'],
        employmentType: FULL_TIME['es-US'],
        description: [
          'Guardamos los datos financieros y personales de cientos de miles de prestatarios, y queremos merecer su confianza. Usted vigilará nuestros sistemas en busca de amenazas, clasificará las alertas, realizará nuestros simulacros de phishing y dirigirá la respuesta cuando algo no se vea bien.',
          'También evaluará a los nuevos proveedores y los cambios en nuestras aplicaciones para clientes, mantendrá nuestros controles alineados con la Regla de Salvaguardas de la ley GLBA y con PCI DSS, y ayudará a los ingenieros a corregir lo que encuentre, en lugar de solo reportarlo.',
          'Se prefieren tres años en operaciones de seguridad o en un puesto similar y una certificación como Security+, GCIH o CISSP. Trabajo totalmente remoto dentro de los Estados Unidos; las guardias se reparten entre cuatro analistas.',
        ],
      },
      'pt-BR': {
        title: 'Analista de segurança da informação',
        location: REMOTE_US['pt-BR'],
        employmentType: FULL_TIME['pt-BR'],
        description: [
          'Guardamos os dados financeiros e pessoais de centenas de milhares de clientes e queremos merecer essa confiança. Você vai monitorar nossos sistemas em busca de ameaças, fazer a triagem dos alertas, conduzir nossas simulações de phishing e liderar a resposta quando algo parecer errado.',
          'Você também vai avaliar novos fornecedores e as mudanças nas nossas aplicações voltadas ao cliente, manter nossos controles alinhados à regra de salvaguardas da GLBA e ao PCI DSS e ajudar os engenheiros a corrigir o que encontrar, em vez de apenas relatar.',
          'Damos preferência a quem tem três anos em operações de segurança ou função parecida e uma certificação como Security+, GCIH ou CISSP. Trabalho totalmente remoto dentro dos Estados Unidos; o plantão é dividido entre quatro analistas.',
        ],
      },
    },
  },
  {
    // Filled: stays in the table, never listed.
    reference: 'CO-2541',
    team: 'collections',
    postedDaysAgo: 75,
    closedDaysAgo: 18,
    text: {
      'en-US': {
        title: 'Collections Team Lead',
        location: 'Phoenix, AZ',
        employmentType: FULL_TIME['en-US'],
        description: [
          'Lead a team of ten account resolution specialists: coach them on calls, review their accounts weekly and keep our collection practices fair and compliant.',
          'Two years of collections experience, one of them leading people, are required.',
        ],
      },
      'es-US': {
        title: 'Líder de equipo de cobranza',
        location: 'Phoenix, AZ',
        employmentType: FULL_TIME['es-US'],
        description: [
          'Dirija un equipo de diez especialistas en resolución de cuentas: acompáñelos en sus llamadas, revise sus cuentas cada semana y mantenga nuestras prácticas de cobranza justas y conformes a la ley.',
          'Se requieren dos años de experiencia en cobranza, uno de ellos dirigiendo personas.',
        ],
      },
      'pt-BR': {
        title: 'Líder de equipe de cobrança',
        location: 'Phoenix, AZ',
        employmentType: FULL_TIME['pt-BR'],
        description: [
          'Lidere uma equipe de dez especialistas em regularização de contas: acompanhe as ligações, revise as contas toda semana e mantenha nossas práticas de cobrança justas e dentro da lei.',
          'É preciso ter dois anos de experiência em cobrança, sendo um deles liderando pessoas.',
        ],
      },
    },
  },
  {
    // Its listing period ended: stays in the table, never listed.
    reference: 'DR-2550',
    team: 'dealerRelations',
    postedDaysAgo: 96,
    closesInDays: -6,
    text: {
      'en-US': {
        title: 'Dealer Relationship Manager, Phoenix Metro',
        location: 'Phoenix, AZ',
        employmentType: FULL_TIME['en-US'],
        description: [
          'Visit and grow a territory of about 70 used-car dealers across the Phoenix metro area, train their finance managers and sign up new dealers.',
          'Three years of experience in auto finance or dealership sales and a valid driver’s license are required.',
        ],
      },
      'es-US': {
        title: 'Gerente de relaciones con concesionarios, área metropolitana de Phoenix',
        location: 'Phoenix, AZ',
        employmentType: FULL_TIME['es-US'],
        description: [
          'Visite y haga crecer un territorio de unos 70 concesionarios de autos usados en el área metropolitana de Phoenix, capacite a sus gerentes de financiamiento e incorpore nuevos concesionarios.',
          'Se requieren tres años de experiencia en financiamiento automotriz o ventas en concesionarios y una licencia de conducir vigente.',
        ],
      },
      'pt-BR': {
        title: 'Gerente de relacionamento com concessionárias, região metropolitana de Phoenix',
        location: 'Phoenix, AZ',
        employmentType: FULL_TIME['pt-BR'],
        description: [
          'Visite e faça crescer uma carteira de cerca de 70 lojas de seminovos na região metropolitana de Phoenix, treine os gerentes de financiamento e traga novas concessionárias.',
          'É preciso ter três anos de experiência em financiamento de veículos ou vendas em concessionária e carteira de motorista válida.',
        ],
      },
    },
  },
];
