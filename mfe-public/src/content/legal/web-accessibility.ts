import type { LocalizedDocument } from '@/content/documents/types';
import { ACCESSIBILITY_EMAIL, COMPANY_NAME, MAILING_ADDRESS, SUPPORT_PHONE } from './contact';

/**
 * The accessibility statement (spec 2.2, /web-accessibility): the standard we hold the site to (WCAG 2.2
 * level AA), what we do to meet it, what we know falls short, and how to report a barrier and get an answer.
 */
const UPDATED = '2026-11-20';

export const WEB_ACCESSIBILITY: LocalizedDocument = {
  'en-US': {
    title: 'Web Accessibility Statement',
    updated: UPDATED,
    intro: `${COMPANY_NAME} wants everyone to be able to manage their loan online, including people who use a screen reader, a keyboard, voice control, magnification or other assistive technology.`,
    sections: [
      {
        heading: 'Our commitment',
        paragraphs: [
          'We aim for this web site and the online account to conform to the Web Content Accessibility Guidelines (WCAG) 2.2 at Level AA, published by the World Wide Web Consortium. These guidelines explain how to make web content usable by people with a wide range of disabilities.',
          'Accessibility is part of how we build every page, not a separate project: a page is not finished until it works with a keyboard and a screen reader.',
        ],
      },
      {
        heading: 'What we do',
        paragraphs: ['To meet that standard, we:'],
        bullets: [
          'Structure every page with headings, landmarks and lists, and start every page with a link that skips straight to the main content',
          'Make every function available from the keyboard, with a clearly visible focus indicator',
          'Give every form field a visible label, explain the rules of a field before you submit, and describe errors in text next to the field',
          'Keep text and controls at a contrast ratio of at least 4.5 to 1, and never use color alone to convey meaning',
          'Let you zoom the page to 200 percent and read it on a narrow screen without scrolling sideways',
          'Warn you before your session times out and let you extend it',
          'Offer the whole site in English, Spanish and Portuguese',
          'Publish our notices as tagged PDF documents that screen readers can navigate',
          'Test every release with automated accessibility checks, and test key tasks by hand with screen readers and keyboard only',
        ],
      },
      {
        heading: 'Compatibility',
        paragraphs: [
          'The site is designed to work with the two most recent versions of Chrome, Edge, Firefox and Safari, and with the assistive technologies commonly used with them, including NVDA and JAWS on Windows, VoiceOver on macOS and iOS, and TalkBack on Android.',
        ],
      },
      {
        heading: 'Known limitations',
        paragraphs: ['Despite our efforts, some content may not yet be fully accessible. We know about these limitations:'],
        bullets: [
          'Live chat: the chat messenger is provided by a service provider. Some of its screen reader announcements are incomplete. If the chat is hard to use, please call us instead.',
          'Security check: the password recovery form runs an automatic security check in your browser. It needs no puzzle, but on a very slow device it can take several seconds. If it does not finish, call us and we will help you by phone.',
          'Older statements: statements from before 2025 are scanned PDF documents without tags. We will send you any of them in an accessible format on request.',
          'Other sites: the dealer portal and the social networks we link to are run by other companies and have their own accessibility policies.',
        ],
      },
      {
        heading: 'Other formats and other ways to reach us',
        paragraphs: [
          'We can provide our notices, statements and letters in large print or as an accessible electronic document, at no charge. You can also do everything the site offers by phone with a customer support representative.',
          `If you are deaf, hard of hearing or have a speech disability, you can reach us through the Telecommunications Relay Service by dialing 711 and asking for ${SUPPORT_PHONE}.`,
        ],
      },
      {
        heading: 'Report a barrier',
        paragraphs: ['If something on this site is hard or impossible for you to use, please tell us in the way that works best for you:'],
        bullets: [
          `Phone: call customer support at ${SUPPORT_PHONE}`,
          `E-mail: write to ${ACCESSIBILITY_EMAIL}`,
          'Contact form: use the form on our Contact us page',
          `Mail: write to ${MAILING_ADDRESS}`,
        ],
      },
      {
        heading: 'What to include in your report',
        paragraphs: ['It helps us fix the problem faster if you can tell us:'],
        bullets: [
          'The address of the page, or the name of the page or document',
          'What you were trying to do and what happened',
          'The browser and device you used, and any assistive technology, such as a screen reader and its version',
        ],
      },
      {
        heading: 'How we respond',
        paragraphs: [
          'We will confirm that we received your report within two business days. If the barrier keeps you from doing something with your account, such as making a payment, we will help you do it another way right away.',
          'We aim to fix the problem or give you an accessible alternative within 10 business days. If a fix takes longer, we will tell you when to expect it and keep you informed.',
        ],
      },
      {
        heading: 'How we review this statement',
        paragraphs: [
          'We review this statement at least once a year and after every major change to the site. The “Last updated” date at the top shows the date of our latest review.',
        ],
      },
    ],
  },

  'es-US': {
    title: 'Declaración de accesibilidad web',
    updated: UPDATED,
    translationNote:
      'Esta es una traducción de cortesía. Si hay alguna diferencia entre esta traducción y la versión en inglés, prevalecerá la versión en inglés.',
    intro: `${COMPANY_NAME} quiere que todas las personas puedan administrar su préstamo en línea, incluidas las que usan un lector de pantalla, un teclado, control por voz, ampliación de pantalla u otra tecnología de asistencia.`,
    sections: [
      {
        heading: 'Nuestro compromiso',
        paragraphs: [
          'Nos proponemos que este sitio web y la cuenta en línea cumplan las Pautas de Accesibilidad para el Contenido Web (WCAG) 2.2 en el nivel AA, publicadas por el World Wide Web Consortium. Estas pautas explican cómo hacer que el contenido web pueda ser usado por personas con una gran variedad de discapacidades.',
          'La accesibilidad forma parte de la manera en que creamos cada página, no es un proyecto aparte: una página no está terminada hasta que funciona con un teclado y con un lector de pantalla.',
        ],
      },
      {
        heading: 'Qué hacemos',
        paragraphs: ['Para cumplir esa norma:'],
        bullets: [
          'Estructuramos cada página con encabezados, regiones y listas, y empezamos cada página con un enlace que lleva directamente al contenido principal',
          'Hacemos que cada función esté disponible desde el teclado, con un indicador de foco bien visible',
          'Damos a cada campo de formulario una etiqueta visible, explicamos las reglas de un campo antes de que lo envíe y describimos los errores con texto junto al campo',
          'Mantenemos los textos y controles con una relación de contraste de al menos 4.5 a 1, y nunca usamos solo el color para transmitir un significado',
          'Le permitimos ampliar la página al 200 por ciento y leerla en una pantalla angosta sin desplazarse hacia los lados',
          'Le avisamos antes de que venza su sesión y le permitimos extenderla',
          'Ofrecemos todo el sitio en inglés, español y portugués',
          'Publicamos nuestros avisos como documentos PDF etiquetados por los que se puede navegar con un lector de pantalla',
          'Probamos cada versión con controles automáticos de accesibilidad y probamos a mano las tareas clave con lectores de pantalla y solo con el teclado',
        ],
      },
      {
        heading: 'Compatibilidad',
        paragraphs: [
          'El sitio está diseñado para funcionar con las dos versiones más recientes de Chrome, Edge, Firefox y Safari, y con las tecnologías de asistencia que se suelen usar con ellos, como NVDA y JAWS en Windows, VoiceOver en macOS e iOS, y TalkBack en Android.',
        ],
      },
      {
        heading: 'Limitaciones conocidas',
        paragraphs: ['A pesar de nuestros esfuerzos, parte del contenido puede no ser todavía totalmente accesible. Conocemos estas limitaciones:'],
        bullets: [
          'Chat en vivo: el chat lo ofrece un proveedor de servicios. Algunos de sus anuncios para lectores de pantalla están incompletos. Si el chat le resulta difícil de usar, llámenos.',
          'Control de seguridad: el formulario de recuperación de contraseña hace un control de seguridad automático en su navegador. No requiere resolver ningún acertijo, pero en un dispositivo muy lento puede tardar varios segundos. Si no termina, llámenos y lo ayudaremos por teléfono.',
          'Estados de cuenta antiguos: los estados de cuenta anteriores a 2025 son documentos PDF escaneados sin etiquetas. Le enviaremos cualquiera de ellos en un formato accesible si lo pide.',
          'Otros sitios: el portal para concesionarios y las redes sociales a las que enlazamos los administran otras empresas y tienen sus propias políticas de accesibilidad.',
        ],
      },
      {
        heading: 'Otros formatos y otras formas de comunicarse con nosotros',
        paragraphs: [
          'Podemos entregarle nuestros avisos, estados de cuenta y cartas en letra grande o como documento electrónico accesible, sin costo. También puede hacer por teléfono, con un representante de atención al cliente, todo lo que ofrece el sitio.',
          `Si es una persona sorda, con dificultades auditivas o con una discapacidad del habla, puede comunicarse con nosotros mediante el Servicio de Retransmisión de Telecomunicaciones: marque 711 y pida que lo comuniquen con el ${SUPPORT_PHONE}.`,
        ],
      },
      {
        heading: 'Informe una barrera',
        paragraphs: ['Si algo de este sitio le resulta difícil o imposible de usar, avísenos de la forma que le resulte más cómoda:'],
        bullets: [
          `Teléfono: llame a atención al cliente al ${SUPPORT_PHONE}`,
          `Correo electrónico: escriba a ${ACCESSIBILITY_EMAIL}`,
          'Formulario de contacto: use el formulario de nuestra página Contáctenos',
          `Correo postal: escriba a ${MAILING_ADDRESS}`,
        ],
      },
      {
        heading: 'Qué incluir en su informe',
        paragraphs: ['Nos ayuda a resolver el problema más rápido si puede indicarnos:'],
        bullets: [
          'La dirección de la página, o el nombre de la página o del documento',
          'Qué intentaba hacer y qué sucedió',
          'El navegador y el dispositivo que usó, y cualquier tecnología de asistencia, como un lector de pantalla y su versión',
        ],
      },
      {
        heading: 'Cómo respondemos',
        paragraphs: [
          'Confirmaremos que recibimos su informe en un plazo de dos días hábiles. Si la barrera le impide hacer algo con su cuenta, como un pago, lo ayudaremos a hacerlo de otra manera de inmediato.',
          'Nos proponemos resolver el problema o darle una alternativa accesible en un plazo de 10 días hábiles. Si la solución lleva más tiempo, le diremos cuándo esperarla y lo mantendremos informado.',
        ],
      },
      {
        heading: 'Cómo revisamos esta declaración',
        paragraphs: [
          'Revisamos esta declaración al menos una vez al año y después de cada cambio importante del sitio. La fecha de “Última actualización” que aparece arriba indica la fecha de nuestra revisión más reciente.',
        ],
      },
    ],
  },

  'pt-BR': {
    title: 'Declaração de acessibilidade na web',
    updated: UPDATED,
    translationNote:
      'Esta é uma tradução de cortesia. Em caso de divergência entre esta tradução e a versão em inglês, prevalece a versão em inglês.',
    intro: `A ${COMPANY_NAME} quer que todas as pessoas possam administrar o seu financiamento on-line, incluindo quem usa leitor de tela, teclado, controle por voz, ampliação de tela ou outra tecnologia assistiva.`,
    sections: [
      {
        heading: 'O nosso compromisso',
        paragraphs: [
          'Buscamos que este site e a conta on-line estejam em conformidade com as Diretrizes de Acessibilidade para Conteúdo Web (WCAG) 2.2 no nível AA, publicadas pelo World Wide Web Consortium. Essas diretrizes explicam como tornar o conteúdo da web utilizável por pessoas com uma grande variedade de deficiências.',
          'A acessibilidade faz parte da forma como criamos cada página, não é um projeto à parte: uma página só está pronta quando funciona com teclado e com leitor de tela.',
        ],
      },
      {
        heading: 'O que fazemos',
        paragraphs: ['Para atender a esse padrão, nós:'],
        bullets: [
          'Estruturamos cada página com títulos, regiões e listas, e começamos cada página com um link que leva direto ao conteúdo principal',
          'Tornamos todas as funções disponíveis pelo teclado, com um indicador de foco bem visível',
          'Damos a cada campo de formulário um rótulo visível, explicamos as regras de um campo antes do envio e descrevemos os erros em texto ao lado do campo',
          'Mantemos textos e controles com uma razão de contraste de pelo menos 4,5 para 1, e nunca usamos apenas a cor para transmitir um significado',
          'Permitimos ampliar a página a 200 por cento e lê-la em uma tela estreita sem rolagem lateral',
          'Avisamos antes que a sua sessão expire e permitimos prorrogá-la',
          'Oferecemos o site inteiro em inglês, espanhol e português',
          'Publicamos os nossos avisos como documentos PDF com marcação, que podem ser navegados com leitor de tela',
          'Testamos cada versão com verificações automáticas de acessibilidade e testamos manualmente as tarefas principais com leitores de tela e usando só o teclado',
        ],
      },
      {
        heading: 'Compatibilidade',
        paragraphs: [
          'O site foi projetado para funcionar com as duas versões mais recentes do Chrome, Edge, Firefox e Safari, e com as tecnologias assistivas normalmente usadas com eles, como NVDA e JAWS no Windows, VoiceOver no macOS e no iOS, e TalkBack no Android.',
        ],
      },
      {
        heading: 'Limitações conhecidas',
        paragraphs: ['Apesar dos nossos esforços, parte do conteúdo pode ainda não ser totalmente acessível. Conhecemos estas limitações:'],
        bullets: [
          'Chat ao vivo: o chat é fornecido por um prestador de serviços. Alguns dos seus anúncios para leitores de tela estão incompletos. Se o chat for difícil de usar, ligue para nós.',
          'Verificação de segurança: o formulário de recuperação de senha faz uma verificação de segurança automática no seu navegador. Não é preciso resolver nenhum desafio, mas em um dispositivo muito lento ela pode levar alguns segundos. Se ela não terminar, ligue para nós e ajudaremos você por telefone.',
          'Extratos antigos: os extratos anteriores a 2025 são documentos PDF digitalizados sem marcação. Enviaremos qualquer um deles em formato acessível, se você pedir.',
          'Outros sites: o portal das concessionárias e as redes sociais para as quais temos links são administrados por outras empresas e têm as suas próprias políticas de acessibilidade.',
        ],
      },
      {
        heading: 'Outros formatos e outras formas de falar conosco',
        paragraphs: [
          'Podemos fornecer os nossos avisos, extratos e cartas em letra ampliada ou como documento eletrônico acessível, sem custo. Você também pode fazer por telefone, com um atendente, tudo o que o site oferece.',
          `Se você é uma pessoa surda, com deficiência auditiva ou com deficiência de fala, pode falar conosco pelo Serviço de Retransmissão de Telecomunicações: disque 711 e peça para ligar para ${SUPPORT_PHONE}.`,
        ],
      },
      {
        heading: 'Informe uma barreira',
        paragraphs: ['Se algo neste site for difícil ou impossível de usar, avise-nos da forma que for melhor para você:'],
        bullets: [
          `Telefone: ligue para o atendimento ao cliente no ${SUPPORT_PHONE}`,
          `E-mail: escreva para ${ACCESSIBILITY_EMAIL}`,
          'Formulário de contato: use o formulário da nossa página Fale conosco',
          `Correio: escreva para ${MAILING_ADDRESS}`,
        ],
      },
      {
        heading: 'O que incluir no seu relato',
        paragraphs: ['Conseguimos resolver o problema mais rápido se você puder nos dizer:'],
        bullets: [
          'O endereço da página, ou o nome da página ou do documento',
          'O que você estava tentando fazer e o que aconteceu',
          'O navegador e o dispositivo que você usou, e qualquer tecnologia assistiva, como um leitor de tela e a sua versão',
        ],
      },
      {
        heading: 'Como respondemos',
        paragraphs: [
          'Confirmaremos o recebimento do seu relato em até dois dias úteis. Se a barreira impedir você de fazer algo na sua conta, como um pagamento, ajudaremos você a fazer isso de outra forma imediatamente.',
          'Buscamos resolver o problema ou oferecer uma alternativa acessível em até 10 dias úteis. Se a solução demorar mais, diremos quando esperá-la e manteremos você informado.',
        ],
      },
      {
        heading: 'Como revisamos esta declaração',
        paragraphs: [
          'Revisamos esta declaração pelo menos uma vez por ano e depois de cada mudança importante no site. A data de “Última atualização” no início mostra a data da nossa revisão mais recente.',
        ],
      },
    ],
  },
};
