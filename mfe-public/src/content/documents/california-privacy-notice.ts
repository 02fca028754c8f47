import { COMPANY_NAME, PRIVACY_EMAIL, SUPPORT_PHONE } from './contact';
import type { LocalizedDocument } from './types';

/**
 * The notice at collection and privacy policy for California residents required by the California
 * Consumer Privacy Act as amended by the California Privacy Rights Act (Cal. Civ. Code § 1798.100 ff.).
 */
const UPDATED = '2026-11-16';

export const CALIFORNIA_PRIVACY_NOTICE: LocalizedDocument = {
  'en-US': {
    title: 'California Privacy Notice',
    updated: UPDATED,
    intro: `This notice supplements our Privacy Notice and applies only to people who live in California. It explains what personal information ${COMPANY_NAME} collects, why we collect it, who we disclose it to, and the rights you have under the California Consumer Privacy Act, as amended by the California Privacy Rights Act (together, the “CCPA”).`,
    sections: [
      {
        heading: 'Who this notice covers',
        paragraphs: [
          'This notice applies to California residents whose personal information we collect, including people who visit our web site, apply for financing through a dealer, have or had a loan with us, co-sign a loan, or contact us. It covers the personal information we collected in the last 12 months and what we will collect going forward.',
          'Our employees, job applicants and contractors in California receive a separate notice about the information we collect in that relationship.',
        ],
      },
      {
        heading: 'Information covered by other privacy laws',
        paragraphs: [
          'Much of the personal information we collect about people who apply for or have an auto loan is covered by the federal Gramm-Leach-Bliley Act (GLBA) and the California Financial Information Privacy Act. The CCPA does not apply to that information; our Privacy Notice explains how we handle it and how you can limit sharing.',
          'The CCPA does apply to other personal information, such as information we collect when you browse our web site, call us before you apply, or are a dealer contact. When we answer a request, we will tell you if some of your information is exempt and why.',
        ],
      },
      {
        heading: 'Personal information we collect',
        paragraphs: [
          'In the last 12 months we have collected the following categories of personal information. We collect only what we need for the purposes described in this notice.',
        ],
        table: {
          columns: ['Category', 'Examples', 'Disclosed for a business purpose to'],
          rows: [
            [
              'Identifiers',
              'Name, postal address, e-mail address, telephone number, account number, IP address, online identifiers, Social Security number, driver’s license number',
              'Service providers, the dealer that arranged your contract, credit bureaus, government agencies when the law requires',
            ],
            [
              'Personal records (Cal. Civ. Code § 1798.80(e))',
              'Signature, bank account number for payments, insurance information, employment and income',
              'Service providers, your insurance company, credit bureaus',
            ],
            [
              'Characteristics protected by law',
              'Age and date of birth, marital status, military or veteran status (so we can apply the protections of the Servicemembers Civil Relief Act)',
              'Service providers, government agencies when the law requires',
            ],
            [
              'Commercial information',
              'The vehicle you bought, the terms of your loan, payment history, records of your calls and messages with us',
              'Service providers, the dealer that arranged your contract, credit bureaus, companies that buy or hold our loans',
            ],
            [
              'Internet or other electronic network activity',
              'Pages you visit on our site, device and browser type, log-in times, security events',
              'Service providers that host, secure and analyze our web site',
            ],
            ['Geolocation data', 'Approximate location derived from your IP address; the location of the vehicle if you ask us to help find it after a theft', 'Service providers, law enforcement at your request'],
            ['Audio and electronic information', 'Recordings of calls with customer support, kept for quality and training', 'Service providers'],
            ['Professional or employment information', 'Employer, job title, length of employment, income', 'Service providers, credit bureaus'],
            [
              'Sensitive personal information',
              'Social Security number, driver’s license number, bank account number, online account user name and password',
              'Service providers, only to verify your identity, service your loan and prevent fraud',
            ],
          ],
        },
      },
      {
        heading: 'Where we get personal information',
        paragraphs: ['We collect personal information from these sources:'],
        bullets: [
          'You, when you fill out a form, apply for financing, make a payment, call us or send us a message',
          'The dealer where you bought your vehicle and that sent us your credit application and contract',
          'Credit bureaus and companies that help us verify your identity and prevent fraud',
          'Your browser or device, when you visit our web site or use your online account',
          'Public records, such as vehicle title and registration records',
          'Service providers that help us service your loan, such as payment processors and insurance tracking companies',
        ],
      },
      {
        heading: 'Why we collect and use personal information',
        paragraphs: ['We collect, use and disclose personal information for these business purposes:'],
        bullets: [
          'To review credit applications, make loans and buy retail installment contracts from dealers',
          'To service your loan, including processing payments, sending statements and notices, and answering your questions',
          'To verify your identity, keep your account secure and detect and prevent fraud',
          'To operate, maintain and improve our web site and online account',
          'To comply with the law, respond to government requests and protect our legal rights',
          'To tell you about our own products and services, if you have not asked us to stop',
        ],
      },
      {
        heading: 'We do not sell or share your personal information',
        paragraphs: [
          'We do not sell personal information, and we do not share it for cross-context behavioral advertising. We have not done so in the last 12 months. We do not knowingly sell or share the personal information of anyone under 16 years old.',
          'Because we do not sell or share personal information, there is nothing to opt out of. If your browser sends an opt-out preference signal, such as Global Privacy Control, we honor it as a request to opt out.',
          'We use and disclose sensitive personal information only for purposes the CCPA allows, such as servicing your loan, verifying your identity and preventing fraud. We do not use it to infer characteristics about you.',
        ],
      },
      {
        heading: 'How long we keep personal information',
        paragraphs: [
          'We keep loan records for as long as your loan is open and for seven years after it is paid off or closed, because federal and state laws require us to keep them. We keep call recordings for two years and web site activity logs for one year, unless we need them longer for a legal claim or a fraud investigation. When we no longer need information, we delete it or make it anonymous.',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: ['If you live in California, you have these rights, with some exceptions the law allows:'],
        bullets: [
          'Right to know: you can ask what personal information we collected about you, where it came from, why we collected it, who we disclosed it to, and for a copy of the specific pieces of information.',
          'Right to delete: you can ask us to delete personal information we collected from you. We may keep information the law requires us to keep or that we need to service your loan.',
          'Right to correct: you can ask us to correct personal information about you that is inaccurate.',
          'Right to opt out of sale or sharing: you can tell us not to sell or share your personal information. We do not sell or share it.',
          'Right to limit the use of sensitive personal information: we already use it only for the purposes the law allows.',
          'Right to non-discrimination: we will not treat you differently because you used these rights.',
        ],
      },
      {
        heading: 'How to submit a request',
        paragraphs: [
          `Call us toll-free at ${SUPPORT_PHONE}, or e-mail ${PRIVACY_EMAIL} with the subject “California privacy request”. Tell us which right you want to use.`,
          'To protect you, we must verify your identity before we act on a request. We will ask you to confirm information we already have, such as your name, address, date of birth and the last four digits of your account number. We use this information only to verify your request. For a request for specific pieces of information, we need a higher degree of certainty and may ask for more.',
          'We will confirm that we received your request within 10 business days and answer within 45 calendar days. If we need more time, we will tell you why and answer within another 45 days. There is no charge for a request.',
        ],
      },
      {
        heading: 'Authorized agents',
        paragraphs: [
          'You can ask someone else, called an authorized agent, to make a request for you. We will ask the agent for your signed permission, and we may ask you to verify your own identity directly with us or to confirm that you gave the agent permission. We do not need this if the agent has a power of attorney under California Probate Code sections 4121 to 4130.',
        ],
      },
      {
        heading: 'Non-discrimination',
        paragraphs: [
          'We will not deny you credit, charge you a different rate or fee, give you a different level of service, or otherwise treat you differently because you used your privacy rights. Deleting some information may, however, mean that we cannot offer a feature that depends on it, such as saved payment accounts in your online account.',
        ],
      },
      {
        heading: 'Changes to this notice',
        paragraphs: [
          'We review this notice at least once a year. If we change it, we will post the new version on our web site with a new “Last updated” date.',
        ],
      },
      {
        heading: 'Contact us',
        paragraphs: [
          `If you have questions about this notice or our privacy practices, call ${SUPPORT_PHONE} or e-mail ${PRIVACY_EMAIL}. If you have a disability and need this notice in another format, call us and we will provide it.`,
        ],
      },
    ],
  },

  'es-US': {
    title: 'Aviso de privacidad de California',
    updated: UPDATED,
    translationNote:
      'Esta es una traducción de cortesía. Si hay alguna diferencia entre esta traducción y la versión en inglés, prevalecerá la versión en inglés.',
    intro: `Este aviso complementa nuestro Aviso de privacidad y se aplica solamente a las personas que viven en California. Explica qué información personal recopila ${COMPANY_NAME}, por qué la recopilamos, a quién la divulgamos y los derechos que usted tiene conforme a la Ley de Privacidad del Consumidor de California, modificada por la Ley de Derechos de Privacidad de California (en conjunto, la “CCPA”).`,
    sections: [
      {
        heading: 'A quién se aplica este aviso',
        paragraphs: [
          'Este aviso se aplica a los residentes de California cuya información personal recopilamos, incluidas las personas que visitan nuestro sitio web, solicitan financiamiento a través de un concesionario, tienen o tuvieron un préstamo con nosotros, son codeudores de un préstamo o se comunican con nosotros. Abarca la información personal que recopilamos en los últimos 12 meses y la que recopilaremos en adelante.',
          'Nuestros empleados, solicitantes de empleo y contratistas en California reciben un aviso aparte sobre la información que recopilamos en esa relación.',
        ],
      },
      {
        heading: 'Información protegida por otras leyes de privacidad',
        paragraphs: [
          'Gran parte de la información personal que recopilamos sobre las personas que solicitan o tienen un préstamo de auto está protegida por la ley federal Gramm-Leach-Bliley (GLBA) y por la Ley de Privacidad de la Información Financiera de California. La CCPA no se aplica a esa información; nuestro Aviso de privacidad explica cómo la tratamos y cómo puede limitar el intercambio de información.',
          'La CCPA sí se aplica a otra información personal, como la que recopilamos cuando usted navega por nuestro sitio web, nos llama antes de presentar una solicitud o es un contacto de un concesionario. Cuando respondamos a una solicitud, le diremos si parte de su información está exenta y por qué.',
        ],
      },
      {
        heading: 'Información personal que recopilamos',
        paragraphs: [
          'En los últimos 12 meses hemos recopilado las siguientes categorías de información personal. Solo recopilamos lo que necesitamos para los fines descritos en este aviso.',
        ],
        table: {
          columns: ['Categoría', 'Ejemplos', 'Se divulga con fines comerciales a'],
          rows: [
            [
              'Identificadores',
              'Nombre, dirección postal, dirección de correo electrónico, número de teléfono, número de cuenta, dirección IP, identificadores en línea, número de Seguro Social, número de licencia de conducir',
              'Proveedores de servicios, el concesionario que tramitó su contrato, agencias de crédito, agencias del gobierno cuando la ley lo exige',
            ],
            [
              'Registros personales (Código Civil de California, § 1798.80(e))',
              'Firma, número de cuenta bancaria para pagos, información del seguro, empleo e ingresos',
              'Proveedores de servicios, su compañía de seguros, agencias de crédito',
            ],
            [
              'Características protegidas por la ley',
              'Edad y fecha de nacimiento, estado civil, condición de militar o de veterano (para aplicar las protecciones de la Ley de Alivio Civil para Miembros del Servicio)',
              'Proveedores de servicios, agencias del gobierno cuando la ley lo exige',
            ],
            [
              'Información comercial',
              'El vehículo que compró, las condiciones de su préstamo, el historial de pagos, los registros de sus llamadas y mensajes con nosotros',
              'Proveedores de servicios, el concesionario que tramitó su contrato, agencias de crédito, compañías que compran o son propietarias de nuestros préstamos',
            ],
            [
              'Actividad en internet u otras redes electrónicas',
              'Páginas que visita en nuestro sitio, tipo de dispositivo y de navegador, horarios de inicio de sesión, eventos de seguridad',
              'Proveedores de servicios que alojan, protegen y analizan nuestro sitio web',
            ],
            [
              'Datos de geolocalización',
              'Ubicación aproximada obtenida de su dirección IP; la ubicación del vehículo si nos pide ayuda para encontrarlo después de un robo',
              'Proveedores de servicios, autoridades policiales a petición suya',
            ],
            ['Información de audio y electrónica', 'Grabaciones de llamadas con atención al cliente, que se conservan para fines de calidad y capacitación', 'Proveedores de servicios'],
            ['Información profesional o laboral', 'Empleador, puesto, antigüedad en el empleo, ingresos', 'Proveedores de servicios, agencias de crédito'],
            [
              'Información personal confidencial',
              'Número de Seguro Social, número de licencia de conducir, número de cuenta bancaria, nombre de usuario y contraseña de la cuenta en línea',
              'Proveedores de servicios, solo para verificar su identidad, administrar su préstamo y prevenir el fraude',
            ],
          ],
        },
      },
      {
        heading: 'De dónde obtenemos la información personal',
        paragraphs: ['Recopilamos información personal de estas fuentes:'],
        bullets: [
          'Usted, cuando llena un formulario, solicita financiamiento, hace un pago, nos llama o nos envía un mensaje',
          'El concesionario donde compró su vehículo y que nos envió su solicitud de crédito y su contrato',
          'Las agencias de crédito y las compañías que nos ayudan a verificar su identidad y a prevenir el fraude',
          'Su navegador o dispositivo, cuando visita nuestro sitio web o usa su cuenta en línea',
          'Registros públicos, como los registros de título y de matrícula de vehículos',
          'Proveedores de servicios que nos ayudan a administrar su préstamo, como procesadores de pagos y compañías de seguimiento de seguros',
        ],
      },
      {
        heading: 'Por qué recopilamos y usamos la información personal',
        paragraphs: ['Recopilamos, usamos y divulgamos información personal para estos fines comerciales:'],
        bullets: [
          'Para evaluar solicitudes de crédito, otorgar préstamos y comprar contratos de venta a plazos a los concesionarios',
          'Para administrar su préstamo, lo que incluye procesar pagos, enviar estados de cuenta y avisos, y responder a sus preguntas',
          'Para verificar su identidad, mantener segura su cuenta y detectar y prevenir el fraude',
          'Para operar, mantener y mejorar nuestro sitio web y su cuenta en línea',
          'Para cumplir con la ley, responder a solicitudes del gobierno y proteger nuestros derechos legales',
          'Para informarle sobre nuestros propios productos y servicios, si no nos ha pedido que dejemos de hacerlo',
        ],
      },
      {
        heading: 'No vendemos ni compartimos su información personal',
        paragraphs: [
          'No vendemos información personal ni la compartimos para publicidad conductual en distintos contextos. No lo hemos hecho en los últimos 12 meses. No vendemos ni compartimos a sabiendas la información personal de menores de 16 años.',
          'Como no vendemos ni compartimos información personal, no hay nada de lo que deba excluirse. Si su navegador envía una señal de preferencia de exclusión, como Global Privacy Control, la respetamos como una solicitud de exclusión.',
          'Usamos y divulgamos la información personal confidencial solo para los fines que permite la CCPA, como administrar su préstamo, verificar su identidad y prevenir el fraude. No la usamos para deducir características sobre usted.',
        ],
      },
      {
        heading: 'Cuánto tiempo conservamos la información personal',
        paragraphs: [
          'Conservamos los registros del préstamo mientras su préstamo esté abierto y durante siete años después de que se pague o se cierre, porque las leyes federales y estatales nos exigen conservarlos. Conservamos las grabaciones de llamadas durante dos años y los registros de actividad del sitio web durante un año, salvo que los necesitemos por más tiempo para un reclamo legal o una investigación de fraude. Cuando ya no necesitamos la información, la eliminamos o la hacemos anónima.',
        ],
      },
      {
        heading: 'Sus derechos',
        paragraphs: ['Si usted vive en California, tiene estos derechos, con algunas excepciones que permite la ley:'],
        bullets: [
          'Derecho a saber: puede preguntarnos qué información personal recopilamos sobre usted, de dónde la obtuvimos, por qué la recopilamos, a quién la divulgamos, y pedir una copia de los datos específicos.',
          'Derecho a eliminar: puede pedirnos que eliminemos la información personal que recopilamos de usted. Podemos conservar la información que la ley nos exige conservar o que necesitamos para administrar su préstamo.',
          'Derecho a corregir: puede pedirnos que corrijamos la información personal sobre usted que no sea exacta.',
          'Derecho a excluirse de la venta o del intercambio: puede indicarnos que no vendamos ni compartamos su información personal. Nosotros no la vendemos ni la compartimos.',
          'Derecho a limitar el uso de la información personal confidencial: ya la usamos solo para los fines que permite la ley.',
          'Derecho a no ser discriminado: no le trataremos de manera diferente por haber ejercido estos derechos.',
        ],
      },
      {
        heading: 'Cómo presentar una solicitud',
        paragraphs: [
          `Llámenos gratis al ${SUPPORT_PHONE} o escriba a ${PRIVACY_EMAIL} con el asunto “Solicitud de privacidad de California”. Díganos qué derecho desea ejercer.`,
          'Para protegerle, debemos verificar su identidad antes de atender una solicitud. Le pediremos que confirme información que ya tenemos, como su nombre, dirección, fecha de nacimiento y los últimos cuatro dígitos de su número de cuenta. Usamos esta información solo para verificar su solicitud. Para una solicitud de datos específicos, necesitamos un mayor grado de certeza y podemos pedirle más información.',
          'Le confirmaremos que recibimos su solicitud dentro de 10 días hábiles y le responderemos dentro de 45 días calendario. Si necesitamos más tiempo, le diremos por qué y le responderemos dentro de otros 45 días. Las solicitudes no tienen ningún costo.',
        ],
      },
      {
        heading: 'Agentes autorizados',
        paragraphs: [
          'Usted puede pedirle a otra persona, llamada agente autorizado, que presente una solicitud en su nombre. Le pediremos al agente su permiso firmado, y podemos pedirle a usted que verifique su identidad directamente con nosotros o que confirme que le dio permiso al agente. No necesitamos esto si el agente tiene un poder notarial conforme a las secciones 4121 a 4130 del Código Testamentario de California.',
        ],
      },
      {
        heading: 'No discriminación',
        paragraphs: [
          'No le negaremos crédito, no le cobraremos una tasa ni un cargo diferente, no le daremos un nivel de servicio diferente ni le trataremos de otra manera diferente por haber ejercido sus derechos de privacidad. Sin embargo, eliminar cierta información puede impedirnos ofrecerle una función que depende de ella, como las cuentas de pago guardadas en su cuenta en línea.',
        ],
      },
      {
        heading: 'Cambios a este aviso',
        paragraphs: [
          'Revisamos este aviso al menos una vez al año. Si lo cambiamos, publicaremos la nueva versión en nuestro sitio web con una nueva fecha de “Última actualización”.',
        ],
      },
      {
        heading: 'Comuníquese con nosotros',
        paragraphs: [
          `Si tiene preguntas sobre este aviso o sobre nuestras prácticas de privacidad, llame al ${SUPPORT_PHONE} o escriba a ${PRIVACY_EMAIL}. Si tiene una discapacidad y necesita este aviso en otro formato, llámenos y se lo proporcionaremos.`,
        ],
      },
    ],
  },

  'pt-BR': {
    title: 'Aviso de privacidade da Califórnia',
    updated: UPDATED,
    translationNote:
      'Esta é uma tradução de cortesia. Em caso de divergência entre esta tradução e a versão em inglês, prevalece a versão em inglês.',
    intro: `Este aviso complementa o nosso Aviso de privacidade e se aplica somente a pessoas que moram na Califórnia. Ele explica quais informações pessoais a ${COMPANY_NAME} coleta, por que as coletamos, a quem as divulgamos e os direitos que você tem de acordo com a Lei de Privacidade do Consumidor da Califórnia, alterada pela Lei de Direitos de Privacidade da Califórnia (em conjunto, a “CCPA”).`,
    sections: [
      {
        heading: 'A quem este aviso se aplica',
        paragraphs: [
          'Este aviso se aplica a residentes da Califórnia cujas informações pessoais coletamos, incluindo pessoas que visitam o nosso site, solicitam financiamento por meio de um revendedor, têm ou tiveram um financiamento conosco, são coobrigadas em um financiamento ou entram em contato conosco. Ele abrange as informações pessoais que coletamos nos últimos 12 meses e as que coletaremos daqui em diante.',
          'Os nossos funcionários, candidatos a emprego e prestadores de serviços na Califórnia recebem um aviso separado sobre as informações que coletamos nessa relação.',
        ],
      },
      {
        heading: 'Informações protegidas por outras leis de privacidade',
        paragraphs: [
          'Grande parte das informações pessoais que coletamos sobre pessoas que solicitam ou têm um financiamento de veículo é protegida pela lei federal Gramm-Leach-Bliley (GLBA) e pela Lei de Privacidade de Informações Financeiras da Califórnia. A CCPA não se aplica a essas informações; o nosso Aviso de privacidade explica como as tratamos e como você pode limitar o compartilhamento.',
          'A CCPA se aplica a outras informações pessoais, como as que coletamos quando você navega pelo nosso site, nos liga antes de fazer uma solicitação ou é um contato de um revendedor. Ao responder a um pedido, informaremos se alguma das suas informações está isenta e por quê.',
        ],
      },
      {
        heading: 'Informações pessoais que coletamos',
        paragraphs: [
          'Nos últimos 12 meses, coletamos as categorias de informações pessoais abaixo. Coletamos somente o necessário para as finalidades descritas neste aviso.',
        ],
        table: {
          columns: ['Categoria', 'Exemplos', 'Divulgadas para fins comerciais a'],
          rows: [
            [
              'Identificadores',
              'Nome, endereço postal, endereço de e-mail, número de telefone, número da conta, endereço IP, identificadores on-line, número do Seguro Social, número da carteira de motorista',
              'Prestadores de serviços, o revendedor que intermediou o seu contrato, agências de crédito, órgãos do governo quando a lei exigir',
            ],
            [
              'Registros pessoais (Código Civil da Califórnia, § 1798.80(e))',
              'Assinatura, número da conta bancária para pagamentos, informações do seguro, emprego e renda',
              'Prestadores de serviços, a sua seguradora, agências de crédito',
            ],
            [
              'Características protegidas por lei',
              'Idade e data de nascimento, estado civil, condição de militar ou veterano (para aplicar as proteções da Lei de Proteção Civil aos Militares)',
              'Prestadores de serviços, órgãos do governo quando a lei exigir',
            ],
            [
              'Informações comerciais',
              'O veículo que você comprou, as condições do seu financiamento, o histórico de pagamentos, os registros das suas ligações e mensagens conosco',
              'Prestadores de serviços, o revendedor que intermediou o seu contrato, agências de crédito, empresas que compram ou são titulares dos nossos financiamentos',
            ],
            [
              'Atividade na internet ou em outras redes eletrônicas',
              'Páginas que você visita no nosso site, tipo de dispositivo e de navegador, horários de login, eventos de segurança',
              'Prestadores de serviços que hospedam, protegem e analisam o nosso site',
            ],
            [
              'Dados de geolocalização',
              'Localização aproximada obtida pelo seu endereço IP; a localização do veículo se você nos pedir ajuda para encontrá-lo após um roubo',
              'Prestadores de serviços, autoridades policiais a seu pedido',
            ],
            ['Informações de áudio e eletrônicas', 'Gravações de ligações com o atendimento ao cliente, mantidas para fins de qualidade e treinamento', 'Prestadores de serviços'],
            ['Informações profissionais ou de emprego', 'Empregador, cargo, tempo de emprego, renda', 'Prestadores de serviços, agências de crédito'],
            [
              'Informações pessoais sensíveis',
              'Número do Seguro Social, número da carteira de motorista, número da conta bancária, nome de usuário e senha da conta on-line',
              'Prestadores de serviços, somente para verificar a sua identidade, administrar o seu financiamento e prevenir fraudes',
            ],
          ],
        },
      },
      {
        heading: 'De onde obtemos as informações pessoais',
        paragraphs: ['Coletamos informações pessoais destas fontes:'],
        bullets: [
          'Você, quando preenche um formulário, solicita um financiamento, faz um pagamento, nos liga ou nos envia uma mensagem',
          'O revendedor onde você comprou o seu veículo e que nos enviou a sua proposta de crédito e o seu contrato',
          'Agências de crédito e empresas que nos ajudam a verificar a sua identidade e a prevenir fraudes',
          'O seu navegador ou dispositivo, quando você visita o nosso site ou usa a sua conta on-line',
          'Registros públicos, como registros de título e de licenciamento de veículos',
          'Prestadores de serviços que nos ajudam a administrar o seu financiamento, como processadores de pagamento e empresas de acompanhamento de seguros',
        ],
      },
      {
        heading: 'Por que coletamos e usamos as informações pessoais',
        paragraphs: ['Coletamos, usamos e divulgamos informações pessoais para estas finalidades comerciais:'],
        bullets: [
          'Para analisar propostas de crédito, conceder financiamentos e comprar contratos de venda a prazo dos revendedores',
          'Para administrar o seu financiamento, o que inclui processar pagamentos, enviar extratos e avisos e responder às suas dúvidas',
          'Para verificar a sua identidade, manter a sua conta segura e detectar e prevenir fraudes',
          'Para operar, manter e melhorar o nosso site e a sua conta on-line',
          'Para cumprir a lei, responder a pedidos do governo e proteger os nossos direitos legais',
          'Para informar você sobre os nossos próprios produtos e serviços, se você não nos pediu para parar',
        ],
      },
      {
        heading: 'Não vendemos nem compartilhamos as suas informações pessoais',
        paragraphs: [
          'Não vendemos informações pessoais e não as compartilhamos para publicidade comportamental entre contextos. Não fizemos isso nos últimos 12 meses. Não vendemos nem compartilhamos intencionalmente informações pessoais de menores de 16 anos.',
          'Como não vendemos nem compartilhamos informações pessoais, não há nada do que você precise se excluir. Se o seu navegador enviar um sinal de preferência de exclusão, como o Global Privacy Control, nós o respeitamos como um pedido de exclusão.',
          'Usamos e divulgamos informações pessoais sensíveis somente para as finalidades permitidas pela CCPA, como administrar o seu financiamento, verificar a sua identidade e prevenir fraudes. Não as usamos para deduzir características sobre você.',
        ],
      },
      {
        heading: 'Por quanto tempo mantemos as informações pessoais',
        paragraphs: [
          'Mantemos os registros do financiamento enquanto ele estiver ativo e por sete anos depois de quitado ou encerrado, porque as leis federais e estaduais exigem que os mantenhamos. Mantemos as gravações de ligações por dois anos e os registros de atividade do site por um ano, a menos que precisemos deles por mais tempo para uma ação judicial ou uma investigação de fraude. Quando não precisamos mais das informações, nós as excluímos ou as tornamos anônimas.',
        ],
      },
      {
        heading: 'Os seus direitos',
        paragraphs: ['Se você mora na Califórnia, tem estes direitos, com algumas exceções permitidas pela lei:'],
        bullets: [
          'Direito de saber: você pode perguntar quais informações pessoais coletamos sobre você, de onde vieram, por que as coletamos, a quem as divulgamos, e pedir uma cópia dos dados específicos.',
          'Direito de exclusão: você pode nos pedir para excluir as informações pessoais que coletamos de você. Podemos manter as informações que a lei exige que mantenhamos ou de que precisamos para administrar o seu financiamento.',
          'Direito de correção: você pode nos pedir para corrigir informações pessoais sobre você que estejam incorretas.',
          'Direito de recusar a venda ou o compartilhamento: você pode nos dizer para não vender nem compartilhar as suas informações pessoais. Nós não as vendemos nem as compartilhamos.',
          'Direito de limitar o uso de informações pessoais sensíveis: já as usamos somente para as finalidades permitidas pela lei.',
          'Direito à não discriminação: não trataremos você de forma diferente por ter exercido esses direitos.',
        ],
      },
      {
        heading: 'Como fazer um pedido',
        paragraphs: [
          `Ligue gratuitamente para ${SUPPORT_PHONE} ou envie um e-mail para ${PRIVACY_EMAIL} com o assunto “Pedido de privacidade da Califórnia”. Diga qual direito você quer exercer.`,
          'Para proteger você, precisamos verificar a sua identidade antes de atender a um pedido. Pediremos que você confirme informações que já temos, como o seu nome, endereço, data de nascimento e os quatro últimos dígitos do número da sua conta. Usamos essas informações somente para verificar o seu pedido. Para um pedido de dados específicos, precisamos de um grau maior de certeza e podemos pedir mais informações.',
          'Confirmaremos o recebimento do seu pedido em até 10 dias úteis e responderemos em até 45 dias corridos. Se precisarmos de mais tempo, diremos o motivo e responderemos em até mais 45 dias. Os pedidos não têm nenhum custo.',
        ],
      },
      {
        heading: 'Agentes autorizados',
        paragraphs: [
          'Você pode pedir a outra pessoa, chamada de agente autorizado, que faça um pedido em seu nome. Pediremos ao agente a sua autorização assinada e podemos pedir que você verifique a sua identidade diretamente conosco ou confirme que deu a autorização ao agente. Isso não é necessário se o agente tiver uma procuração nos termos das seções 4121 a 4130 do Código de Sucessões da Califórnia.',
        ],
      },
      {
        heading: 'Não discriminação',
        paragraphs: [
          'Não negaremos crédito a você, não cobraremos uma taxa ou tarifa diferente, não daremos um nível de serviço diferente nem trataremos você de outra forma diferente por ter exercido os seus direitos de privacidade. No entanto, excluir algumas informações pode nos impedir de oferecer um recurso que depende delas, como as contas de pagamento salvas na sua conta on-line.',
        ],
      },
      {
        heading: 'Alterações neste aviso',
        paragraphs: [
          'Revisamos este aviso pelo menos uma vez por ano. Se o alterarmos, publicaremos a nova versão no nosso site com uma nova data de “Última atualização”.',
        ],
      },
      {
        heading: 'Fale conosco',
        paragraphs: [
          `Se você tiver dúvidas sobre este aviso ou sobre as nossas práticas de privacidade, ligue para ${SUPPORT_PHONE} ou envie um e-mail para ${PRIVACY_EMAIL}. Se você tem uma deficiência e precisa deste aviso em outro formato, ligue para nós e nós o forneceremos.`,
        ],
      },
    ],
  },
};
