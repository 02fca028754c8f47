import { ANALYTICS_PATH_PREFIX, PASSKEY_LIMITS, SECOND_FACTOR, SESSION_HINT_COOKIE } from 'shared-contracts';
import type { LocalizedDocument } from '@/content/documents/types';
import { COMPANY_NAME, MAILING_ADDRESS, PRIVACY_EMAIL, SITE_HOST, SUPPORT_PHONE } from './contact';

/**
 * What this web site collects and why (spec 2.2, /online-privacy-policy): cookies, the product analytics that
 * go through our own domain (spec 1, 7: the `/mp` prefix), the tag manager, the chat messenger, choices, and
 * pointers to the GLBA Privacy Notice and the California Privacy Notice (footer PDFs, spec 2.9). Checked
 * against the code (docs/decisions/056): the named events of shared-contracts ANALYTICS_EVENTS only, session
 * recording off (shell analytics-config: `record_sessions_percent: 0`, no recorder in the build), every cookie
 * the server sets, the tag manager left out of tokenised pages (docs/decisions/053).
 */
const UPDATED = '2026-11-28';

export const ONLINE_PRIVACY_POLICY: LocalizedDocument = {
  'en-US': {
    title: 'Online Privacy Policy',
    updated: UPDATED,
    intro: `This policy explains what information ${COMPANY_NAME} (“we”, “us”) collects when you visit ${SITE_HOST} or use your online account, how we use it, and the choices you have. It applies to this web site only.`,
    sections: [
      {
        heading: 'How this policy relates to our other notices',
        paragraphs: [
          'If you have or apply for a loan with us, our Privacy Notice explains how we share your personal information and how you can limit that sharing, as the federal Gramm-Leach-Bliley Act requires. If you live in California, our California Privacy Notice describes your additional rights. Both are PDF documents linked in the footer of every page. Where they give you more protection than this policy, they apply.',
        ],
      },
      {
        heading: 'Information you give us',
        paragraphs: ['We collect the information you enter on this site, for example:'],
        bullets: [
          'Enrolling and signing in: your account number, username, e-mail address and the identity facts we ask you to confirm',
          'Payments: the bank routing and account number you use',
          'Account recovery: your name, date of birth, the last digits of your Social Security number and the one-time code we send you',
          'Messages to us: when you send a contact form, a dealer inquiry or a secure message, your name, contact details and what you write',
          'Chat: the messages you send',
        ],
      },
      {
        heading: 'Information collected automatically',
        paragraphs: [
          'When you visit the site, our servers record the address of each page requested, the date and time, your IP address, your browser and device type, and the page that sent you to us. We use these records to run the site, to keep it secure and to find and fix problems.',
          'We keep a record of security events on your account, such as sign-ins, failed sign-in attempts, password changes and new devices, so that we can detect and stop fraud.',
        ],
      },
      {
        heading: 'How we use information',
        paragraphs: ['We use the information this site collects to:'],
        bullets: [
          'Give you access to your account, process your payments and answer your requests',
          'Verify your identity and protect your account and our systems from fraud and attacks',
          'Remember your choices, such as your language',
          'Understand how the site is used, so we can fix problems and make it easier to use',
          'Meet our legal and regulatory obligations',
        ],
      },
      {
        heading: 'Cookies and similar technologies',
        paragraphs: [
          'A cookie is a small file a web site stores in your browser. We use only a few cookies, each for a reason we explain here. We do not use cookies for advertising on other sites.',
        ],
        table: {
          columns: ['Cookie', 'What it does', 'How long it lasts'],
          rows: [
            ['Sign-in session (rb_session)', 'Keeps you signed in and protects your requests. It cannot be read by scripts on the page.', 'Until you sign out or your session times out after inactivity'],
            [`Signed-in marker (${SESSION_HINT_COOKIE})`, 'Tells our pages that this browser has a sign-in session, so they check it only then. It holds no identifier.', 'As long as the sign-in session'],
            ['Verification e-mail (rb_verify_resend)', 'Lets you ask for a new verification e-mail right after you enroll.', '15 minutes'],
            ['Language (locale)', 'Remembers whether you chose English, Spanish or Portuguese.', '365 days'],
            ['Remembered device (rb_device)', 'After you confirm a one-time code on this browser, lets you sign in without a new code. A password change or reset forgets every device.', `${SECOND_FACTOR.rememberDays} days`],
            ['Passkey sign-in (rb_passkey_sign_in)', 'Holds the one-time challenge while you sign in with a passkey.', `${PASSKEY_LIMITS.challengeMinutes} minutes`],
            ['Product analytics (mp_…_mixpanel)', 'A random identifier that lets us count visits and see which pages help visitors, as explained in the next section.', '365 days'],
          ],
        },
      },
      {
        heading: 'Analytics through our own domain',
        paragraphs: [
          `We use Mixpanel, a product analytics service, to understand how visitors use the site. It receives only a few events we name, each with the address of the page it happened on: choosing Spanish or Portuguese, signing in or a failed sign-in, an account that cannot be used online, creating an online account, opening the page for a forgotten username or password, following the dealer log-in link, and how far down a page you scroll (a quarter, half, three quarters or all of it). Your browser sends these events to our own domain, under the ${ANALYTICS_PATH_PREFIX} path, and our server passes them on to Mixpanel. The service therefore never receives your browser’s cookies for our site.`,
          'Before an address is recorded, we remove the secret part of password-reset and e-mail verification links. We never send passwords, Social Security numbers, dates of birth, one-time codes or bank account numbers to analytics. When you sign in, the events of that visit are linked to your online account by your e-mail address, with whether autopay, paperless statements and text alerts are on, so that we can help you if something goes wrong; after you sign out, new events are anonymous again.',
          'We do not record sessions: nothing records your screen, your clicks, your mouse movements or what you type into our forms.',
          'We also use Google Tag Manager to load measurement tags that show us how visitors find our site. They receive the address and title of each page you open, with the secret part of reset and verification links removed, and never what you type into our forms. These tags may set their own cookies, such as Google Analytics’ _ga cookies. They are not loaded on the pages a reset or verification link opens.',
        ],
      },
      {
        heading: 'Live chat',
        paragraphs: [
          'Our chat messenger is provided by Genesys, a service provider that runs it for us under a contract that limits how it may use the information. The messenger stores an identifier in your browser so that a conversation continues when you move to another page. We keep chat transcripts for two years to answer your questions and to train our team.',
          `Please do not send your full Social Security number, a password or complete bank or card numbers in a chat. If we need to verify who you are, we will ask you to sign in or call us at ${SUPPORT_PHONE}.`,
        ],
      },
      {
        heading: 'How we share information',
        paragraphs: [
          'We share information collected on this site only with service providers that help us run it (hosting, security, analytics, chat, e-mail and text-message delivery, and payment processing), when the law requires it, or to protect you, us or others from fraud. Service providers may use the information only to perform services for us.',
          'We do not sell personal information, and we do not share it with other companies for their own marketing.',
        ],
      },
      {
        heading: 'Your choices',
        paragraphs: ['You can control much of what this site collects:'],
        bullets: [
          'Cookies: your browser lets you see and delete cookies and block them. If you block the sign-in session cookie, you will not be able to use your online account.',
          'Analytics: blocking cookies or scripts from our site in your browser, or using a content blocker, stops product analytics without affecting the rest of the site.',
          'Opt-out preference signals: if your browser sends a Global Privacy Control signal, we treat it as a request to opt out of the sale or sharing of your information for that browser.',
          'Statements and text messages: in your account settings you can choose paperless or paper statements and turn text alerts on or off; you can also stop text messages at any time by replying STOP. Messages about your account’s security and your payments are always sent.',
        ],
      },
      {
        heading: 'California residents',
        paragraphs: [
          'If you live in California, the California Consumer Privacy Act gives you the right to know, delete and correct personal information and to opt out of its sale or sharing. Our California Privacy Notice, a PDF document linked in the footer of every page, explains what we collect, these rights and how to use them.',
        ],
      },
      {
        heading: 'Children',
        paragraphs: [
          'This site is meant for adults. We do not knowingly collect personal information from children under 13 through this site. If you believe a child has given us personal information, please contact us and we will delete it.',
        ],
      },
      {
        heading: 'How we protect information',
        paragraphs: [
          'We protect information with physical, electronic and procedural safeguards that meet federal standards. The site is available only over encrypted connections; we store passwords only in a form that cannot be turned back into the password; we sign you out after a period of inactivity; and we limit repeated sign-in and recovery attempts.',
          `No system is perfectly secure. We will never ask for your password in an e-mail, a text message or a phone call. If you receive a message that seems to come from us and asks for it, do not answer, and call us at ${SUPPORT_PHONE}.`,
        ],
      },
      {
        heading: 'How long we keep information',
        paragraphs: [
          'We keep server and security logs for one year and chat transcripts for two years, unless we need them longer to investigate fraud or for a legal claim. Information that is part of your loan records is kept as long as the law requires, as our Privacy Notice explains.',
        ],
      },
      {
        heading: 'Changes and contact',
        paragraphs: [
          'We may update this policy when our site or the law changes. The “Last updated” date at the top shows the date of the latest version; if a change is significant, we will also show a notice on the site.',
          `Questions about this policy or our privacy practices? E-mail ${PRIVACY_EMAIL}, call ${SUPPORT_PHONE}, or write to ${MAILING_ADDRESS}.`,
        ],
      },
    ],
  },

  'es-US': {
    title: 'Política de privacidad en línea',
    updated: UPDATED,
    translationNote:
      'Esta es una traducción de cortesía. Si hay alguna diferencia entre esta traducción y la versión en inglés, prevalecerá la versión en inglés.',
    intro: `Esta política explica qué información recopila ${COMPANY_NAME} (“nosotros”) cuando usted visita ${SITE_HOST} o usa su cuenta en línea, cómo la usamos y qué opciones tiene. Se aplica solamente a este sitio web.`,
    sections: [
      {
        heading: 'Cómo se relaciona esta política con nuestros otros avisos',
        paragraphs: [
          'Si tiene o solicita un préstamo con nosotros, nuestro Aviso de privacidad explica cómo compartimos su información personal y cómo puede limitar ese intercambio, como exige la ley federal Gramm-Leach-Bliley. Si vive en California, nuestro Aviso de privacidad de California describe sus derechos adicionales. Ambos son documentos PDF enlazados en el pie de cada página. Cuando le dan más protección que esta política, se aplican ellos.',
        ],
      },
      {
        heading: 'Información que usted nos da',
        paragraphs: ['Recopilamos la información que usted ingresa en este sitio, por ejemplo:'],
        bullets: [
          'Inscripción e inicio de sesión: su número de cuenta, nombre de usuario, correo electrónico y los datos de identidad que le pedimos confirmar',
          'Pagos: el número de ruta y el número de la cuenta bancaria que usa',
          'Recuperación de la cuenta: su nombre, fecha de nacimiento, los últimos dígitos de su número de Seguro Social y el código de un solo uso que le enviamos',
          'Mensajes para nosotros: cuando nos envía un formulario de contacto, una consulta de concesionario o un mensaje seguro, su nombre, sus datos de contacto y lo que escribe',
          'Chat: los mensajes que envía',
        ],
      },
      {
        heading: 'Información que se recopila automáticamente',
        paragraphs: [
          'Cuando visita el sitio, nuestros servidores registran la dirección de cada página solicitada, la fecha y la hora, su dirección IP, el tipo de navegador y de dispositivo, y la página que lo trajo hasta nosotros. Usamos estos registros para hacer funcionar el sitio, mantenerlo seguro y encontrar y corregir problemas.',
          'Llevamos un registro de los eventos de seguridad de su cuenta, como inicios de sesión, intentos fallidos, cambios de contraseña y dispositivos nuevos, para poder detectar y detener fraudes.',
        ],
      },
      {
        heading: 'Cómo usamos la información',
        paragraphs: ['Usamos la información que recopila este sitio para:'],
        bullets: [
          'Darle acceso a su cuenta, procesar sus pagos y responder a sus solicitudes',
          'Verificar su identidad y proteger su cuenta y nuestros sistemas contra fraudes y ataques',
          'Recordar sus preferencias, como su idioma',
          'Entender cómo se usa el sitio, para corregir problemas y hacerlo más fácil de usar',
          'Cumplir nuestras obligaciones legales y reglamentarias',
        ],
      },
      {
        heading: 'Cookies y tecnologías similares',
        paragraphs: [
          'Una cookie es un pequeño archivo que un sitio web guarda en su navegador. Usamos pocas cookies, cada una por un motivo que explicamos aquí. No usamos cookies para mostrar publicidad en otros sitios.',
        ],
        table: {
          columns: ['Cookie', 'Para qué sirve', 'Cuánto dura'],
          rows: [
            ['Sesión iniciada (rb_session)', 'Mantiene su sesión iniciada y protege sus solicitudes. Los scripts de la página no pueden leerla.', 'Hasta que cierre la sesión o esta venza por inactividad'],
            [`Indicador de sesión (${SESSION_HINT_COOKIE})`, 'Indica a nuestras páginas que este navegador tiene una sesión iniciada, para que solo entonces la verifiquen. No contiene ningún identificador.', 'Lo mismo que la sesión iniciada'],
            ['Correo de verificación (rb_verify_resend)', 'Le permite pedir un nuevo correo de verificación justo después de inscribirse.', '15 minutos'],
            ['Idioma (locale)', 'Recuerda si eligió inglés, español o portugués.', '365 días'],
            ['Dispositivo recordado (rb_device)', 'Después de confirmar un código de un solo uso en este navegador, le permite iniciar sesión sin un código nuevo. Al cambiar o restablecer la contraseña se olvidan todos los dispositivos.', `${SECOND_FACTOR.rememberDays} días`],
            ['Inicio de sesión con llave de acceso (rb_passkey_sign_in)', 'Guarda el desafío de un solo uso mientras inicia sesión con una llave de acceso.', `${PASSKEY_LIMITS.challengeMinutes} minutos`],
            ['Analítica de producto (mp_…_mixpanel)', 'Un identificador aleatorio que nos permite contar visitas y ver qué páginas ayudan a los visitantes, como se explica en la sección siguiente.', '365 días'],
          ],
        },
      },
      {
        heading: 'Analítica a través de nuestro propio dominio',
        paragraphs: [
          `Usamos Mixpanel, un servicio de analítica de producto, para entender cómo usan el sitio los visitantes. Solo recibe unos pocos eventos que nosotros definimos, cada uno con la dirección de la página en la que ocurrió: elegir español o portugués, iniciar sesión o un intento fallido, una cuenta que no se puede usar en línea, crear una cuenta en línea, abrir la página de nombre de usuario o contraseña olvidados, seguir el enlace de acceso para concesionarios y hasta dónde se desplaza en una página (un cuarto, la mitad, tres cuartos o toda). Su navegador envía estos eventos a nuestro propio dominio, en la ruta ${ANALYTICS_PATH_PREFIX}, y nuestro servidor los reenvía a Mixpanel. Por eso, ese servicio nunca recibe las cookies de su navegador para nuestro sitio.`,
          'Antes de registrar una dirección, quitamos la parte secreta de los enlaces para restablecer la contraseña y verificar el correo electrónico. Nunca enviamos a la analítica contraseñas, números de Seguro Social, fechas de nacimiento, códigos de un solo uso ni números de cuentas bancarias. Cuando inicia sesión, los eventos de esa visita se vinculan con su cuenta en línea mediante su dirección de correo electrónico, junto con si tiene activados el pago automático, los estados de cuenta electrónicos y las alertas por mensaje de texto, para que podamos ayudarlo si algo sale mal; después de cerrar la sesión, los nuevos eventos vuelven a ser anónimos.',
          'No grabamos sesiones: nada graba su pantalla, sus clics, los movimientos del mouse ni lo que escribe en nuestros formularios.',
          'También usamos Google Tag Manager para cargar etiquetas de medición que nos muestran cómo llegan los visitantes a nuestro sitio. Reciben la dirección y el título de cada página que abre, sin la parte secreta de los enlaces para restablecer la contraseña y verificar el correo, y nunca lo que escribe en nuestros formularios. Estas etiquetas pueden guardar sus propias cookies, como las cookies _ga de Google Analytics. No se cargan en las páginas que abre un enlace para restablecer la contraseña o verificar el correo.',
        ],
      },
      {
        heading: 'Chat en vivo',
        paragraphs: [
          'Nuestro chat lo ofrece Genesys, un proveedor de servicios que lo opera para nosotros conforme a un contrato que limita cómo puede usar la información. El chat guarda un identificador en su navegador para que una conversación continúe cuando usted pasa a otra página. Conservamos las transcripciones del chat durante dos años para responder a sus preguntas y capacitar a nuestro equipo.',
          `No envíe por chat su número de Seguro Social completo, una contraseña ni números completos de cuentas bancarias o tarjetas. Si necesitamos verificar su identidad, le pediremos que inicie sesión o que nos llame al ${SUPPORT_PHONE}.`,
        ],
      },
      {
        heading: 'Cómo compartimos la información',
        paragraphs: [
          'Compartimos la información que se recopila en este sitio solo con los proveedores de servicios que nos ayudan a operarlo (alojamiento, seguridad, analítica, chat, envío de correos electrónicos y mensajes de texto, y procesamiento de pagos), cuando la ley lo exige o para protegerlo a usted, a nosotros o a otras personas contra fraudes. Los proveedores de servicios solo pueden usar la información para prestarnos servicios.',
          'No vendemos información personal ni la compartimos con otras empresas para su propio marketing.',
        ],
      },
      {
        heading: 'Sus opciones',
        paragraphs: ['Usted puede controlar gran parte de lo que recopila este sitio:'],
        bullets: [
          'Cookies: su navegador le permite ver y borrar las cookies, y bloquearlas. Si bloquea la cookie de sesión, no podrá usar su cuenta en línea.',
          'Analítica: bloquear en su navegador las cookies o los scripts de nuestro sitio, o usar un bloqueador de contenido, detiene la analítica de producto sin afectar el resto del sitio.',
          'Señales de preferencia de exclusión: si su navegador envía una señal Global Privacy Control, la tratamos como una solicitud de no vender ni compartir su información para ese navegador.',
          'Estados de cuenta y mensajes de texto: en la configuración de su cuenta puede elegir estados de cuenta electrónicos o en papel y activar o desactivar las alertas por mensaje de texto; también puede detener los mensajes de texto en cualquier momento respondiendo STOP. Los mensajes sobre la seguridad de su cuenta y sus pagos se envían siempre.',
        ],
      },
      {
        heading: 'Residentes de California',
        paragraphs: [
          'Si vive en California, la Ley de Privacidad del Consumidor de California le da derecho a saber, eliminar y corregir su información personal, y a excluirse de su venta o intercambio. Nuestro Aviso de privacidad de California, un documento PDF enlazado en el pie de cada página, explica qué recopilamos, estos derechos y cómo ejercerlos.',
        ],
      },
      {
        heading: 'Menores de edad',
        paragraphs: [
          'Este sitio está pensado para adultos. No recopilamos a sabiendas información personal de niños menores de 13 años a través de este sitio. Si cree que un niño nos dio información personal, comuníquese con nosotros y la eliminaremos.',
        ],
      },
      {
        heading: 'Cómo protegemos la información',
        paragraphs: [
          'Protegemos la información con medidas de seguridad físicas, electrónicas y de procedimiento que cumplen las normas federales. El sitio solo está disponible mediante conexiones cifradas; guardamos las contraseñas solo en una forma que no permite reconstruirlas; cerramos su sesión después de un período de inactividad, y limitamos los intentos repetidos de inicio de sesión y de recuperación.',
          `Ningún sistema es perfectamente seguro. Nunca le pediremos su contraseña por correo electrónico, mensaje de texto ni llamada telefónica. Si recibe un mensaje que parece venir de nosotros y se la pide, no responda y llámenos al ${SUPPORT_PHONE}.`,
        ],
      },
      {
        heading: 'Cuánto tiempo conservamos la información',
        paragraphs: [
          'Conservamos los registros de servidor y de seguridad durante un año y las transcripciones del chat durante dos años, salvo que los necesitemos por más tiempo para investigar un fraude o para un reclamo legal. La información que forma parte de los registros de su préstamo se conserva durante el tiempo que exige la ley, como explica nuestro Aviso de privacidad.',
        ],
      },
      {
        heading: 'Cambios y contacto',
        paragraphs: [
          'Podemos actualizar esta política cuando cambien nuestro sitio o la ley. La fecha de “Última actualización” que aparece arriba indica la fecha de la versión más reciente; si un cambio es importante, también mostraremos un aviso en el sitio.',
          `¿Tiene preguntas sobre esta política o nuestras prácticas de privacidad? Escriba a ${PRIVACY_EMAIL}, llame al ${SUPPORT_PHONE} o escríbanos a ${MAILING_ADDRESS}.`,
        ],
      },
    ],
  },

  'pt-BR': {
    title: 'Política de privacidade on-line',
    updated: UPDATED,
    translationNote:
      'Esta é uma tradução de cortesia. Em caso de divergência entre esta tradução e a versão em inglês, prevalece a versão em inglês.',
    intro: `Esta política explica quais informações a ${COMPANY_NAME} (“nós”) coleta quando você visita ${SITE_HOST} ou usa a sua conta on-line, como as usamos e quais são as suas opções. Ela se aplica somente a este site.`,
    sections: [
      {
        heading: 'Como esta política se relaciona com os nossos outros avisos',
        paragraphs: [
          'Se você tem ou solicita um financiamento conosco, o nosso Aviso de privacidade explica como compartilhamos as suas informações pessoais e como você pode limitar esse compartilhamento, como exige a lei federal Gramm-Leach-Bliley. Se você mora na Califórnia, o nosso Aviso de privacidade da Califórnia descreve os seus direitos adicionais. Os dois são documentos PDF com link no rodapé de cada página. Quando eles dão a você mais proteção do que esta política, são eles que se aplicam.',
        ],
      },
      {
        heading: 'Informações que você nos dá',
        paragraphs: ['Coletamos as informações que você digita neste site, por exemplo:'],
        bullets: [
          'Cadastro e entrada na conta: o número da sua conta, nome de usuário, e-mail e os dados de identidade que pedimos que você confirme',
          'Pagamentos: o número de roteamento e o número da conta bancária que você usa',
          'Recuperação da conta: o seu nome, data de nascimento, os últimos dígitos do seu número de Seguro Social e o código de uso único que enviamos a você',
          'Mensagens para nós: quando você nos envia um formulário de contato, uma consulta de concessionária ou uma mensagem segura, o seu nome, os seus dados de contato e o que você escreve',
          'Chat: as mensagens que você envia',
        ],
      },
      {
        heading: 'Informações coletadas automaticamente',
        paragraphs: [
          'Quando você visita o site, os nossos servidores registram o endereço de cada página solicitada, a data e a hora, o seu endereço IP, o tipo de navegador e de dispositivo, e a página que trouxe você até nós. Usamos esses registros para manter o site funcionando e seguro e para encontrar e corrigir problemas.',
          'Mantemos um registro dos eventos de segurança da sua conta, como entradas, tentativas de entrada malsucedidas, mudanças de senha e novos dispositivos, para poder detectar e impedir fraudes.',
        ],
      },
      {
        heading: 'Como usamos as informações',
        paragraphs: ['Usamos as informações que este site coleta para:'],
        bullets: [
          'Dar a você acesso à sua conta, processar os seus pagamentos e responder às suas solicitações',
          'Verificar a sua identidade e proteger a sua conta e os nossos sistemas contra fraudes e ataques',
          'Lembrar as suas escolhas, como o seu idioma',
          'Entender como o site é usado, para corrigir problemas e torná-lo mais fácil de usar',
          'Cumprir as nossas obrigações legais e regulatórias',
        ],
      },
      {
        heading: 'Cookies e tecnologias semelhantes',
        paragraphs: [
          'Um cookie é um pequeno arquivo que um site guarda no seu navegador. Usamos poucos cookies, cada um por um motivo que explicamos aqui. Não usamos cookies para publicidade em outros sites.',
        ],
        table: {
          columns: ['Cookie', 'Para que serve', 'Quanto tempo dura'],
          rows: [
            ['Sessão conectada (rb_session)', 'Mantém você conectado e protege as suas solicitações. Os scripts da página não conseguem lê-lo.', 'Até você sair da conta ou a sessão expirar por inatividade'],
            [`Indicador de sessão (${SESSION_HINT_COOKIE})`, 'Indica às nossas páginas que este navegador tem uma sessão conectada, para que só então a verifiquem. Não contém nenhum identificador.', 'O mesmo tempo que a sessão conectada'],
            ['E-mail de verificação (rb_verify_resend)', 'Permite que você peça um novo e-mail de verificação logo depois de se cadastrar.', '15 minutos'],
            ['Idioma (locale)', 'Lembra se você escolheu inglês, espanhol ou português.', '365 dias'],
            ['Dispositivo lembrado (rb_device)', 'Depois que você confirma um código de uso único neste navegador, permite entrar na conta sem um novo código. Trocar ou redefinir a senha faz esquecer todos os dispositivos.', `${SECOND_FACTOR.rememberDays} dias`],
            ['Entrada com chave de acesso (rb_passkey_sign_in)', 'Guarda o desafio de uso único enquanto você entra na conta com uma chave de acesso.', `${PASSKEY_LIMITS.challengeMinutes} minutos`],
            ['Análise de uso (mp_…_mixpanel)', 'Um identificador aleatório que nos permite contar visitas e ver quais páginas ajudam os visitantes, como explicado na seção seguinte.', '365 dias'],
          ],
        },
      },
      {
        heading: 'Análise de uso pelo nosso próprio domínio',
        paragraphs: [
          `Usamos o Mixpanel, um serviço de análise de uso de produtos, para entender como os visitantes usam o site. Ele recebe apenas alguns eventos definidos por nós, cada um com o endereço da página em que aconteceu: escolher espanhol ou português, entrar na conta ou uma tentativa que falhou, uma conta que não pode ser usada on-line, criar uma conta on-line, abrir a página de nome de usuário ou senha esquecidos, seguir o link de acesso para concessionárias e até onde você rola uma página (um quarto, metade, três quartos ou toda). O seu navegador envia esses eventos ao nosso próprio domínio, no caminho ${ANALYTICS_PATH_PREFIX}, e o nosso servidor os repassa ao Mixpanel. Por isso, esse serviço nunca recebe os cookies do seu navegador para o nosso site.`,
          'Antes de registrar um endereço, removemos a parte secreta dos links de redefinição de senha e de verificação de e-mail. Nunca enviamos para a análise de uso senhas, números de Seguro Social, datas de nascimento, códigos de uso único ou números de contas bancárias. Quando você entra na conta, os eventos dessa visita são vinculados à sua conta on-line pelo seu endereço de e-mail, junto com a informação de se o pagamento automático, os extratos digitais e os alertas por mensagem de texto estão ativados, para que possamos ajudar se algo der errado; depois que você sai, os novos eventos voltam a ser anônimos.',
          'Não gravamos sessões: nada grava a sua tela, os seus cliques, os movimentos do mouse ou o que você digita nos nossos formulários.',
          'Também usamos o Google Tag Manager para carregar tags de medição que mostram como os visitantes chegam ao nosso site. Elas recebem o endereço e o título de cada página que você abre, sem a parte secreta dos links de redefinição de senha e de verificação de e-mail, e nunca o que você digita nos nossos formulários. Essas tags podem guardar os seus próprios cookies, como os cookies _ga do Google Analytics. Elas não são carregadas nas páginas que um link de redefinição ou de verificação abre.',
        ],
      },
      {
        heading: 'Chat ao vivo',
        paragraphs: [
          'O nosso chat é fornecido pela Genesys, um prestador de serviços que o opera para nós com base em um contrato que limita o uso que ela pode fazer das informações. O chat guarda um identificador no seu navegador para que uma conversa continue quando você passa para outra página. Guardamos as transcrições do chat por dois anos para responder às suas dúvidas e treinar a nossa equipe.',
          `Não envie pelo chat o seu número de Seguro Social completo, uma senha ou números completos de contas bancárias ou cartões. Se precisarmos confirmar a sua identidade, pediremos que você entre na conta ou ligue para ${SUPPORT_PHONE}.`,
        ],
      },
      {
        heading: 'Como compartilhamos as informações',
        paragraphs: [
          'Compartilhamos as informações coletadas neste site somente com os prestadores de serviços que nos ajudam a operá-lo (hospedagem, segurança, análise de uso, chat, envio de e-mails e mensagens de texto, e processamento de pagamentos), quando a lei exige ou para proteger você, a nós ou outras pessoas contra fraudes. Os prestadores de serviços só podem usar as informações para prestar serviços para nós.',
          'Não vendemos informações pessoais nem as compartilhamos com outras empresas para o marketing delas.',
        ],
      },
      {
        heading: 'As suas opções',
        paragraphs: ['Você pode controlar boa parte do que este site coleta:'],
        bullets: [
          'Cookies: o seu navegador permite ver, apagar e bloquear cookies. Se você bloquear o cookie de sessão, não conseguirá usar a sua conta on-line.',
          'Análise de uso: bloquear no seu navegador os cookies ou scripts do nosso site, ou usar um bloqueador de conteúdo, interrompe a análise de uso sem afetar o restante do site.',
          'Sinais de preferência de exclusão: se o seu navegador enviar um sinal Global Privacy Control, nós o tratamos como um pedido para não vender nem compartilhar as suas informações naquele navegador.',
          'Extratos e mensagens de texto: nas configurações da sua conta, você pode escolher extratos digitais ou em papel e ativar ou desativar os alertas por mensagem de texto; também pode interromper as mensagens de texto a qualquer momento respondendo STOP. As mensagens sobre a segurança da sua conta e os seus pagamentos são sempre enviadas.',
        ],
      },
      {
        heading: 'Residentes da Califórnia',
        paragraphs: [
          'Se você mora na Califórnia, a Lei de Privacidade do Consumidor da Califórnia dá a você o direito de saber, excluir e corrigir informações pessoais e de se opor à venda ou ao compartilhamento delas. O nosso Aviso de privacidade da Califórnia, um documento PDF com link no rodapé de cada página, explica o que coletamos, esses direitos e como exercê-los.',
        ],
      },
      {
        heading: 'Crianças',
        paragraphs: [
          'Este site é destinado a adultos. Não coletamos intencionalmente informações pessoais de crianças menores de 13 anos por meio deste site. Se você acredita que uma criança nos deu informações pessoais, entre em contato conosco e nós as excluiremos.',
        ],
      },
      {
        heading: 'Como protegemos as informações',
        paragraphs: [
          'Protegemos as informações com medidas de segurança físicas, eletrônicas e de procedimento que atendem às normas federais. O site só está disponível por conexões criptografadas; guardamos as senhas apenas em um formato que não permite reconstruí-las; encerramos a sua sessão depois de um período de inatividade; e limitamos tentativas repetidas de entrada e de recuperação.',
          `Nenhum sistema é perfeitamente seguro. Nunca pediremos a sua senha por e-mail, mensagem de texto ou telefonema. Se você receber uma mensagem que pareça vir de nós e peça a sua senha, não responda e ligue para ${SUPPORT_PHONE}.`,
        ],
      },
      {
        heading: 'Por quanto tempo guardamos as informações',
        paragraphs: [
          'Guardamos os registros de servidor e de segurança por um ano e as transcrições do chat por dois anos, a menos que precisemos deles por mais tempo para investigar uma fraude ou para uma ação judicial. As informações que fazem parte dos registros do seu financiamento são guardadas pelo tempo que a lei exige, como explica o nosso Aviso de privacidade.',
        ],
      },
      {
        heading: 'Mudanças e contato',
        paragraphs: [
          'Podemos atualizar esta política quando o nosso site ou a lei mudarem. A data de “Última atualização” no início mostra a data da versão mais recente; se uma mudança for importante, também mostraremos um aviso no site.',
          `Dúvidas sobre esta política ou sobre as nossas práticas de privacidade? Escreva para ${PRIVACY_EMAIL}, ligue para ${SUPPORT_PHONE} ou envie uma carta para ${MAILING_ADDRESS}.`,
        ],
      },
    ],
  },
};
