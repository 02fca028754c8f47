import { COMPANY_NAME, SUPPORT_PHONE } from './contact';
import type { LocalizedDocument } from './types';

/**
 * The consent to electronic records and signatures that the federal E-SIGN Act (15 U.S.C. § 7001(c))
 * requires before we give a consumer, electronically, a record the law says must be in writing.
 */
const UPDATED = '2026-11-16';

export const ELECTRONIC_CONSENT_AGREEMENT: LocalizedDocument = {
  'en-US': {
    title: 'Electronic Consent Agreement',
    updated: UPDATED,
    intro: `Please read this agreement carefully and keep a copy for your records. It explains how ${COMPANY_NAME} (“we”, “us”) will give you records electronically instead of on paper, and your rights under the federal Electronic Signatures in Global and National Commerce Act (E-SIGN Act). You do not have to agree in order to get or keep a loan with us.`,
    sections: [
      {
        heading: 'Records this agreement covers',
        paragraphs: [
          'If you agree, we may give you the following records electronically, for every loan you have with us now or in the future:',
        ],
        bullets: [
          'This agreement, your loan documents and any record you sign through our web site',
          'Monthly statements, payment confirmations and receipts, and automatic payment notices',
          'Notices about your account, such as due date changes, late payments, changes to your contact information and changes to our terms',
          'Notices the law requires us to give you in writing, such as our annual Privacy Notice',
          'Payoff quotes, letters about your vehicle title, and answers to your secure messages',
        ],
      },
      {
        heading: 'Records we will still mail',
        paragraphs: [
          'Some notices will still come by mail when the law requires it or when we think paper is the better way to reach you, for example notices about repossession or the sale of a vehicle. We may also send any record on paper if we cannot deliver it electronically.',
        ],
      },
      {
        heading: 'How we will deliver electronic records',
        paragraphs: [
          'We will post records in your online account and send you an e-mail when a new record is available, or we will attach the record to the e-mail. A record is delivered when we post it or send it, even if you do not open it, so please read our e-mails and sign in to your account regularly.',
          'Records stay in your online account for at least 24 months. We recommend that you download or print the records you want to keep.',
        ],
      },
      {
        heading: 'Electronic signatures',
        paragraphs: [
          'When you select “I agree”, check a box, type your name or otherwise sign electronically on our web site, your electronic signature has the same effect as your handwritten signature on paper.',
        ],
      },
      {
        heading: 'Hardware and software you need',
        paragraphs: ['To receive, open and keep electronic records, you need:'],
        table: {
          columns: ['What you need', 'Requirement'],
          rows: [
            ['Device', 'A computer, tablet or phone with an internet connection'],
            ['Internet browser', 'One of the two most recent versions of Chrome, Edge, Firefox or Safari, with cookies and JavaScript turned on'],
            ['PDF reader', 'Software that opens PDF files, such as the viewer built into your browser or Adobe Acrobat Reader'],
            ['E-mail', 'An e-mail address that you check regularly and that accepts messages from roadbridgeauto.example'],
            ['Storage or printer', 'Space to save records on your device, or a printer to print them'],
          ],
        },
      },
      {
        heading: 'If these requirements change',
        paragraphs: [
          'If we change these requirements in a way that could prevent you from opening or keeping electronic records, we will tell you before the change takes effect. You can then withdraw your consent without any fee or penalty.',
        ],
      },
      {
        heading: 'Paper copies at no charge',
        paragraphs: [
          `You can ask for a paper copy of any electronic record at any time, and we will mail it to you at no charge within five business days. Call us at ${SUPPORT_PHONE} or send a secure message from your online account. Asking for a paper copy does not withdraw your consent.`,
        ],
      },
      {
        heading: 'How to withdraw your consent',
        paragraphs: [
          `You can withdraw your consent at any time, at no charge, by turning off paperless delivery in your online account settings, by calling ${SUPPORT_PHONE}, or by sending a secure message from your online account. We will begin mailing paper records within 10 business days.`,
          'Withdrawing your consent does not change your loan or the validity of any record we gave you electronically before the withdrawal took effect. Some online services, such as electronic statements, are available only to customers who consent to electronic records.',
        ],
      },
      {
        heading: 'Keeping your contact information up to date',
        paragraphs: [
          `Please tell us right away if your e-mail address changes. You can update it in your online account under Profile, or by calling ${SUPPORT_PHONE}. If an e-mail we send you is returned as undeliverable, we may send your records by mail until you give us a working e-mail address.`,
        ],
      },
      {
        heading: 'Your consent',
        paragraphs: ['By selecting “I agree”, you confirm that:'],
        bullets: [
          'You have read this agreement and can open and read this PDF document, which shows that you can access records in the format we use',
          'Your device and software meet the requirements above',
          'You can download or print this agreement and the records we send you',
          `You consent to receive records from ${COMPANY_NAME} electronically and to sign documents electronically, as described in this agreement`,
        ],
      },
      {
        heading: 'Questions',
        paragraphs: [`If you have questions about this agreement or need help opening a record, call customer support at ${SUPPORT_PHONE}.`],
      },
    ],
  },

  'es-US': {
    title: 'Acuerdo de consentimiento electrónico',
    updated: UPDATED,
    translationNote:
      'Esta es una traducción de cortesía. Si hay alguna diferencia entre esta traducción y la versión en inglés, prevalecerá la versión en inglés.',
    intro: `Lea este acuerdo con atención y guarde una copia para sus registros. Explica cómo ${COMPANY_NAME} (“nosotros”) le entregará documentos en forma electrónica en lugar de en papel, y sus derechos conforme a la Ley federal de Firmas Electrónicas en el Comercio Global y Nacional (Ley E-SIGN). No tiene que aceptarlo para obtener o mantener un préstamo con nosotros.`,
    sections: [
      {
        heading: 'Documentos que abarca este acuerdo',
        paragraphs: [
          'Si usted acepta, podemos entregarle en forma electrónica los siguientes documentos, para todos los préstamos que tenga con nosotros ahora o en el futuro:',
        ],
        bullets: [
          'Este acuerdo, los documentos de su préstamo y cualquier documento que firme a través de nuestro sitio web',
          'Estados de cuenta mensuales, confirmaciones y recibos de pago, y avisos de pagos automáticos',
          'Avisos sobre su cuenta, como cambios de fecha de vencimiento, pagos atrasados, cambios en su información de contacto y cambios en nuestras condiciones',
          'Avisos que la ley nos exige entregarle por escrito, como nuestro Aviso de privacidad anual',
          'Cotizaciones de liquidación, cartas sobre el título de su vehículo y respuestas a sus mensajes seguros',
        ],
      },
      {
        heading: 'Documentos que seguiremos enviando por correo',
        paragraphs: [
          'Algunos avisos seguirán llegando por correo cuando la ley lo exija o cuando consideremos que el papel es la mejor forma de comunicarnos con usted, por ejemplo, los avisos sobre la recuperación o la venta de un vehículo. También podemos enviar cualquier documento en papel si no podemos entregarlo en forma electrónica.',
        ],
      },
      {
        heading: 'Cómo le entregaremos los documentos electrónicos',
        paragraphs: [
          'Publicaremos los documentos en su cuenta en línea y le enviaremos un correo electrónico cuando haya un documento nuevo disponible, o adjuntaremos el documento al correo electrónico. Un documento se considera entregado cuando lo publicamos o lo enviamos, aunque usted no lo abra, así que lea nuestros correos electrónicos e inicie sesión en su cuenta con regularidad.',
          'Los documentos permanecen en su cuenta en línea durante al menos 24 meses. Le recomendamos descargar o imprimir los documentos que desee conservar.',
        ],
      },
      {
        heading: 'Firmas electrónicas',
        paragraphs: [
          'Cuando usted selecciona “Acepto”, marca una casilla, escribe su nombre o firma de otra manera en forma electrónica en nuestro sitio web, su firma electrónica tiene el mismo efecto que su firma escrita a mano en papel.',
        ],
      },
      {
        heading: 'Equipo y programas que necesita',
        paragraphs: ['Para recibir, abrir y conservar documentos electrónicos, necesita:'],
        table: {
          columns: ['Lo que necesita', 'Requisito'],
          rows: [
            ['Dispositivo', 'Una computadora, tableta o teléfono con conexión a internet'],
            ['Navegador de internet', 'Una de las dos versiones más recientes de Chrome, Edge, Firefox o Safari, con las cookies y JavaScript activados'],
            ['Lector de PDF', 'Un programa que abra archivos PDF, como el visor integrado en su navegador o Adobe Acrobat Reader'],
            ['Correo electrónico', 'Una dirección de correo electrónico que revise con regularidad y que acepte mensajes de roadbridgeauto.example'],
            ['Almacenamiento o impresora', 'Espacio para guardar los documentos en su dispositivo, o una impresora para imprimirlos'],
          ],
        },
      },
      {
        heading: 'Si cambian estos requisitos',
        paragraphs: [
          'Si cambiamos estos requisitos de una manera que pudiera impedirle abrir o conservar documentos electrónicos, se lo informaremos antes de que el cambio entre en vigor. Entonces podrá retirar su consentimiento sin ningún cargo ni penalidad.',
        ],
      },
      {
        heading: 'Copias en papel sin costo',
        paragraphs: [
          `Puede pedir una copia en papel de cualquier documento electrónico en cualquier momento, y se la enviaremos por correo sin costo dentro de cinco días hábiles. Llámenos al ${SUPPORT_PHONE} o envíenos un mensaje seguro desde su cuenta en línea. Pedir una copia en papel no retira su consentimiento.`,
        ],
      },
      {
        heading: 'Cómo retirar su consentimiento',
        paragraphs: [
          `Puede retirar su consentimiento en cualquier momento, sin costo, desactivando la entrega sin papel en la configuración de su cuenta en línea, llamando al ${SUPPORT_PHONE} o enviando un mensaje seguro desde su cuenta en línea. Comenzaremos a enviarle los documentos en papel dentro de 10 días hábiles.`,
          'Retirar su consentimiento no modifica su préstamo ni la validez de los documentos que le entregamos en forma electrónica antes de que el retiro entrara en vigor. Algunos servicios en línea, como los estados de cuenta electrónicos, solo están disponibles para los clientes que aceptan recibir documentos electrónicos.',
        ],
      },
      {
        heading: 'Cómo mantener al día su información de contacto',
        paragraphs: [
          `Avísenos de inmediato si cambia su dirección de correo electrónico. Puede actualizarla en su cuenta en línea, en la sección Perfil, o llamando al ${SUPPORT_PHONE}. Si un correo electrónico que le enviamos es devuelto por no poder entregarse, podemos enviarle sus documentos por correo postal hasta que nos dé una dirección de correo electrónico que funcione.`,
        ],
      },
      {
        heading: 'Su consentimiento',
        paragraphs: ['Al seleccionar “Acepto”, usted confirma que:'],
        bullets: [
          'Ha leído este acuerdo y puede abrir y leer este documento PDF, lo que demuestra que puede acceder a los documentos en el formato que usamos',
          'Su dispositivo y sus programas cumplen con los requisitos indicados arriba',
          'Puede descargar o imprimir este acuerdo y los documentos que le enviemos',
          `Acepta recibir documentos de ${COMPANY_NAME} en forma electrónica y firmar documentos electrónicamente, según se describe en este acuerdo`,
        ],
      },
      {
        heading: 'Preguntas',
        paragraphs: [
          `Si tiene preguntas sobre este acuerdo o necesita ayuda para abrir un documento, llame a atención al cliente al ${SUPPORT_PHONE}.`,
        ],
      },
    ],
  },

  'pt-BR': {
    title: 'Termo de consentimento eletrônico',
    updated: UPDATED,
    translationNote:
      'Esta é uma tradução de cortesia. Em caso de divergência entre esta tradução e a versão em inglês, prevalece a versão em inglês.',
    intro: `Leia este termo com atenção e guarde uma cópia para os seus registros. Ele explica como a ${COMPANY_NAME} (“nós”) entregará documentos a você em formato eletrônico em vez de em papel, e os seus direitos de acordo com a lei federal de Assinaturas Eletrônicas no Comércio Global e Nacional (Lei E-SIGN). Você não precisa aceitar para obter ou manter um financiamento conosco.`,
    sections: [
      {
        heading: 'Documentos abrangidos por este termo',
        paragraphs: [
          'Se você aceitar, podemos entregar a você em formato eletrônico os documentos abaixo, para todos os financiamentos que você tiver conosco agora ou no futuro:',
        ],
        bullets: [
          'Este termo, os documentos do seu financiamento e qualquer documento que você assinar pelo nosso site',
          'Extratos mensais, confirmações e recibos de pagamento e avisos de pagamento automático',
          'Avisos sobre a sua conta, como mudanças da data de vencimento, pagamentos em atraso, mudanças nas suas informações de contato e mudanças nas nossas condições',
          'Avisos que a lei exige que entreguemos a você por escrito, como o nosso Aviso de privacidade anual',
          'Cálculos de quitação, cartas sobre o título do seu veículo e respostas às suas mensagens seguras',
        ],
      },
      {
        heading: 'Documentos que continuaremos a enviar pelo correio',
        paragraphs: [
          'Alguns avisos continuarão a chegar pelo correio quando a lei exigir ou quando acharmos que o papel é a melhor forma de falar com você, por exemplo, avisos sobre a retomada ou a venda de um veículo. Também podemos enviar qualquer documento em papel se não conseguirmos entregá-lo em formato eletrônico.',
        ],
      },
      {
        heading: 'Como entregaremos os documentos eletrônicos',
        paragraphs: [
          'Publicaremos os documentos na sua conta on-line e enviaremos um e-mail a você quando houver um documento novo disponível, ou anexaremos o documento ao e-mail. Um documento é considerado entregue quando o publicamos ou enviamos, mesmo que você não o abra; por isso, leia os nossos e-mails e acesse a sua conta regularmente.',
          'Os documentos ficam na sua conta on-line por pelo menos 24 meses. Recomendamos que você baixe ou imprima os documentos que quiser guardar.',
        ],
      },
      {
        heading: 'Assinaturas eletrônicas',
        paragraphs: [
          'Quando você seleciona “Aceito”, marca uma caixa, digita o seu nome ou assina de outra forma eletronicamente no nosso site, a sua assinatura eletrônica tem o mesmo efeito que a sua assinatura à mão em papel.',
        ],
      },
      {
        heading: 'Equipamentos e programas de que você precisa',
        paragraphs: ['Para receber, abrir e guardar documentos eletrônicos, você precisa de:'],
        table: {
          columns: ['Do que você precisa', 'Requisito'],
          rows: [
            ['Dispositivo', 'Um computador, tablet ou celular com conexão à internet'],
            ['Navegador de internet', 'Uma das duas versões mais recentes do Chrome, Edge, Firefox ou Safari, com cookies e JavaScript ativados'],
            ['Leitor de PDF', 'Um programa que abra arquivos PDF, como o visualizador do seu navegador ou o Adobe Acrobat Reader'],
            ['E-mail', 'Um endereço de e-mail que você consulte regularmente e que aceite mensagens de roadbridgeauto.example'],
            ['Armazenamento ou impressora', 'Espaço para salvar os documentos no seu dispositivo, ou uma impressora para imprimi-los'],
          ],
        },
      },
      {
        heading: 'Se esses requisitos mudarem',
        paragraphs: [
          'Se mudarmos esses requisitos de uma forma que possa impedir você de abrir ou guardar documentos eletrônicos, avisaremos antes de a mudança entrar em vigor. Você poderá então retirar o seu consentimento sem nenhuma tarifa ou penalidade.',
        ],
      },
      {
        heading: 'Cópias em papel sem custo',
        paragraphs: [
          `Você pode pedir uma cópia em papel de qualquer documento eletrônico a qualquer momento, e nós a enviaremos pelo correio sem custo em até cinco dias úteis. Ligue para ${SUPPORT_PHONE} ou envie uma mensagem segura pela sua conta on-line. Pedir uma cópia em papel não retira o seu consentimento.`,
        ],
      },
      {
        heading: 'Como retirar o seu consentimento',
        paragraphs: [
          `Você pode retirar o seu consentimento a qualquer momento, sem custo, desativando a entrega sem papel nas configurações da sua conta on-line, ligando para ${SUPPORT_PHONE} ou enviando uma mensagem segura pela sua conta on-line. Começaremos a enviar os documentos em papel em até 10 dias úteis.`,
          'Retirar o seu consentimento não altera o seu financiamento nem a validade dos documentos que entregamos em formato eletrônico antes de a retirada entrar em vigor. Alguns serviços on-line, como os extratos eletrônicos, estão disponíveis somente para clientes que aceitam receber documentos eletrônicos.',
        ],
      },
      {
        heading: 'Como manter as suas informações de contato atualizadas',
        paragraphs: [
          `Avise-nos imediatamente se o seu endereço de e-mail mudar. Você pode atualizá-lo na sua conta on-line, na seção Perfil, ou ligando para ${SUPPORT_PHONE}. Se um e-mail que enviarmos for devolvido por não poder ser entregue, podemos enviar os seus documentos pelo correio até você nos informar um endereço de e-mail que funcione.`,
        ],
      },
      {
        heading: 'O seu consentimento',
        paragraphs: ['Ao selecionar “Aceito”, você confirma que:'],
        bullets: [
          'Leu este termo e consegue abrir e ler este documento PDF, o que demonstra que você consegue acessar documentos no formato que usamos',
          'O seu dispositivo e os seus programas atendem aos requisitos acima',
          'Consegue baixar ou imprimir este termo e os documentos que enviarmos',
          `Aceita receber documentos da ${COMPANY_NAME} em formato eletrônico e assinar documentos eletronicamente, conforme descrito neste termo`,
        ],
      },
      {
        heading: 'Dúvidas',
        paragraphs: [
          `Se você tiver dúvidas sobre este termo ou precisar de ajuda para abrir um documento, ligue para o atendimento ao cliente em ${SUPPORT_PHONE}.`,
        ],
      },
    ],
  },
};
