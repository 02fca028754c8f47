import type { LocalizedDocument } from '@/content/documents/types';
import { COMPANY_NAME, MAILING_ADDRESS, SITE_HOST, SUPPORT_PHONE } from './contact';

/**
 * The terms of use of the web site and the online account (spec 2.2, /terms-of-use). They govern the site
 * only: the retail installment contract of a loan keeps its own terms, which win where the two differ.
 */
const UPDATED = '2026-11-20';

export const TERMS_OF_USE: LocalizedDocument = {
  'en-US': {
    title: 'Terms of Use',
    updated: UPDATED,
    intro: `These terms apply to everyone who visits ${SITE_HOST} or uses the online account services of ${COMPANY_NAME} (“we”, “us”, “our”). Please read them carefully. By using this site you agree to them; if you do not agree, please do not use the site.`,
    sections: [
      {
        heading: 'About these terms',
        paragraphs: [
          'These terms cover this web site, in English, Spanish and Portuguese, and the online account services it offers: signing in, viewing your loan, statements and history, making payments, changing your due date, secure messages and account settings.',
          'Other documents also apply when you use certain services, namely our Online Privacy Policy, our Privacy Notice, our California Privacy Notice, our Electronic Consent Agreement and our Text Message Policy. Each is available from the footer of every page.',
        ],
      },
      {
        heading: 'Your loan contract comes first',
        paragraphs: [
          'Your loan is governed by the retail installment contract you signed with the dealer and that was assigned to us, and by the law that applies to it. Nothing in these terms changes your contract, your payment amount or your rights under it. If these terms and your contract ever disagree, your contract controls.',
        ],
      },
      {
        heading: 'Who may use the online account',
        paragraphs: [
          'The public pages of this site are open to everyone. The online account is for our customers who live in the United States and are at least 18 years old, and for co-borrowers on their own loan.',
          'To enroll, you must give us your account number and confirm facts about you that we already have, such as your last name, the last four digits of your Social Security number and your date of birth. You must give us true and complete information and keep your e-mail address and phone number up to date.',
        ],
      },
      {
        heading: 'Keeping your account secure',
        paragraphs: [
          'Your username and password are the keys to your account. Choose a password you do not use anywhere else, keep it to yourself and do not let anyone else sign in as you. Anything done after a correct sign-in with your username and password is treated as done by you, unless you told us beforehand that your account was at risk.',
          'For your protection we sign you out after a period of inactivity and warn you shortly before we do. Always sign out when you finish, especially on a shared or public device.',
          `If you think someone else knows your password or has used your account, change your password at once and call us at ${SUPPORT_PHONE}. We will never ask you for your password by phone, e-mail or text message.`,
        ],
      },
      {
        heading: 'Online payments',
        paragraphs: [
          'When you make a payment online, you authorize us to debit the bank account you enter for the amount and on the date you choose. You confirm that you are allowed to use that bank account and that it has enough funds.',
          'Online payments made before 6 p.m. Central time on a business day are credited that day; later payments are credited on the next business day. A payment scheduled for a future date can be changed or cancelled online until 6 p.m. Central time on the business day before it is due.',
          'If your bank returns a payment, we will reverse the credit to your account and may charge the returned payment fee that your contract and the law allow. Your bank may also charge you a fee.',
        ],
      },
      {
        heading: 'Due date changes',
        paragraphs: [
          'You can ask to change your payment due date through your online account. A change may be limited by your contract, your payment history and the number of changes you have already made. Interest keeps accruing daily while you wait for a later due date, so a new date can change the interest you pay; the confirmation page shows the effect before you agree. A change is final only when we confirm it.',
        ],
      },
      {
        heading: 'Electronic communications',
        paragraphs: [
          'By using the online account, you agree that we may send you notices, statements and other records electronically, as our Electronic Consent Agreement describes. You can withdraw that consent at any time without a fee.',
          'Text messages about your account are sent only if you enroll in them, as our Text Message Policy describes. You can stop them at any time by replying STOP.',
        ],
      },
      {
        heading: 'Acceptable use',
        paragraphs: ['When you use this site, you agree not to:'],
        bullets: [
          'Sign in to an account that is not yours, or try to learn another person’s username, password or account number',
          'Give us false information or pretend to be someone else',
          'Use robots, scrapers or other automated tools to access the site, except search engines that follow our robots rules',
          'Probe, scan or test the security of the site, or get around the security checks on our forms',
          'Send viruses or other harmful code, or overload or disrupt the site or the servers behind it',
          'Use the site for any unlawful purpose or in a way that harms us or other customers',
        ],
      },
      {
        heading: 'Information on this site',
        paragraphs: [
          'The information on the public pages is general. It is not legal, tax or financial advice, and it is not an offer of credit. Loan terms depend on your application, your credit and the vehicle, and are set out only in your contract. Vehicles are sold by independent dealers, not by us.',
          'We work to keep the site accurate, but the account information you see online may not yet show a payment or change that is in progress. Your monthly statement and your contract are the official records of your loan.',
        ],
      },
      {
        heading: 'Our content and trademarks',
        paragraphs: [
          `The text, images, logos and design of this site belong to ${COMPANY_NAME} or to companies that license them to us, and are protected by copyright and trademark laws. You may view and print pages for your own personal use. You may not copy, change, sell or republish our content without our written permission.`,
          'This site is built with open-source software. That software is ours to use under its own licenses, which are listed on our Licenses page, and nothing in these terms limits the rights those licenses give you.',
        ],
      },
      {
        heading: 'Links to other sites',
        paragraphs: [
          'Some links take you to sites we do not operate, such as social networks, the dealer portal or government agencies. Before you leave our site, we show a warning. We are not responsible for the content, security or privacy practices of other sites, and a link is not an endorsement.',
        ],
      },
      {
        heading: 'Privacy',
        paragraphs: [
          'Our Online Privacy Policy explains what information this site collects and how we use it, including cookies, analytics and live chat. Our Privacy Notice explains how we share the personal information of our customers, and our California Privacy Notice explains the rights of California residents.',
        ],
      },
      {
        heading: 'Site availability, warranties and liability',
        paragraphs: [
          'We try to keep the site available at all times, but it may be unavailable during maintenance or because of problems we cannot control. If you cannot use the site, you can always pay or get help by phone.',
          'To the extent the law allows, the site is provided “as is” and “as available”, without warranties of any kind, express or implied. We are not liable for indirect or consequential damages that result from using or being unable to use the site. Nothing in these terms limits rights that you have under consumer protection laws or under your contract, which cannot be waived.',
        ],
      },
      {
        heading: 'Suspending or ending access',
        paragraphs: [
          'We may suspend or end your access to the online account, or to parts of it, if we believe your account is at risk, if you break these terms, or if the law requires it. We will tell you when we can do so without putting your account or others at risk. Ending online access does not end your loan or change what you owe.',
        ],
      },
      {
        heading: 'Governing law and disputes',
        paragraphs: [
          'These terms are governed by federal law and, to the extent federal law does not apply, by the laws of the State of Texas. If your contract contains an arbitration clause, that clause also governs disputes about your use of this site. Otherwise, you may bring a claim in the courts where you live.',
        ],
      },
      {
        heading: 'Changes and contact',
        paragraphs: [
          'We may update these terms from time to time. The “Last updated” date at the top shows when they last changed. If a change affects your rights, we will tell you before it takes effect, by e-mail or by a notice in your online account.',
          `Questions about these terms? Call us at ${SUPPORT_PHONE}, send a secure message from your online account, or write to ${MAILING_ADDRESS}.`,
        ],
      },
    ],
  },

  'es-US': {
    title: 'Términos de uso',
    updated: UPDATED,
    translationNote:
      'Esta es una traducción de cortesía. Si hay alguna diferencia entre esta traducción y la versión en inglés, prevalecerá la versión en inglés.',
    intro: `Estos términos se aplican a todas las personas que visitan ${SITE_HOST} o usan los servicios de cuenta en línea de ${COMPANY_NAME} (“nosotros”). Léalos con atención. Al usar este sitio, usted los acepta; si no los acepta, no use el sitio.`,
    sections: [
      {
        heading: 'Acerca de estos términos',
        paragraphs: [
          'Estos términos abarcan este sitio web, en inglés, español y portugués, y los servicios de cuenta en línea que ofrece: iniciar sesión, consultar su préstamo, estados de cuenta e historial, hacer pagos, cambiar su fecha de vencimiento, mensajes seguros y configuración de la cuenta.',
          'Cuando usa ciertos servicios también se aplican otros documentos, a saber, nuestra Política de privacidad en línea, nuestro Aviso de privacidad, nuestro Aviso de privacidad de California, nuestro Acuerdo de consentimiento electrónico y nuestra Política de mensajes de texto. Todos están disponibles en el pie de cada página.',
        ],
      },
      {
        heading: 'Su contrato de préstamo tiene prioridad',
        paragraphs: [
          'Su préstamo se rige por el contrato de venta a plazos que usted firmó con el concesionario y que nos fue cedido, y por la ley aplicable a ese contrato. Nada en estos términos cambia su contrato, el monto de sus pagos ni sus derechos conforme a él. Si estos términos y su contrato llegaran a diferir, prevalecerá su contrato.',
        ],
      },
      {
        heading: 'Quién puede usar la cuenta en línea',
        paragraphs: [
          'Las páginas públicas de este sitio están abiertas a todos. La cuenta en línea es para nuestros clientes que viven en los Estados Unidos y tienen al menos 18 años, y para los codeudores de su propio préstamo.',
          'Para inscribirse, debe darnos su número de cuenta y confirmar datos suyos que ya tenemos, como su apellido, los últimos cuatro dígitos de su número de Seguro Social y su fecha de nacimiento. Debe darnos información verdadera y completa, y mantener actualizados su correo electrónico y su número de teléfono.',
        ],
      },
      {
        heading: 'Cómo mantener segura su cuenta',
        paragraphs: [
          'Su nombre de usuario y su contraseña son las llaves de su cuenta. Elija una contraseña que no use en ningún otro lugar, no la comparta y no permita que otra persona inicie sesión en su nombre. Todo lo que se haga después de un inicio de sesión correcto con su nombre de usuario y su contraseña se considera hecho por usted, salvo que nos haya avisado antes que su cuenta estaba en riesgo.',
          'Para protegerlo, cerramos su sesión después de un período de inactividad y le avisamos poco antes de hacerlo. Cierre siempre la sesión al terminar, sobre todo en un dispositivo compartido o público.',
          `Si cree que otra persona conoce su contraseña o usó su cuenta, cambie su contraseña de inmediato y llámenos al ${SUPPORT_PHONE}. Nunca le pediremos su contraseña por teléfono, correo electrónico ni mensaje de texto.`,
        ],
      },
      {
        heading: 'Pagos en línea',
        paragraphs: [
          'Cuando hace un pago en línea, nos autoriza a debitar de la cuenta bancaria que indique el monto y en la fecha que elija. Usted confirma que está autorizado a usar esa cuenta bancaria y que tiene fondos suficientes.',
          'Los pagos en línea hechos antes de las 6 p. m., hora del Centro, en un día hábil se acreditan ese mismo día; los pagos posteriores se acreditan el siguiente día hábil. Un pago programado para una fecha futura se puede cambiar o cancelar en línea hasta las 6 p. m., hora del Centro, del día hábil anterior a su vencimiento.',
          'Si su banco devuelve un pago, revertiremos el crédito en su cuenta y podremos cobrar el cargo por pago devuelto que permitan su contrato y la ley. Su banco también puede cobrarle un cargo.',
        ],
      },
      {
        heading: 'Cambios de fecha de vencimiento',
        paragraphs: [
          'Puede pedir un cambio de la fecha de vencimiento de su pago desde su cuenta en línea. El cambio puede estar limitado por su contrato, su historial de pagos y la cantidad de cambios que ya haya hecho. Los intereses siguen acumulándose a diario mientras espera una fecha de vencimiento posterior, por lo que una nueva fecha puede cambiar los intereses que paga; la página de confirmación muestra el efecto antes de que usted acepte. El cambio solo es definitivo cuando lo confirmamos.',
        ],
      },
      {
        heading: 'Comunicaciones electrónicas',
        paragraphs: [
          'Al usar la cuenta en línea, acepta que le enviemos avisos, estados de cuenta y otros documentos en forma electrónica, como se describe en nuestro Acuerdo de consentimiento electrónico. Puede retirar ese consentimiento en cualquier momento sin costo.',
          'Los mensajes de texto sobre su cuenta se envían solo si usted se inscribe para recibirlos, como se describe en nuestra Política de mensajes de texto. Puede detenerlos en cualquier momento respondiendo STOP.',
        ],
      },
      {
        heading: 'Uso aceptable',
        paragraphs: ['Cuando usa este sitio, se compromete a no:'],
        bullets: [
          'Iniciar sesión en una cuenta que no sea suya, ni intentar averiguar el nombre de usuario, la contraseña o el número de cuenta de otra persona',
          'Darnos información falsa ni hacerse pasar por otra persona',
          'Usar robots, programas de extracción de datos u otras herramientas automatizadas para acceder al sitio, salvo los buscadores que respetan nuestras reglas para robots',
          'Sondear, escanear o poner a prueba la seguridad del sitio, ni eludir los controles de seguridad de nuestros formularios',
          'Enviar virus u otro código dañino, ni sobrecargar o interrumpir el sitio o los servidores que lo sostienen',
          'Usar el sitio con fines ilegales o de una forma que nos perjudique a nosotros o a otros clientes',
        ],
      },
      {
        heading: 'La información de este sitio',
        paragraphs: [
          'La información de las páginas públicas es general. No es asesoramiento legal, tributario ni financiero, y no es una oferta de crédito. Las condiciones de un préstamo dependen de su solicitud, su crédito y el vehículo, y solo se establecen en su contrato. Los vehículos los venden concesionarios independientes, no nosotros.',
          'Procuramos que el sitio sea exacto, pero la información de cuenta que ve en línea puede no mostrar todavía un pago o un cambio que está en trámite. Su estado de cuenta mensual y su contrato son los registros oficiales de su préstamo.',
        ],
      },
      {
        heading: 'Nuestro contenido y nuestras marcas',
        paragraphs: [
          `Los textos, imágenes, logotipos y el diseño de este sitio pertenecen a ${COMPANY_NAME} o a empresas que nos otorgan licencias, y están protegidos por las leyes de derechos de autor y de marcas. Puede ver e imprimir páginas para su uso personal. No puede copiar, modificar, vender ni volver a publicar nuestro contenido sin nuestro permiso por escrito.`,
          'Este sitio está hecho con software de código abierto. Usamos ese software conforme a sus propias licencias, que se enumeran en nuestra página de Licencias, y nada en estos términos limita los derechos que esas licencias le otorgan.',
        ],
      },
      {
        heading: 'Enlaces a otros sitios',
        paragraphs: [
          'Algunos enlaces lo llevan a sitios que no administramos, como redes sociales, el portal para concesionarios o agencias del gobierno. Antes de que salga de nuestro sitio, le mostramos un aviso. No somos responsables del contenido, la seguridad ni las prácticas de privacidad de otros sitios, y un enlace no es una recomendación.',
        ],
      },
      {
        heading: 'Privacidad',
        paragraphs: [
          'Nuestra Política de privacidad en línea explica qué información recopila este sitio y cómo la usamos, incluidas las cookies, la analítica y el chat en vivo. Nuestro Aviso de privacidad explica cómo compartimos la información personal de nuestros clientes, y nuestro Aviso de privacidad de California explica los derechos de los residentes de California.',
        ],
      },
      {
        heading: 'Disponibilidad del sitio, garantías y responsabilidad',
        paragraphs: [
          'Procuramos que el sitio esté disponible en todo momento, pero puede no estarlo durante tareas de mantenimiento o por problemas que no podemos controlar. Si no puede usar el sitio, siempre puede pagar u obtener ayuda por teléfono.',
          'En la medida en que la ley lo permita, el sitio se ofrece “tal como está” y “según disponibilidad”, sin garantías de ningún tipo, expresas ni implícitas. No somos responsables de los daños indirectos o consecuentes que resulten del uso del sitio o de la imposibilidad de usarlo. Nada en estos términos limita los derechos que usted tiene conforme a las leyes de protección al consumidor o a su contrato, a los que no se puede renunciar.',
        ],
      },
      {
        heading: 'Suspensión o cancelación del acceso',
        paragraphs: [
          'Podemos suspender o cancelar su acceso a la cuenta en línea, o a partes de ella, si creemos que su cuenta está en riesgo, si no cumple estos términos o si la ley lo exige. Le avisaremos cuando podamos hacerlo sin poner en riesgo su cuenta ni la de otras personas. Cancelar el acceso en línea no pone fin a su préstamo ni cambia lo que usted debe.',
        ],
      },
      {
        heading: 'Ley aplicable y controversias',
        paragraphs: [
          'Estos términos se rigen por la ley federal y, en la medida en que la ley federal no se aplique, por las leyes del estado de Texas. Si su contrato contiene una cláusula de arbitraje, esa cláusula también rige las controversias sobre el uso que usted haga de este sitio. De lo contrario, puede presentar un reclamo ante los tribunales del lugar donde vive.',
        ],
      },
      {
        heading: 'Cambios y contacto',
        paragraphs: [
          'Podemos actualizar estos términos cada cierto tiempo. La fecha de “Última actualización” que aparece arriba muestra cuándo cambiaron por última vez. Si un cambio afecta sus derechos, se lo informaremos antes de que entre en vigor, por correo electrónico o mediante un aviso en su cuenta en línea.',
          `¿Tiene preguntas sobre estos términos? Llámenos al ${SUPPORT_PHONE}, envíe un mensaje seguro desde su cuenta en línea o escríbanos a ${MAILING_ADDRESS}.`,
        ],
      },
    ],
  },

  'pt-BR': {
    title: 'Termos de uso',
    updated: UPDATED,
    translationNote:
      'Esta é uma tradução de cortesia. Em caso de divergência entre esta tradução e a versão em inglês, prevalece a versão em inglês.',
    intro: `Estes termos se aplicam a todas as pessoas que visitam ${SITE_HOST} ou usam os serviços de conta on-line da ${COMPANY_NAME} (“nós”). Leia-os com atenção. Ao usar este site, você os aceita; se não os aceitar, não use o site.`,
    sections: [
      {
        heading: 'Sobre estes termos',
        paragraphs: [
          'Estes termos abrangem este site, em inglês, espanhol e português, e os serviços de conta on-line que ele oferece: entrar na conta, consultar o seu financiamento, extratos e histórico, fazer pagamentos, mudar a data de vencimento, mensagens seguras e configurações da conta.',
          'Quando você usa certos serviços, outros documentos também se aplicam, a saber, a nossa Política de privacidade on-line, o nosso Aviso de privacidade, o nosso Aviso de privacidade da Califórnia, o nosso Contrato de consentimento eletrônico e a nossa Política de mensagens de texto. Todos estão disponíveis no rodapé de cada página.',
        ],
      },
      {
        heading: 'O seu contrato de financiamento vem primeiro',
        paragraphs: [
          'O seu financiamento é regido pelo contrato de venda a prazo que você assinou com a concessionária e que foi cedido a nós, e pela lei aplicável a esse contrato. Nada nestes termos muda o seu contrato, o valor das suas parcelas ou os seus direitos de acordo com ele. Se estes termos e o seu contrato divergirem, prevalece o seu contrato.',
        ],
      },
      {
        heading: 'Quem pode usar a conta on-line',
        paragraphs: [
          'As páginas públicas deste site estão abertas a todos. A conta on-line é para os nossos clientes que moram nos Estados Unidos e têm pelo menos 18 anos, e para os codevedores do próprio financiamento.',
          'Para se cadastrar, você deve informar o número da sua conta e confirmar dados seus que já temos, como o seu sobrenome, os quatro últimos dígitos do seu número de Seguro Social e a sua data de nascimento. Você deve nos dar informações verdadeiras e completas e manter atualizados o seu e-mail e o seu número de telefone.',
        ],
      },
      {
        heading: 'Como manter a sua conta segura',
        paragraphs: [
          'O seu nome de usuário e a sua senha são as chaves da sua conta. Escolha uma senha que você não use em nenhum outro lugar, não a compartilhe e não deixe que outra pessoa entre como se fosse você. Tudo o que for feito depois de uma entrada correta com o seu nome de usuário e a sua senha é considerado feito por você, a menos que você tenha nos avisado antes que a sua conta estava em risco.',
          'Para a sua proteção, encerramos a sua sessão depois de um período de inatividade e avisamos pouco antes disso. Sempre saia da conta ao terminar, principalmente em um dispositivo compartilhado ou público.',
          `Se você achar que outra pessoa sabe a sua senha ou usou a sua conta, mude a senha imediatamente e ligue para ${SUPPORT_PHONE}. Nunca pediremos a sua senha por telefone, e-mail ou mensagem de texto.`,
        ],
      },
      {
        heading: 'Pagamentos on-line',
        paragraphs: [
          'Ao fazer um pagamento on-line, você nos autoriza a debitar da conta bancária informada o valor e na data que você escolher. Você confirma que tem autorização para usar essa conta bancária e que ela tem saldo suficiente.',
          'Os pagamentos on-line feitos antes das 18h, horário do Centro dos EUA, em um dia útil são creditados no mesmo dia; os pagamentos feitos depois disso são creditados no dia útil seguinte. Um pagamento agendado para uma data futura pode ser alterado ou cancelado on-line até as 18h, horário do Centro dos EUA, do dia útil anterior ao vencimento.',
          'Se o seu banco devolver um pagamento, estornaremos o crédito na sua conta e poderemos cobrar a tarifa de pagamento devolvido que o seu contrato e a lei permitirem. O seu banco também pode cobrar uma tarifa.',
        ],
      },
      {
        heading: 'Mudanças da data de vencimento',
        paragraphs: [
          'Você pode pedir a mudança da data de vencimento da sua parcela pela sua conta on-line. A mudança pode ser limitada pelo seu contrato, pelo seu histórico de pagamentos e pelo número de mudanças que você já fez. Os juros continuam correndo diariamente enquanto você espera uma data de vencimento posterior, então uma nova data pode mudar os juros que você paga; a página de confirmação mostra o efeito antes que você aceite. A mudança só é definitiva quando a confirmamos.',
        ],
      },
      {
        heading: 'Comunicações eletrônicas',
        paragraphs: [
          'Ao usar a conta on-line, você concorda que podemos enviar avisos, extratos e outros documentos em formato eletrônico, conforme descrito no nosso Contrato de consentimento eletrônico. Você pode retirar esse consentimento a qualquer momento, sem custo.',
          'As mensagens de texto sobre a sua conta só são enviadas se você se cadastrar para recebê-las, conforme descrito na nossa Política de mensagens de texto. Você pode interrompê-las a qualquer momento respondendo STOP.',
        ],
      },
      {
        heading: 'Uso aceitável',
        paragraphs: ['Ao usar este site, você se compromete a não:'],
        bullets: [
          'Entrar em uma conta que não seja sua, nem tentar descobrir o nome de usuário, a senha ou o número da conta de outra pessoa',
          'Nos dar informações falsas ou se passar por outra pessoa',
          'Usar robôs, programas de coleta de dados ou outras ferramentas automatizadas para acessar o site, exceto os buscadores que seguem as nossas regras para robôs',
          'Sondar, varrer ou testar a segurança do site, nem contornar as verificações de segurança dos nossos formulários',
          'Enviar vírus ou outro código nocivo, nem sobrecarregar ou interromper o site ou os servidores por trás dele',
          'Usar o site para fins ilegais ou de um modo que prejudique a nós ou a outros clientes',
        ],
      },
      {
        heading: 'As informações deste site',
        paragraphs: [
          'As informações das páginas públicas são gerais. Não são orientação jurídica, tributária ou financeira, nem uma oferta de crédito. As condições de um financiamento dependem da sua proposta, do seu crédito e do veículo, e só constam do seu contrato. Os veículos são vendidos por concessionárias independentes, não por nós.',
          'Procuramos manter o site correto, mas as informações da conta que você vê on-line podem ainda não mostrar um pagamento ou uma mudança em andamento. O seu extrato mensal e o seu contrato são os registros oficiais do seu financiamento.',
        ],
      },
      {
        heading: 'O nosso conteúdo e as nossas marcas',
        paragraphs: [
          `Os textos, imagens, logotipos e o design deste site pertencem à ${COMPANY_NAME} ou a empresas que os licenciam para nós, e são protegidos pelas leis de direitos autorais e de marcas. Você pode ver e imprimir páginas para uso pessoal. Não pode copiar, modificar, vender ou republicar o nosso conteúdo sem a nossa autorização por escrito.`,
          'Este site é feito com software de código aberto. Usamos esse software de acordo com as suas próprias licenças, que estão listadas na nossa página de Licenças, e nada nestes termos limita os direitos que essas licenças dão a você.',
        ],
      },
      {
        heading: 'Links para outros sites',
        paragraphs: [
          'Alguns links levam a sites que não administramos, como redes sociais, o portal das concessionárias ou órgãos do governo. Antes que você saia do nosso site, mostramos um aviso. Não somos responsáveis pelo conteúdo, pela segurança nem pelas práticas de privacidade de outros sites, e um link não é uma recomendação.',
        ],
      },
      {
        heading: 'Privacidade',
        paragraphs: [
          'A nossa Política de privacidade on-line explica quais informações este site coleta e como as usamos, incluindo cookies, análise de uso e chat ao vivo. O nosso Aviso de privacidade explica como compartilhamos as informações pessoais dos nossos clientes, e o nosso Aviso de privacidade da Califórnia explica os direitos dos residentes da Califórnia.',
        ],
      },
      {
        heading: 'Disponibilidade do site, garantias e responsabilidade',
        paragraphs: [
          'Procuramos manter o site disponível o tempo todo, mas ele pode ficar fora do ar durante manutenções ou por problemas que não podemos controlar. Se não conseguir usar o site, você sempre pode pagar ou obter ajuda por telefone.',
          'Na medida em que a lei permitir, o site é oferecido “no estado em que se encontra” e “conforme a disponibilidade”, sem garantias de nenhum tipo, expressas ou implícitas. Não somos responsáveis por danos indiretos ou consequentes resultantes do uso do site ou da impossibilidade de usá-lo. Nada nestes termos limita os direitos que você tem pelas leis de proteção ao consumidor ou pelo seu contrato, aos quais não se pode renunciar.',
        ],
      },
      {
        heading: 'Suspensão ou encerramento do acesso',
        paragraphs: [
          'Podemos suspender ou encerrar o seu acesso à conta on-line, ou a partes dela, se acreditarmos que a sua conta está em risco, se você descumprir estes termos ou se a lei exigir. Avisaremos você quando pudermos fazer isso sem colocar em risco a sua conta ou a de outras pessoas. Encerrar o acesso on-line não encerra o seu financiamento nem muda o que você deve.',
        ],
      },
      {
        heading: 'Lei aplicável e disputas',
        paragraphs: [
          'Estes termos são regidos pela lei federal e, na medida em que a lei federal não se aplicar, pelas leis do estado do Texas. Se o seu contrato tiver uma cláusula de arbitragem, essa cláusula também rege as disputas sobre o seu uso deste site. Caso contrário, você pode apresentar uma reclamação nos tribunais do lugar onde mora.',
        ],
      },
      {
        heading: 'Mudanças e contato',
        paragraphs: [
          'Podemos atualizar estes termos de tempos em tempos. A data de “Última atualização” no início mostra quando eles mudaram pela última vez. Se uma mudança afetar os seus direitos, avisaremos você antes que ela entre em vigor, por e-mail ou por um aviso na sua conta on-line.',
          `Dúvidas sobre estes termos? Ligue para ${SUPPORT_PHONE}, envie uma mensagem segura pela sua conta on-line ou escreva para ${MAILING_ADDRESS}.`,
        ],
      },
    ],
  },
};
