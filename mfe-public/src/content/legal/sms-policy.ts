import type { LocalizedDocument } from '@/content/documents/types';
import { COMPANY_NAME, SUPPORT_PHONE } from './contact';

/**
 * The text-message programme's terms (spec 2.2, /sms-policy), with what the wireless industry's messaging
 * principles ask every programme to disclose: its name and purpose, message types and frequency, “Msg & data
 * rates may apply”, the STOP and HELP keywords, that carriers are not liable, and how numbers are kept private.
 */
const UPDATED = '2026-11-20';

export const SMS_POLICY: LocalizedDocument = {
  'en-US': {
    title: 'Text Message Policy',
    updated: UPDATED,
    intro: `These terms apply to ${COMPANY_NAME} Account Alerts, our text-message program for customers. By enrolling, you agree to them.`,
    sections: [
      {
        heading: 'About Account Alerts',
        paragraphs: [
          `${COMPANY_NAME} Account Alerts sends text messages about your auto loan to the mobile number you choose: reminders, confirmations and security codes. The program is for our customers only. We do not use it to send advertising.`,
        ],
      },
      {
        heading: 'How to enroll',
        paragraphs: [
          'You can enroll in your online account under Settings, or by asking a customer support representative on the phone. We will send a text message to confirm your enrollment. Enrolling is voluntary, and you do not have to agree to receive text messages to get or keep a loan with us.',
          'When you ask for a one-time code to recover your account number, username or password and choose to receive it by text, we send that single message to the number on file even if you are not enrolled.',
        ],
      },
      {
        heading: 'Messages you may receive',
        paragraphs: ['Depending on your account and your choices, you may receive these messages:'],
        table: {
          columns: ['Message', 'What it tells you', 'When we send it'],
          rows: [
            ['Payment reminder', 'Your next payment amount and due date', 'A few days before each due date'],
            ['Payment confirmation', 'That we received a payment, or that an automatic payment is scheduled', 'When a payment is made or scheduled'],
            ['Past-due notice', 'That a payment is late and how to pay', 'When a payment is more than 10 days late'],
            ['Account change', 'That your due date, contact details or password changed', 'When the change is made'],
            ['Security code', 'A one-time code to confirm that it is you', 'Only when you ask for one'],
          ],
        },
      },
      {
        heading: 'How often we send messages',
        paragraphs: [
          'Message frequency varies with your account activity. Most customers receive two to five messages a month; security codes are sent only when you ask for them.',
        ],
      },
      {
        heading: 'Cost',
        paragraphs: [
          `${COMPANY_NAME} does not charge for text messages. Msg & data rates may apply: your mobile carrier may charge for the messages you send and receive, according to your plan. Ask your carrier if you have questions about your plan.`,
        ],
      },
      {
        heading: 'How to stop messages',
        paragraphs: [
          'Reply STOP to any message to stop receiving Account Alerts. You can also reply END, CANCEL, QUIT or UNSUBSCRIBE, turn alerts off in your online account settings, or call us. We will send one final message to confirm that you are unsubscribed, and then no more messages, except a security code that you ask for yourself.',
          'To enroll again, reply START, or turn alerts back on in your online account.',
        ],
      },
      {
        heading: 'How to get help',
        paragraphs: [
          `Reply HELP to any message for help, or call customer support at ${SUPPORT_PHONE}. Our reply to HELP tells you the name of the program, how to reach us and how to stop messages.`,
        ],
      },
      {
        heading: 'Carriers and delivery',
        paragraphs: [
          'Account Alerts work with the major U.S. wireless carriers, including AT&T, T-Mobile and Verizon, and with most regional carriers. Mobile carriers are not liable for delayed or undelivered messages.',
          'Text messages are not a replacement for your monthly statement. A message may arrive late or not at all, for example when your phone is off or out of coverage, so please keep track of your due dates and pay on time even if you do not receive a reminder.',
        ],
      },
      {
        heading: 'If your number changes',
        paragraphs: [
          'If you change your mobile number or give your phone to someone else, update your number in your online account or call us, so that messages about your loan do not go to another person. We may stop sending messages to a number that the carrier tells us has been disconnected or reassigned.',
        ],
      },
      {
        heading: 'Privacy',
        paragraphs: [
          'We use your mobile number and the record of your consent only to run this program and to service your account. We do not sell them or share them with other companies for their marketing. Our text messages never ask for your password, your full Social Security number or your bank account number; do not reply to a message that does.',
          'Our Online Privacy Policy and our Privacy Notice explain how we handle your personal information.',
        ],
      },
      {
        heading: 'Changes to these terms',
        paragraphs: [
          'We may change these terms. If a change affects what messages you receive or what they cost, we will tell you by text message or e-mail before it takes effect, and you can stop the messages at any time.',
        ],
      },
    ],
  },

  'es-US': {
    title: 'Política de mensajes de texto',
    updated: UPDATED,
    translationNote:
      'Esta es una traducción de cortesía. Si hay alguna diferencia entre esta traducción y la versión en inglés, prevalecerá la versión en inglés.',
    intro: `Estos términos se aplican a Alertas de Cuenta de ${COMPANY_NAME}, nuestro programa de mensajes de texto para clientes. Al inscribirse, usted los acepta.`,
    sections: [
      {
        heading: 'Acerca de Alertas de Cuenta',
        paragraphs: [
          `Alertas de Cuenta de ${COMPANY_NAME} envía mensajes de texto sobre su préstamo de auto al número de celular que usted elija: recordatorios, confirmaciones y códigos de seguridad. El programa es solo para nuestros clientes. No lo usamos para enviar publicidad.`,
        ],
      },
      {
        heading: 'Cómo inscribirse',
        paragraphs: [
          'Puede inscribirse en su cuenta en línea, en Configuración, o pidiéndoselo por teléfono a un representante de atención al cliente. Le enviaremos un mensaje de texto para confirmar su inscripción. La inscripción es voluntaria, y no tiene que aceptar recibir mensajes de texto para obtener o mantener un préstamo con nosotros.',
          'Cuando pide un código de un solo uso para recuperar su número de cuenta, nombre de usuario o contraseña y elige recibirlo por mensaje de texto, le enviamos ese único mensaje al número registrado aunque no esté inscrito.',
        ],
      },
      {
        heading: 'Mensajes que puede recibir',
        paragraphs: ['Según su cuenta y sus preferencias, puede recibir estos mensajes:'],
        table: {
          columns: ['Mensaje', 'Qué le informa', 'Cuándo lo enviamos'],
          rows: [
            ['Recordatorio de pago', 'El monto y la fecha de vencimiento de su próximo pago', 'Unos días antes de cada fecha de vencimiento'],
            ['Confirmación de pago', 'Que recibimos un pago, o que hay un pago automático programado', 'Cuando se hace o se programa un pago'],
            ['Aviso de pago vencido', 'Que un pago está atrasado y cómo pagar', 'Cuando un pago tiene más de 10 días de atraso'],
            ['Cambio en la cuenta', 'Que cambió su fecha de vencimiento, sus datos de contacto o su contraseña', 'Cuando se hace el cambio'],
            ['Código de seguridad', 'Un código de un solo uso para confirmar que es usted', 'Solo cuando usted lo pide'],
          ],
        },
      },
      {
        heading: 'Con qué frecuencia enviamos mensajes',
        paragraphs: [
          'La frecuencia de los mensajes varía según la actividad de su cuenta. La mayoría de los clientes recibe de dos a cinco mensajes al mes; los códigos de seguridad solo se envían cuando usted los pide.',
        ],
      },
      {
        heading: 'Costo',
        paragraphs: [
          `${COMPANY_NAME} no cobra por los mensajes de texto. Pueden aplicarse tarifas por mensajes y datos: su compañía de telefonía móvil puede cobrarle por los mensajes que envía y recibe, según su plan. Consulte a su compañía si tiene preguntas sobre su plan.`,
        ],
      },
      {
        heading: 'Cómo dejar de recibir mensajes',
        paragraphs: [
          'Responda STOP a cualquier mensaje para dejar de recibir Alertas de Cuenta. También puede responder END, CANCEL, QUIT o UNSUBSCRIBE, desactivar las alertas en la configuración de su cuenta en línea o llamarnos. Le enviaremos un último mensaje para confirmar que canceló la suscripción y después ningún otro, salvo un código de seguridad que usted mismo pida.',
          'Para volver a inscribirse, responda START o vuelva a activar las alertas en su cuenta en línea.',
        ],
      },
      {
        heading: 'Cómo obtener ayuda',
        paragraphs: [
          `Responda HELP a cualquier mensaje para obtener ayuda, o llame a atención al cliente al ${SUPPORT_PHONE}. Nuestra respuesta a HELP le indica el nombre del programa, cómo comunicarse con nosotros y cómo dejar de recibir mensajes.`,
        ],
      },
      {
        heading: 'Compañías de telefonía móvil y entrega',
        paragraphs: [
          'Alertas de Cuenta funciona con las principales compañías de telefonía móvil de los Estados Unidos, como AT&T, T-Mobile y Verizon, y con la mayoría de las compañías regionales. Las compañías de telefonía móvil no son responsables de los mensajes demorados o no entregados.',
          'Los mensajes de texto no reemplazan su estado de cuenta mensual. Un mensaje puede llegar tarde o no llegar, por ejemplo, cuando su teléfono está apagado o sin cobertura, así que lleve la cuenta de sus fechas de vencimiento y pague a tiempo aunque no reciba un recordatorio.',
        ],
      },
      {
        heading: 'Si cambia su número',
        paragraphs: [
          'Si cambia su número de celular o le da su teléfono a otra persona, actualice su número en su cuenta en línea o llámenos, para que los mensajes sobre su préstamo no le lleguen a otra persona. Podemos dejar de enviar mensajes a un número que, según la compañía de telefonía, fue desconectado o reasignado.',
        ],
      },
      {
        heading: 'Privacidad',
        paragraphs: [
          'Usamos su número de celular y el registro de su consentimiento solo para operar este programa y administrar su cuenta. No los vendemos ni los compartimos con otras empresas para su marketing. Nuestros mensajes de texto nunca le piden su contraseña, su número de Seguro Social completo ni su número de cuenta bancaria; no responda a un mensaje que lo haga.',
          'Nuestra Política de privacidad en línea y nuestro Aviso de privacidad explican cómo tratamos su información personal.',
        ],
      },
      {
        heading: 'Cambios a estos términos',
        paragraphs: [
          'Podemos cambiar estos términos. Si un cambio afecta qué mensajes recibe o cuánto cuestan, se lo informaremos por mensaje de texto o correo electrónico antes de que entre en vigor, y puede dejar de recibir los mensajes en cualquier momento.',
        ],
      },
    ],
  },

  'pt-BR': {
    title: 'Política de mensagens de texto',
    updated: UPDATED,
    translationNote:
      'Esta é uma tradução de cortesia. Em caso de divergência entre esta tradução e a versão em inglês, prevalece a versão em inglês.',
    intro: `Estes termos se aplicam aos Alertas da Conta da ${COMPANY_NAME}, o nosso programa de mensagens de texto para clientes. Ao se cadastrar, você os aceita.`,
    sections: [
      {
        heading: 'Sobre os Alertas da Conta',
        paragraphs: [
          `Os Alertas da Conta da ${COMPANY_NAME} enviam mensagens de texto sobre o seu financiamento de veículo para o número de celular que você escolher: lembretes, confirmações e códigos de segurança. O programa é só para os nossos clientes. Não o usamos para enviar publicidade.`,
        ],
      },
      {
        heading: 'Como se cadastrar',
        paragraphs: [
          'Você pode se cadastrar na sua conta on-line, em Configurações, ou pedindo a um atendente por telefone. Enviaremos uma mensagem de texto para confirmar o cadastro. O cadastro é voluntário, e você não precisa aceitar receber mensagens de texto para obter ou manter um financiamento conosco.',
          'Quando você pede um código de uso único para recuperar o número da conta, o nome de usuário ou a senha e escolhe recebê-lo por mensagem de texto, enviamos essa única mensagem para o número cadastrado, mesmo que você não esteja inscrito no programa.',
        ],
      },
      {
        heading: 'Mensagens que você pode receber',
        paragraphs: ['Dependendo da sua conta e das suas escolhas, você pode receber estas mensagens:'],
        table: {
          columns: ['Mensagem', 'O que ela informa', 'Quando enviamos'],
          rows: [
            ['Lembrete de pagamento', 'O valor e a data de vencimento da sua próxima parcela', 'Alguns dias antes de cada vencimento'],
            ['Confirmação de pagamento', 'Que recebemos um pagamento, ou que há um pagamento automático agendado', 'Quando um pagamento é feito ou agendado'],
            ['Aviso de atraso', 'Que uma parcela está atrasada e como pagar', 'Quando uma parcela está mais de 10 dias atrasada'],
            ['Mudança na conta', 'Que a sua data de vencimento, os seus dados de contato ou a sua senha mudaram', 'Quando a mudança é feita'],
            ['Código de segurança', 'Um código de uso único para confirmar que é você', 'Só quando você pede'],
          ],
        },
      },
      {
        heading: 'Com que frequência enviamos mensagens',
        paragraphs: [
          'A frequência das mensagens varia de acordo com a movimentação da sua conta. A maioria dos clientes recebe de duas a cinco mensagens por mês; os códigos de segurança só são enviados quando você os pede.',
        ],
      },
      {
        heading: 'Custo',
        paragraphs: [
          `A ${COMPANY_NAME} não cobra pelas mensagens de texto. Podem ser cobradas tarifas de mensagens e dados: a sua operadora de celular pode cobrar pelas mensagens que você envia e recebe, de acordo com o seu plano. Consulte a sua operadora se tiver dúvidas sobre o seu plano.`,
        ],
      },
      {
        heading: 'Como parar de receber mensagens',
        paragraphs: [
          'Responda STOP a qualquer mensagem para parar de receber os Alertas da Conta. Você também pode responder END, CANCEL, QUIT ou UNSUBSCRIBE, desativar os alertas nas configurações da sua conta on-line ou ligar para nós. Enviaremos uma última mensagem para confirmar o cancelamento e depois nenhuma outra, exceto um código de segurança que você mesmo pedir.',
          'Para se cadastrar de novo, responda START ou reative os alertas na sua conta on-line.',
        ],
      },
      {
        heading: 'Como obter ajuda',
        paragraphs: [
          `Responda HELP a qualquer mensagem para obter ajuda, ou ligue para o atendimento ao cliente no ${SUPPORT_PHONE}. A nossa resposta a HELP informa o nome do programa, como falar conosco e como parar de receber mensagens.`,
        ],
      },
      {
        heading: 'Operadoras e entrega',
        paragraphs: [
          'Os Alertas da Conta funcionam com as principais operadoras de celular dos Estados Unidos, como AT&T, T-Mobile e Verizon, e com a maioria das operadoras regionais. As operadoras de celular não são responsáveis por mensagens atrasadas ou não entregues.',
          'As mensagens de texto não substituem o seu extrato mensal. Uma mensagem pode chegar atrasada ou não chegar, por exemplo, quando o seu celular está desligado ou sem sinal; por isso, acompanhe as suas datas de vencimento e pague em dia mesmo que não receba um lembrete.',
        ],
      },
      {
        heading: 'Se o seu número mudar',
        paragraphs: [
          'Se você mudar o número do seu celular ou passar o aparelho para outra pessoa, atualize o número na sua conta on-line ou ligue para nós, para que as mensagens sobre o seu financiamento não cheguem a outra pessoa. Podemos parar de enviar mensagens para um número que a operadora nos informe ter sido desligado ou transferido a outra pessoa.',
        ],
      },
      {
        heading: 'Privacidade',
        paragraphs: [
          'Usamos o seu número de celular e o registro do seu consentimento apenas para operar este programa e administrar a sua conta. Não os vendemos nem os compartilhamos com outras empresas para o marketing delas. As nossas mensagens de texto nunca pedem a sua senha, o seu número de Seguro Social completo ou o número da sua conta bancária; não responda a uma mensagem que faça isso.',
          'A nossa Política de privacidade on-line e o nosso Aviso de privacidade explicam como tratamos as suas informações pessoais.',
        ],
      },
      {
        heading: 'Mudanças nestes termos',
        paragraphs: [
          'Podemos mudar estes termos. Se uma mudança afetar as mensagens que você recebe ou o custo delas, avisaremos você por mensagem de texto ou e-mail antes que ela entre em vigor, e você pode parar de receber as mensagens a qualquer momento.',
        ],
      },
    ],
  },
};
