import type { LocalizedDocument } from '@/content/documents/types';
import { COMPANY_NAME, SUPPORT_PHONE } from './contact';

/**
 * Help for customers affected by a natural disaster (spec 2.2, /natural-disaster-assistance): who qualifies,
 * the payment options, insurance claims and total loss, what to have ready, how to ask, and where federal
 * help is (FEMA, named as plain text: the page sends nobody off the site).
 */
const UPDATED = '2026-11-20';

export const NATURAL_DISASTER_ASSISTANCE: LocalizedDocument = {
  'en-US': {
    title: 'Natural Disaster Assistance',
    updated: UPDATED,
    intro: `If a hurricane, flood, wildfire, tornado, earthquake or severe storm has affected you, ${COMPANY_NAME} is here to help. Your safety comes first: contact us when you can, and we will work with you on your payments.`,
    sections: [
      {
        heading: 'Who can get help',
        paragraphs: ['You can ask for disaster assistance if:'],
        bullets: [
          'You live or work in an area covered by a federal, state or local disaster or emergency declaration, or',
          'A natural disaster damaged your home or your vehicle, or',
          'A natural disaster cost you your job, reduced your income or forced you to leave your home',
        ],
      },
      {
        heading: 'Options that may be available',
        paragraphs: [
          'What we can offer depends on your situation, your contract and the law in your state. We will explain each option and its cost before you decide. The options we use most are:',
        ],
        table: {
          columns: ['Option', 'What it does', 'Good to know'],
          rows: [
            ['Payment deferral', 'Moves one or more monthly payments to the end of your loan, so you can skip them now', 'Interest keeps accruing on the balance during the deferral'],
            ['Loan extension', 'Adds months to your loan to lower or pause payments for a time', 'You may pay more interest over the life of the loan'],
            ['Due date change', 'Moves your monthly due date to a day that suits your new situation', 'Interest accrues daily until the new due date'],
            ['Late fee waiver', 'Waives late fees charged for payments you missed because of the disaster', 'Ask us even if the fees were charged before you called'],
            ['Pause on automatic payments', 'Stops or moves a scheduled automatic payment', 'Tell us at least one business day before the payment date'],
          ],
        },
      },
      {
        heading: 'If your vehicle was damaged or destroyed',
        paragraphs: [
          'Contact your insurance company first and file a claim. Your contract requires physical damage insurance, and we are listed on your policy as the lienholder, so the insurer will contact us about the claim.',
          `Then call us at ${SUPPORT_PHONE} with your insurance company’s name and your claim number. We will give the insurer the payoff amount and the information it needs to settle the claim quickly.`,
          'If the vehicle is a total loss, the insurance payment goes toward your loan. If it does not cover the whole balance, GAP coverage, if you bought it with your vehicle, may pay the difference; we will help you file that claim too. If the vehicle can be repaired, we endorse repair checks so the repair shop can be paid.',
          'Keep making your payments, or ask us for one of the options above, while the claim is open. A claim can take several weeks, and missed payments can still be reported to the credit bureaus if we have not agreed on an arrangement.',
        ],
      },
      {
        heading: 'What to have ready',
        paragraphs: ['You do not need documents to call us, but these help us act faster:'],
        bullets: [
          'Your account number, or your name and the vehicle identification number (VIN)',
          'The address where you live now, if you had to leave your home, and a phone number where we can reach you',
          'Your insurance company’s name and claim number, if your vehicle was damaged',
          'Anything that shows how the disaster affected you, such as a FEMA registration number, an insurance adjuster’s report or a letter from your employer',
        ],
      },
      {
        heading: 'How to ask for help',
        paragraphs: [
          `Call customer support at ${SUPPORT_PHONE} and tell us that you were affected by a natural disaster. You can also send a secure message from your online account or use the form on our Contact us page, and we will call you back.`,
          'We answer disaster assistance requests within two business days. Once we agree on an option, we will confirm it in writing, by e-mail or by mail to the address you give us.',
        ],
      },
      {
        heading: 'Your credit report',
        paragraphs: [
          'When you are in an assistance arrangement and keep to it, we will report your account to the credit bureaus according to that arrangement, and where it applies we will add a comment that your account was affected by a natural disaster. Payments that were already late before the disaster may still be reported as late.',
        ],
      },
      {
        heading: 'Federal and local help',
        paragraphs: [
          'The Federal Emergency Management Agency (FEMA) may offer grants for temporary housing, home repairs and other needs when a federal disaster is declared. You can apply at DisasterAssistance.gov, in the FEMA App, or by calling 1-800-621-3362. Your state and county emergency management offices and the Small Business Administration may offer more help.',
        ],
      },
      {
        heading: 'Protect yourself from scams',
        paragraphs: [
          `Scammers often target people after a disaster. We will never ask you to pay with a gift card, a prepaid card or a wire transfer to a person, and we do not charge a fee for disaster assistance. If someone contacts you about your loan and you are not sure it is us, hang up and call us at ${SUPPORT_PHONE}.`,
        ],
      },
    ],
  },

  'es-US': {
    title: 'Asistencia por desastres naturales',
    updated: UPDATED,
    translationNote:
      'Esta es una traducción de cortesía. Si hay alguna diferencia entre esta traducción y la versión en inglés, prevalecerá la versión en inglés.',
    intro: `Si un huracán, una inundación, un incendio forestal, un tornado, un terremoto o una tormenta fuerte lo ha afectado, ${COMPANY_NAME} está aquí para ayudarlo. Su seguridad es lo primero: comuníquese con nosotros cuando pueda y trabajaremos con usted en sus pagos.`,
    sections: [
      {
        heading: 'Quién puede recibir ayuda',
        paragraphs: ['Puede pedir asistencia por desastres si:'],
        bullets: [
          'Vive o trabaja en una zona incluida en una declaración de desastre o de emergencia federal, estatal o local, o',
          'Un desastre natural dañó su casa o su vehículo, o',
          'Un desastre natural le hizo perder su empleo, redujo sus ingresos o lo obligó a dejar su casa',
        ],
      },
      {
        heading: 'Opciones que pueden estar disponibles',
        paragraphs: [
          'Lo que podemos ofrecerle depende de su situación, su contrato y la ley de su estado. Le explicaremos cada opción y su costo antes de que decida. Las opciones que más usamos son:',
        ],
        table: {
          columns: ['Opción', 'Qué hace', 'Conviene saber'],
          rows: [
            ['Aplazamiento de pagos', 'Traslada uno o más pagos mensuales al final de su préstamo, para que pueda saltearlos ahora', 'Los intereses siguen acumulándose sobre el saldo durante el aplazamiento'],
            ['Extensión del préstamo', 'Agrega meses a su préstamo para reducir o pausar los pagos por un tiempo', 'Puede pagar más intereses durante la vida del préstamo'],
            ['Cambio de fecha de vencimiento', 'Cambia su fecha de vencimiento mensual a un día que se ajuste a su nueva situación', 'Los intereses se acumulan a diario hasta la nueva fecha de vencimiento'],
            ['Exención de cargos por atraso', 'Anula los cargos por atraso de pagos que no hizo por el desastre', 'Pídalo aunque los cargos se hayan cobrado antes de que llamara'],
            ['Pausa de pagos automáticos', 'Detiene o cambia de fecha un pago automático programado', 'Avísenos al menos un día hábil antes de la fecha del pago'],
          ],
        },
      },
      {
        heading: 'Si su vehículo sufrió daños o se perdió',
        paragraphs: [
          'Comuníquese primero con su compañía de seguros y presente un reclamo. Su contrato exige un seguro contra daños físicos, y figuramos en su póliza como acreedor prendario, así que la aseguradora se comunicará con nosotros sobre el reclamo.',
          `Luego llámenos al ${SUPPORT_PHONE} con el nombre de su compañía de seguros y el número de su reclamo. Le daremos a la aseguradora el monto de liquidación y la información que necesita para resolver el reclamo rápidamente.`,
          'Si el vehículo es pérdida total, el pago del seguro se aplica a su préstamo. Si no cubre todo el saldo, la cobertura GAP, si la compró con su vehículo, puede pagar la diferencia; también lo ayudaremos a presentar ese reclamo. Si el vehículo se puede reparar, endosamos los cheques de reparación para que se le pueda pagar al taller.',
          'Siga haciendo sus pagos, o pídanos una de las opciones anteriores, mientras el reclamo esté abierto. Un reclamo puede tardar varias semanas, y los pagos no realizados pueden informarse a las agencias de crédito si no hemos acordado un arreglo.',
        ],
      },
      {
        heading: 'Qué tener a mano',
        paragraphs: ['No necesita documentos para llamarnos, pero estos nos ayudan a actuar más rápido:'],
        bullets: [
          'Su número de cuenta, o su nombre y el número de identificación del vehículo (VIN)',
          'La dirección donde vive ahora, si tuvo que dejar su casa, y un número de teléfono donde podamos localizarlo',
          'El nombre de su compañía de seguros y el número de reclamo, si su vehículo sufrió daños',
          'Algo que muestre cómo lo afectó el desastre, como un número de registro de FEMA, el informe de un ajustador de seguros o una carta de su empleador',
        ],
      },
      {
        heading: 'Cómo pedir ayuda',
        paragraphs: [
          `Llame a atención al cliente al ${SUPPORT_PHONE} y díganos que lo afectó un desastre natural. También puede enviar un mensaje seguro desde su cuenta en línea o usar el formulario de nuestra página Contáctenos, y lo llamaremos.`,
          'Respondemos las solicitudes de asistencia por desastres en un plazo de dos días hábiles. Cuando acordemos una opción, se la confirmaremos por escrito, por correo electrónico o por correo postal a la dirección que nos indique.',
        ],
      },
      {
        heading: 'Su informe de crédito',
        paragraphs: [
          'Mientras tenga un arreglo de asistencia y lo cumpla, informaremos su cuenta a las agencias de crédito según ese arreglo y, cuando corresponda, agregaremos un comentario que indique que su cuenta fue afectada por un desastre natural. Los pagos que ya estaban atrasados antes del desastre pueden seguir informándose como atrasados.',
        ],
      },
      {
        heading: 'Ayuda federal y local',
        paragraphs: [
          'La Agencia Federal para el Manejo de Emergencias (FEMA) puede ofrecer subvenciones para vivienda temporal, reparaciones del hogar y otras necesidades cuando se declara un desastre federal. Puede solicitarlas en DisasterAssistance.gov, en la aplicación de FEMA o llamando al 1-800-621-3362. Las oficinas de manejo de emergencias de su estado y su condado, y la Administración de Pequeñas Empresas, pueden ofrecer más ayuda.',
        ],
      },
      {
        heading: 'Protéjase de las estafas',
        paragraphs: [
          `Los estafadores suelen aprovecharse de las personas después de un desastre. Nunca le pediremos que pague con una tarjeta de regalo, una tarjeta prepagada o una transferencia a una persona, y no cobramos por la asistencia por desastres. Si alguien se comunica con usted por su préstamo y no está seguro de que seamos nosotros, cuelgue y llámenos al ${SUPPORT_PHONE}.`,
        ],
      },
    ],
  },

  'pt-BR': {
    title: 'Assistência em desastres naturais',
    updated: UPDATED,
    translationNote:
      'Esta é uma tradução de cortesia. Em caso de divergência entre esta tradução e a versão em inglês, prevalece a versão em inglês.',
    intro: `Se um furacão, uma enchente, um incêndio florestal, um tornado, um terremoto ou uma tempestade forte afetou você, a ${COMPANY_NAME} está aqui para ajudar. A sua segurança vem em primeiro lugar: fale conosco quando puder, e vamos trabalhar com você nos seus pagamentos.`,
    sections: [
      {
        heading: 'Quem pode receber ajuda',
        paragraphs: ['Você pode pedir assistência em caso de desastre se:'],
        bullets: [
          'Mora ou trabalha em uma área incluída em uma declaração de desastre ou de emergência federal, estadual ou local, ou',
          'Um desastre natural danificou a sua casa ou o seu veículo, ou',
          'Um desastre natural fez você perder o emprego, reduziu a sua renda ou obrigou você a sair de casa',
        ],
      },
      {
        heading: 'Opções que podem estar disponíveis',
        paragraphs: [
          'O que podemos oferecer depende da sua situação, do seu contrato e da lei do seu estado. Explicaremos cada opção e o seu custo antes que você decida. As opções que mais usamos são:',
        ],
        table: {
          columns: ['Opção', 'O que ela faz', 'É bom saber'],
          rows: [
            ['Adiamento de parcelas', 'Transfere uma ou mais parcelas mensais para o fim do financiamento, para que você possa deixar de pagá-las agora', 'Os juros continuam correndo sobre o saldo durante o adiamento'],
            ['Prorrogação do financiamento', 'Acrescenta meses ao financiamento para reduzir ou suspender as parcelas por um tempo', 'Você pode pagar mais juros ao longo do financiamento'],
            ['Mudança da data de vencimento', 'Muda o vencimento mensal para um dia que combine com a sua nova situação', 'Os juros correm diariamente até a nova data de vencimento'],
            ['Isenção de multas por atraso', 'Cancela as multas por atraso de parcelas que você deixou de pagar por causa do desastre', 'Peça mesmo que as multas tenham sido cobradas antes da sua ligação'],
            ['Suspensão do débito automático', 'Suspende ou muda a data de um pagamento automático agendado', 'Avise-nos pelo menos um dia útil antes da data do pagamento'],
          ],
        },
      },
      {
        heading: 'Se o seu veículo foi danificado ou destruído',
        paragraphs: [
          'Fale primeiro com a sua seguradora e abra um sinistro. O seu contrato exige um seguro contra danos materiais, e constamos na sua apólice como credor com garantia sobre o veículo, então a seguradora entrará em contato conosco sobre o sinistro.',
          `Depois, ligue para ${SUPPORT_PHONE} com o nome da sua seguradora e o número do sinistro. Informaremos à seguradora o valor de quitação e os dados de que ela precisa para concluir o sinistro rapidamente.`,
          'Se o veículo tiver perda total, a indenização do seguro é usada para pagar o financiamento. Se ela não cobrir todo o saldo, a cobertura GAP, se você a contratou com o veículo, pode pagar a diferença; também ajudaremos você a abrir esse pedido. Se o veículo puder ser consertado, endossamos os cheques de reparo para que a oficina possa ser paga.',
          'Continue pagando as parcelas, ou peça uma das opções acima, enquanto o sinistro estiver aberto. Um sinistro pode levar várias semanas, e as parcelas não pagas ainda podem ser informadas às agências de crédito se não tivermos combinado um acordo.',
        ],
      },
      {
        heading: 'O que ter em mãos',
        paragraphs: ['Você não precisa de documentos para ligar, mas estes nos ajudam a agir mais rápido:'],
        bullets: [
          'O número da sua conta, ou o seu nome e o número de identificação do veículo (VIN)',
          'O endereço onde você mora agora, se teve que sair de casa, e um telefone em que possamos falar com você',
          'O nome da sua seguradora e o número do sinistro, se o seu veículo foi danificado',
          'Algo que mostre como o desastre afetou você, como um número de registro na FEMA, o laudo de um perito do seguro ou uma carta do seu empregador',
        ],
      },
      {
        heading: 'Como pedir ajuda',
        paragraphs: [
          `Ligue para o atendimento ao cliente no ${SUPPORT_PHONE} e diga que você foi afetado por um desastre natural. Você também pode enviar uma mensagem segura pela sua conta on-line ou usar o formulário da nossa página Fale conosco, e retornaremos a ligação.`,
          'Respondemos aos pedidos de assistência em desastres em até dois dias úteis. Quando combinarmos uma opção, nós a confirmaremos por escrito, por e-mail ou por correio no endereço que você informar.',
        ],
      },
      {
        heading: 'O seu histórico de crédito',
        paragraphs: [
          'Enquanto você tiver um acordo de assistência e o cumprir, informaremos a sua conta às agências de crédito de acordo com esse acordo e, quando for o caso, acrescentaremos um comentário de que a sua conta foi afetada por um desastre natural. As parcelas que já estavam atrasadas antes do desastre ainda podem ser informadas como atrasadas.',
        ],
      },
      {
        heading: 'Ajuda federal e local',
        paragraphs: [
          'A Agência Federal de Gestão de Emergências (FEMA) pode oferecer auxílios para moradia temporária, reparos na casa e outras necessidades quando um desastre federal é declarado. Você pode fazer o pedido em DisasterAssistance.gov, no aplicativo da FEMA ou pelo telefone 1-800-621-3362. Os órgãos de gestão de emergências do seu estado e do seu condado e a Administração de Pequenas Empresas podem oferecer mais ajuda.',
        ],
      },
      {
        heading: 'Proteja-se contra golpes',
        paragraphs: [
          `Golpistas costumam mirar as pessoas depois de um desastre. Nunca pediremos que você pague com cartão-presente, cartão pré-pago ou transferência para uma pessoa, e não cobramos nada pela assistência em desastres. Se alguém entrar em contato sobre o seu financiamento e você não tiver certeza de que somos nós, desligue e ligue para ${SUPPORT_PHONE}.`,
        ],
      },
    ],
  },
};
