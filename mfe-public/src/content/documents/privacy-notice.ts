import { COMPANY_NAME, PRIVACY_EMAIL, SUPPORT_PHONE } from './contact';
import type { LocalizedDocument } from './types';

/**
 * The annual privacy notice required by the Gramm-Leach-Bliley Act (Regulation P), following the
 * structure of the federal model form: Why? What? How?, the reasons-we-share table, how to limit
 * sharing, questions, and the supporting questions and definitions.
 */
const UPDATED = '2026-11-16';

export const PRIVACY_NOTICE: LocalizedDocument = {
  'en-US': {
    title: 'Privacy Notice',
    updated: UPDATED,
    intro: `Facts: What does ${COMPANY_NAME} do with your personal information?`,
    sections: [
      {
        heading: 'Why?',
        paragraphs: [
          'Financial companies choose how they share your personal information. Federal law gives consumers the right to limit some but not all sharing. Federal law also requires us to tell you how we collect, share and protect your personal information. Please read this notice carefully to understand what we do.',
        ],
      },
      {
        heading: 'What?',
        paragraphs: [
          'The types of personal information we collect and share depend on the loan or service you have with us. This information can include:',
        ],
        bullets: [
          'Social Security number and income',
          'Account balances and payment history',
          'Credit history and credit scores',
          'Employment information and information about your vehicle',
        ],
      },
      {
        heading: 'How?',
        paragraphs: [
          `All financial companies need to share customers’ personal information to run their everyday business. In the table below, we list the reasons financial companies can share their customers’ personal information, the reasons ${COMPANY_NAME} chooses to share, and whether you can limit this sharing.`,
        ],
        table: {
          columns: ['Reasons we can share your personal information', 'Does Roadbridge share?', 'Can you limit this sharing?'],
          rows: [
            [
              'For our everyday business purposes, such as to process your transactions, maintain your account, respond to court orders and legal investigations, or report to credit bureaus',
              'Yes',
              'No',
            ],
            ['For our marketing purposes, to offer our products and services to you', 'Yes', 'No'],
            ['For joint marketing with other financial companies', 'No', 'We don’t share'],
            ['For our affiliates’ everyday business purposes: information about your transactions and experiences', 'Yes', 'No'],
            ['For our affiliates’ everyday business purposes: information about your creditworthiness', 'Yes', 'Yes'],
            ['For our affiliates to market to you', 'Yes', 'Yes'],
            ['For nonaffiliates to market to you', 'No', 'We don’t share'],
          ],
        },
      },
      {
        heading: 'To limit our sharing',
        paragraphs: [
          `Call us toll-free at ${SUPPORT_PHONE} and tell us which sharing you want to limit. You do not need to give a reason, and there is no charge.`,
          'Please note: if you are a new customer, we can begin sharing your information 30 days from the date we sent this notice. When you are no longer our customer, we continue to share your information as described in this notice. However, you can contact us at any time to limit our sharing.',
          'If you limit our affiliates from using your information to market to you, your choice lasts for at least five years from the day you tell us. Before it ends, we will send you a notice and give you the chance to renew it.',
        ],
      },
      {
        heading: 'Questions?',
        paragraphs: [
          `Call ${SUPPORT_PHONE} or send us a secure message from your online account. You can also e-mail our privacy team at ${PRIVACY_EMAIL}. For your protection, please do not include your full account number or Social Security number in an e-mail.`,
        ],
      },
      {
        heading: 'Who we are',
        paragraphs: [
          `Who is providing this notice? ${COMPANY_NAME}, which finances used vehicles through a network of dealers and services the loans and retail installment contracts it makes or buys.`,
        ],
      },
      {
        heading: 'What we do',
        paragraphs: [
          `How does ${COMPANY_NAME} protect my personal information? To protect your personal information from unauthorized access and use, we use security measures that comply with federal law. These measures include computer safeguards and secured files and buildings. Only employees and service providers who need your information to do their jobs can see it, and they must keep it confidential.`,
          `How does ${COMPANY_NAME} collect my personal information? We collect your personal information, for example, when you apply for financing or sign a retail installment contract at a dealer, give us your income or employment information, make a payment, or contact us about your account. We also collect your personal information from others, such as the dealer that arranged your contract, credit bureaus, affiliates and other companies.`,
          'Why can’t I limit all sharing? Federal law gives you the right to limit only sharing for affiliates’ everyday business purposes (information about your creditworthiness), affiliates from using your information to market to you, and sharing for nonaffiliates to market to you. State laws and individual companies may give you additional rights to limit sharing. See “Other important information” below.',
          'What happens when I limit sharing for an account I hold jointly with someone else? Your choices will apply to everyone on your account.',
        ],
      },
      {
        heading: 'Definitions',
        paragraphs: [
          'Affiliates: companies related by common ownership or control. They can be financial and nonfinancial companies. Our affiliates include companies that use the Roadbridge name, such as the companies that hold the loans we service and companies that offer vehicle service contracts and GAP coverage.',
          `Nonaffiliates: companies not related by common ownership or control. They can be financial and nonfinancial companies. ${COMPANY_NAME} does not share with nonaffiliates so they can market to you.`,
          `Joint marketing: a formal agreement between nonaffiliated financial companies that together market financial products or services to you. ${COMPANY_NAME} does not jointly market.`,
        ],
      },
      {
        heading: 'Other important information',
        paragraphs: [
          'Vermont residents: we will not share information about your creditworthiness with our affiliates, and we will not share your information with nonaffiliates, except as Vermont law permits or with your authorization.',
          'California residents: we will not share information we collect about you with nonaffiliated companies except as California law permits, for example with your consent or to service your account. We will limit sharing among our affiliates to the extent California law requires. Our California Privacy Notice explains your rights under the California Consumer Privacy Act.',
          'This notice covers customers who have a loan with us for personal, family or household purposes. Our Online Privacy Policy explains how we handle information collected through our web site and online account.',
        ],
      },
    ],
  },

  'es-US': {
    title: 'Aviso de privacidad',
    updated: UPDATED,
    translationNote:
      'Esta es una traducción de cortesía. Si hay alguna diferencia entre esta traducción y la versión en inglés, prevalecerá la versión en inglés.',
    intro: `Datos: ¿Qué hace ${COMPANY_NAME} con su información personal?`,
    sections: [
      {
        heading: '¿Por qué?',
        paragraphs: [
          'Las compañías financieras deciden cómo comparten su información personal. La ley federal les da a los consumidores el derecho de limitar parte, pero no todo, ese intercambio de información. La ley federal también nos exige informarle cómo recopilamos, compartimos y protegemos su información personal. Lea este aviso con atención para entender lo que hacemos.',
        ],
      },
      {
        heading: '¿Qué?',
        paragraphs: [
          'Los tipos de información personal que recopilamos y compartimos dependen del préstamo o servicio que usted tenga con nosotros. Esta información puede incluir:',
        ],
        bullets: [
          'Número de Seguro Social e ingresos',
          'Saldos de cuenta e historial de pagos',
          'Historial de crédito y puntajes de crédito',
          'Información sobre su empleo y sobre su vehículo',
        ],
      },
      {
        heading: '¿Cómo?',
        paragraphs: [
          `Todas las compañías financieras necesitan compartir la información personal de sus clientes para llevar a cabo sus actividades comerciales diarias. En la tabla siguiente, indicamos las razones por las que las compañías financieras pueden compartir la información personal de sus clientes, las razones por las que ${COMPANY_NAME} decide compartirla y si usted puede limitar ese intercambio.`,
        ],
        table: {
          columns: ['Razones por las que podemos compartir su información personal', '¿Comparte Roadbridge?', '¿Puede usted limitar este intercambio?'],
          rows: [
            [
              'Para nuestros fines comerciales diarios, como procesar sus transacciones, mantener su cuenta, responder a órdenes judiciales e investigaciones legales, o informar a las agencias de crédito',
              'Sí',
              'No',
            ],
            ['Para nuestros fines de mercadeo, para ofrecerle nuestros productos y servicios', 'Sí', 'No'],
            ['Para mercadeo conjunto con otras compañías financieras', 'No', 'No compartimos'],
            ['Para los fines comerciales diarios de nuestras afiliadas: información sobre sus transacciones y experiencias', 'Sí', 'No'],
            ['Para los fines comerciales diarios de nuestras afiliadas: información sobre su solvencia crediticia', 'Sí', 'Sí'],
            ['Para que nuestras afiliadas le ofrezcan productos y servicios', 'Sí', 'Sí'],
            ['Para que compañías no afiliadas le ofrezcan productos y servicios', 'No', 'No compartimos'],
          ],
        },
      },
      {
        heading: 'Para limitar el intercambio de información',
        paragraphs: [
          `Llámenos gratis al ${SUPPORT_PHONE} y díganos qué intercambio de información desea limitar. No necesita darnos una razón y no tiene ningún costo.`,
          'Tenga en cuenta lo siguiente: si usted es un cliente nuevo, podemos comenzar a compartir su información 30 días después de la fecha en que le enviamos este aviso. Cuando deje de ser nuestro cliente, seguiremos compartiendo su información según se describe en este aviso. Sin embargo, puede comunicarse con nosotros en cualquier momento para limitar el intercambio de información.',
          'Si limita el uso de su información por parte de nuestras afiliadas para ofrecerle productos y servicios, su decisión se mantendrá durante al menos cinco años a partir del día en que nos lo indique. Antes de que venza, le enviaremos un aviso y le daremos la oportunidad de renovarla.',
        ],
      },
      {
        heading: '¿Preguntas?',
        paragraphs: [
          `Llame al ${SUPPORT_PHONE} o envíenos un mensaje seguro desde su cuenta en línea. También puede escribir a nuestro equipo de privacidad a ${PRIVACY_EMAIL}. Para su protección, no incluya su número de cuenta completo ni su número de Seguro Social en un correo electrónico.`,
        ],
      },
      {
        heading: 'Quiénes somos',
        paragraphs: [
          `¿Quién proporciona este aviso? ${COMPANY_NAME}, que financia vehículos usados a través de una red de concesionarios y administra los préstamos y contratos de venta a plazos que otorga o adquiere.`,
        ],
      },
      {
        heading: 'Qué hacemos',
        paragraphs: [
          `¿Cómo protege ${COMPANY_NAME} mi información personal? Para proteger su información personal contra el acceso y el uso no autorizados, aplicamos medidas de seguridad que cumplen con la ley federal. Estas medidas incluyen protecciones informáticas y archivos y edificios seguros. Solo pueden ver su información los empleados y proveedores de servicios que la necesitan para hacer su trabajo, y deben mantenerla en forma confidencial.`,
          `¿Cómo recopila ${COMPANY_NAME} mi información personal? Recopilamos su información personal, por ejemplo, cuando usted solicita financiamiento o firma un contrato de venta a plazos en un concesionario, nos proporciona información sobre sus ingresos o su empleo, hace un pago o se comunica con nosotros por su cuenta. También recopilamos su información personal de otras fuentes, como el concesionario que tramitó su contrato, las agencias de crédito, nuestras afiliadas y otras compañías.`,
          '¿Por qué no puedo limitar todo el intercambio de información? La ley federal le da el derecho de limitar solamente el intercambio de información para los fines comerciales diarios de las afiliadas (información sobre su solvencia crediticia), el uso de su información por parte de las afiliadas para ofrecerle productos y servicios, y el intercambio de información con compañías no afiliadas para que le ofrezcan productos y servicios. Las leyes estatales y cada compañía pueden darle derechos adicionales para limitar el intercambio de información. Consulte “Otra información importante” más abajo.',
          '¿Qué sucede cuando limito el intercambio de información de una cuenta que tengo en forma conjunta con otra persona? Sus decisiones se aplicarán a todas las personas de su cuenta.',
        ],
      },
      {
        heading: 'Definiciones',
        paragraphs: [
          'Afiliadas: compañías relacionadas por propiedad o control común. Pueden ser compañías financieras y no financieras. Nuestras afiliadas incluyen compañías que usan el nombre Roadbridge, como las compañías propietarias de los préstamos que administramos y las compañías que ofrecen contratos de servicio para vehículos y cobertura GAP.',
          `No afiliadas: compañías que no están relacionadas por propiedad o control común. Pueden ser compañías financieras y no financieras. ${COMPANY_NAME} no comparte información con compañías no afiliadas para que le ofrezcan productos y servicios.`,
          `Mercadeo conjunto: un acuerdo formal entre compañías financieras no afiliadas que juntas le ofrecen productos o servicios financieros. ${COMPANY_NAME} no participa en mercadeo conjunto.`,
        ],
      },
      {
        heading: 'Otra información importante',
        paragraphs: [
          'Residentes de Vermont: no compartiremos información sobre su solvencia crediticia con nuestras afiliadas ni compartiremos su información con compañías no afiliadas, salvo que la ley de Vermont lo permita o que usted lo autorice.',
          'Residentes de California: no compartiremos la información que recopilamos sobre usted con compañías no afiliadas, salvo que la ley de California lo permita, por ejemplo, con su consentimiento o para administrar su cuenta. Limitaremos el intercambio de información entre nuestras afiliadas en la medida en que lo exija la ley de California. Nuestro Aviso de privacidad de California explica sus derechos conforme a la Ley de Privacidad del Consumidor de California.',
          'Este aviso se aplica a los clientes que tienen un préstamo con nosotros para fines personales, familiares o del hogar. Nuestra Política de privacidad en línea explica cómo tratamos la información que recopilamos a través de nuestro sitio web y de su cuenta en línea.',
        ],
      },
    ],
  },

  'pt-BR': {
    title: 'Aviso de privacidade',
    updated: UPDATED,
    translationNote:
      'Esta é uma tradução de cortesia. Em caso de divergência entre esta tradução e a versão em inglês, prevalece a versão em inglês.',
    intro: `Fatos: o que a ${COMPANY_NAME} faz com as suas informações pessoais?`,
    sections: [
      {
        heading: 'Por quê?',
        paragraphs: [
          'As empresas financeiras escolhem como compartilham as suas informações pessoais. A lei federal dá aos consumidores o direito de limitar parte desse compartilhamento, mas não todo. A lei federal também exige que informemos como coletamos, compartilhamos e protegemos as suas informações pessoais. Leia este aviso com atenção para entender o que fazemos.',
        ],
      },
      {
        heading: 'O quê?',
        paragraphs: [
          'Os tipos de informações pessoais que coletamos e compartilhamos dependem do financiamento ou serviço que você tem conosco. Essas informações podem incluir:',
        ],
        bullets: [
          'Número do Seguro Social (Social Security number) e renda',
          'Saldos da conta e histórico de pagamentos',
          'Histórico de crédito e pontuações de crédito',
          'Informações sobre o seu emprego e sobre o seu veículo',
        ],
      },
      {
        heading: 'Como?',
        paragraphs: [
          `Todas as empresas financeiras precisam compartilhar informações pessoais dos clientes para realizar as suas atividades do dia a dia. Na tabela abaixo, listamos os motivos pelos quais as empresas financeiras podem compartilhar as informações pessoais dos clientes, os motivos pelos quais a ${COMPANY_NAME} escolhe compartilhá-las e se você pode limitar esse compartilhamento.`,
        ],
        table: {
          columns: ['Motivos pelos quais podemos compartilhar as suas informações pessoais', 'A Roadbridge compartilha?', 'Você pode limitar esse compartilhamento?'],
          rows: [
            [
              'Para as nossas atividades do dia a dia, como processar as suas transações, manter a sua conta, responder a ordens judiciais e investigações legais ou prestar informações às agências de crédito',
              'Sim',
              'Não',
            ],
            ['Para o nosso marketing, para oferecer a você os nossos produtos e serviços', 'Sim', 'Não'],
            ['Para marketing conjunto com outras empresas financeiras', 'Não', 'Não compartilhamos'],
            ['Para as atividades do dia a dia das nossas afiliadas: informações sobre as suas transações e experiências', 'Sim', 'Não'],
            ['Para as atividades do dia a dia das nossas afiliadas: informações sobre a sua capacidade de crédito', 'Sim', 'Sim'],
            ['Para que as nossas afiliadas ofereçam produtos e serviços a você', 'Sim', 'Sim'],
            ['Para que empresas não afiliadas ofereçam produtos e serviços a você', 'Não', 'Não compartilhamos'],
          ],
        },
      },
      {
        heading: 'Para limitar o nosso compartilhamento',
        paragraphs: [
          `Ligue gratuitamente para ${SUPPORT_PHONE} e diga qual compartilhamento você quer limitar. Você não precisa dar um motivo, e não há nenhum custo.`,
          'Atenção: se você é um cliente novo, podemos começar a compartilhar as suas informações 30 dias após a data em que enviamos este aviso. Quando você deixar de ser nosso cliente, continuaremos a compartilhar as suas informações conforme descrito neste aviso. No entanto, você pode entrar em contato conosco a qualquer momento para limitar o nosso compartilhamento.',
          'Se você limitar o uso das suas informações pelas nossas afiliadas para oferecer produtos e serviços a você, a sua escolha vale por pelo menos cinco anos a partir do dia em que nos informar. Antes de ela terminar, enviaremos um aviso e daremos a você a oportunidade de renová-la.',
        ],
      },
      {
        heading: 'Dúvidas?',
        paragraphs: [
          `Ligue para ${SUPPORT_PHONE} ou envie uma mensagem segura pela sua conta on-line. Você também pode escrever para a nossa equipe de privacidade em ${PRIVACY_EMAIL}. Para a sua proteção, não inclua o número completo da sua conta nem o seu número do Seguro Social em um e-mail.`,
        ],
      },
      {
        heading: 'Quem somos',
        paragraphs: [
          `Quem fornece este aviso? A ${COMPANY_NAME}, que financia veículos usados por meio de uma rede de revendedores e administra os financiamentos e contratos de venda a prazo que concede ou adquire.`,
        ],
      },
      {
        heading: 'O que fazemos',
        paragraphs: [
          `Como a ${COMPANY_NAME} protege as minhas informações pessoais? Para proteger as suas informações pessoais contra acesso e uso não autorizados, usamos medidas de segurança que cumprem a lei federal. Essas medidas incluem proteções de computador e arquivos e prédios seguros. Somente os funcionários e prestadores de serviços que precisam das suas informações para fazer o seu trabalho podem vê-las, e eles devem mantê-las em sigilo.`,
          `Como a ${COMPANY_NAME} coleta as minhas informações pessoais? Coletamos as suas informações pessoais, por exemplo, quando você solicita um financiamento ou assina um contrato de venda a prazo em um revendedor, nos informa a sua renda ou o seu emprego, faz um pagamento ou entra em contato conosco sobre a sua conta. Também coletamos as suas informações pessoais de terceiros, como o revendedor que intermediou o seu contrato, agências de crédito, afiliadas e outras empresas.`,
          'Por que não posso limitar todo o compartilhamento? A lei federal dá a você o direito de limitar somente o compartilhamento para as atividades do dia a dia das afiliadas (informações sobre a sua capacidade de crédito), o uso das suas informações pelas afiliadas para oferecer produtos e serviços a você e o compartilhamento com empresas não afiliadas para que ofereçam produtos e serviços a você. As leis estaduais e cada empresa podem dar a você direitos adicionais para limitar o compartilhamento. Consulte “Outras informações importantes” abaixo.',
          'O que acontece quando limito o compartilhamento de uma conta que tenho em conjunto com outra pessoa? As suas escolhas valerão para todas as pessoas da conta.',
        ],
      },
      {
        heading: 'Definições',
        paragraphs: [
          'Afiliadas: empresas ligadas por propriedade ou controle em comum. Podem ser empresas financeiras e não financeiras. As nossas afiliadas incluem empresas que usam o nome Roadbridge, como as empresas titulares dos financiamentos que administramos e as empresas que oferecem contratos de serviço para veículos e cobertura GAP.',
          `Não afiliadas: empresas que não são ligadas por propriedade ou controle em comum. Podem ser empresas financeiras e não financeiras. A ${COMPANY_NAME} não compartilha informações com empresas não afiliadas para que ofereçam produtos e serviços a você.`,
          `Marketing conjunto: um acordo formal entre empresas financeiras não afiliadas que, juntas, oferecem produtos ou serviços financeiros a você. A ${COMPANY_NAME} não faz marketing conjunto.`,
        ],
      },
      {
        heading: 'Outras informações importantes',
        paragraphs: [
          'Residentes de Vermont: não compartilharemos informações sobre a sua capacidade de crédito com as nossas afiliadas nem compartilharemos as suas informações com empresas não afiliadas, exceto quando a lei de Vermont permitir ou com a sua autorização.',
          'Residentes da Califórnia: não compartilharemos as informações que coletamos sobre você com empresas não afiliadas, exceto quando a lei da Califórnia permitir, por exemplo, com o seu consentimento ou para administrar a sua conta. Limitaremos o compartilhamento entre as nossas afiliadas na medida exigida pela lei da Califórnia. O nosso Aviso de privacidade da Califórnia explica os seus direitos de acordo com a Lei de Privacidade do Consumidor da Califórnia.',
          'Este aviso se aplica a clientes que têm um financiamento conosco para fins pessoais, familiares ou domésticos. A nossa Política de privacidade on-line explica como tratamos as informações coletadas pelo nosso site e pela sua conta on-line.',
        ],
      },
    ],
  },
};
