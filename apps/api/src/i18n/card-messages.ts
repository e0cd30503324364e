/**
 * The messages of cards (list, actions, PIN, physical card orders, spend controls) in en, es
 * and pt; merged into the one catalog in messages.ts. Spec texts are word for word in English.
 */
export const cardMessages = {
  en: {
    'cards.merchantsRequired': 'Choose at least one merchant this card may pay.',
    'cards.categoriesRequired': 'Choose at least one category this card may spend in.',
    'cards.tooManyMerchants': 'A card may be limited to 50 merchants at most.',
    'cards.merchantUnknown':
      'One of the merchants chosen is not known to the card networks. Choose it again from the list.',
    'cards.scopeAdminOnly': 'Only an admin can choose where a card may spend.',
    'cards.limitAboveControl':
      'Your role’s spend control lets a card spend at most {amount, number} {currency} {period, select, monthly {a month} other {in all}}. Choose a lower limit, or ask an admin to create the card.',
    'cards.notFound': 'This card does not exist or is not yours to see.',
    'cards.holderNotFound':
      'This person is not an active member of your company who may hold cards.',
    'cards.forbidden': 'You are not allowed to do this with this card.',
    'cards.createNotAllowed':
      'Your card permissions do not allow new virtual cards. Ask an admin to create one for you.',
    'cards.nameRequired': 'Give the card a name.',
    'cards.created': 'Card {lastFour} is ready.',
    'cards.frozen': 'Card {lastFour} is frozen.',
    'cards.unfrozen': 'Card {lastFour} is active again.',
    'cards.cancelled': 'Card {lastFour} is cancelled.',
    'cards.replaced': 'Card {oldLastFour} is cancelled; its replacement ends in {lastFour}.',
    'cards.controlsSaved': 'The card’s limit and controls are saved.',
    'cards.pinSet': 'Your PIN is set.',
    'cards.suspectedFraud':
      'Your card has been inactivated by the provider because recent transactions were identified as suspected fraud. Please contact the provider to activate the card.',
    'cards.alreadyCancelled': 'This card is cancelled.',
    'cards.alreadyFrozen': 'This card is already frozen.',
    'cards.notFrozen': 'This card is not frozen.',
    'cards.pending': 'This card is not active yet.',
    'cards.noPin': 'Only an active or ordered physical card takes a PIN.',
    'cards.declined': 'The card issuer declined this card. Try another name, or contact support.',
    'cards.holderLimit':
      'The card issuer allows no more cards for this person. Cancel a card they no longer use, then try again.',
    'cards.issuerCancelled': 'The card issuer has already cancelled this card.',
    'cards.pinRequired': 'The pin field is required.',
    'cards.confirmPinRequired': 'The confirm pin field is required.',
    'cards.pinLength': 'The pin must be 4 characters.',
    'cards.pinMismatch': 'The pin and confirm pin must match.',
    'cards.pinWeak': 'Please set strong PIN.',
    'cards.orderNotAllowed': 'Your account is not set up to order a physical card.',
    'cards.orderInProgress': 'Your physical card is already on its way.',
    'cards.noCompanyAddress': 'Your company has no shipping address yet. Enter an address.',
    'cards.addressRequired': 'Enter the address to ship the card to.',
    'cards.countryUnsupported': 'Cards do not ship to this country. Choose one from the list.',
    'cards.rushUnavailable': 'Rush shipment is not available for your company.',
    'cards.ordered': 'Your physical card is ordered.',
    'cards.spendControlsSaved': 'Spend controls are saved.',
  },
  es: {
    'cards.merchantsRequired': 'Elige al menos un comercio en el que esta tarjeta pueda pagar.',
    'cards.categoriesRequired': 'Elige al menos una categoría en la que esta tarjeta pueda gastar.',
    'cards.tooManyMerchants': 'Una tarjeta puede limitarse a 50 comercios como máximo.',
    'cards.merchantUnknown':
      'Uno de los comercios elegidos no lo conocen las redes de tarjetas. Vuelve a elegirlo de la lista.',
    'cards.scopeAdminOnly': 'Solo un administrador puede elegir dónde puede gastar una tarjeta.',
    'cards.limitAboveControl':
      'El control de gasto de tu rol permite que una tarjeta gaste como máximo {amount, number} {currency} {period, select, monthly {al mes} other {en total}}. Elige un límite menor o pide a un administrador que cree la tarjeta.',
    'cards.notFound': 'Esta tarjeta no existe o no puedes verla.',
    'cards.holderNotFound':
      'Esta persona no es un miembro activo de tu empresa que pueda tener tarjetas.',
    'cards.forbidden': 'No tienes permiso para hacer esto con esta tarjeta.',
    'cards.createNotAllowed':
      'Tus permisos de tarjeta no permiten nuevas tarjetas virtuales. Pide a un administrador que cree una para ti.',
    'cards.nameRequired': 'Ponle un nombre a la tarjeta.',
    'cards.created': 'La tarjeta {lastFour} está lista.',
    'cards.frozen': 'La tarjeta {lastFour} está congelada.',
    'cards.unfrozen': 'La tarjeta {lastFour} vuelve a estar activa.',
    'cards.cancelled': 'La tarjeta {lastFour} está cancelada.',
    'cards.replaced':
      'La tarjeta {oldLastFour} está cancelada; su reemplazo termina en {lastFour}.',
    'cards.controlsSaved': 'Se guardaron el límite y los controles de la tarjeta.',
    'cards.pinSet': 'Tu NIP quedó configurado.',
    'cards.suspectedFraud':
      'El proveedor desactivó tu tarjeta porque se identificaron transacciones recientes como sospechosas de fraude. Comunícate con el proveedor para activar la tarjeta.',
    'cards.alreadyCancelled': 'Esta tarjeta está cancelada.',
    'cards.alreadyFrozen': 'Esta tarjeta ya está congelada.',
    'cards.notFrozen': 'Esta tarjeta no está congelada.',
    'cards.pending': 'Esta tarjeta aún no está activa.',
    'cards.noPin': 'Solo una tarjeta física activa o solicitada lleva NIP.',
    'cards.declined':
      'El emisor de la tarjeta la rechazó. Prueba con otro nombre o comunícate con soporte.',
    'cards.holderLimit':
      'El emisor no permite más tarjetas para esta persona. Cancela una tarjeta que ya no use y vuelve a intentarlo.',
    'cards.issuerCancelled': 'El emisor ya canceló esta tarjeta.',
    'cards.pinRequired': 'El campo NIP es obligatorio.',
    'cards.confirmPinRequired': 'El campo de confirmación del NIP es obligatorio.',
    'cards.pinLength': 'El NIP debe tener 4 caracteres.',
    'cards.pinMismatch': 'El NIP y su confirmación deben coincidir.',
    'cards.pinWeak': 'Por favor, elige un NIP seguro.',
    'cards.orderNotAllowed': 'Tu cuenta no está habilitada para pedir una tarjeta física.',
    'cards.orderInProgress': 'Tu tarjeta física ya va en camino.',
    'cards.noCompanyAddress': 'Tu empresa aún no tiene dirección de envío. Ingresa una dirección.',
    'cards.addressRequired': 'Ingresa la dirección a la que enviaremos la tarjeta.',
    'cards.countryUnsupported': 'No enviamos tarjetas a este país. Elige uno de la lista.',
    'cards.rushUnavailable': 'El envío urgente no está disponible para tu empresa.',
    'cards.ordered': 'Se pidió tu tarjeta física.',
    'cards.spendControlsSaved': 'Se guardaron los controles de gasto.',
  },
  pt: {
    'cards.merchantsRequired':
      'Escolha pelo menos um estabelecimento em que este cartão possa pagar.',
    'cards.categoriesRequired': 'Escolha pelo menos uma categoria em que este cartão possa gastar.',
    'cards.tooManyMerchants': 'Um cartão pode ser limitado a no máximo 50 estabelecimentos.',
    'cards.merchantUnknown':
      'Um dos estabelecimentos escolhidos não é conhecido pelas bandeiras de cartão. Escolha-o de novo na lista.',
    'cards.scopeAdminOnly': 'Só um administrador pode escolher onde um cartão pode gastar.',
    'cards.limitAboveControl':
      'O controle de gastos da sua função permite que um cartão gaste no máximo {amount, number} {currency} {period, select, monthly {por mês} other {no total}}. Escolha um limite menor ou peça a um administrador que crie o cartão.',
    'cards.notFound': 'Este cartão não existe ou você não pode vê-lo.',
    'cards.holderNotFound':
      'Esta pessoa não é um membro ativo da sua empresa que possa ter cartões.',
    'cards.forbidden': 'Você não tem permissão para fazer isso com este cartão.',
    'cards.createNotAllowed':
      'Suas permissões de cartão não permitem novos cartões virtuais. Peça a um administrador que crie um para você.',
    'cards.nameRequired': 'Dê um nome ao cartão.',
    'cards.created': 'O cartão {lastFour} está pronto.',
    'cards.frozen': 'O cartão {lastFour} está congelado.',
    'cards.unfrozen': 'O cartão {lastFour} está ativo novamente.',
    'cards.cancelled': 'O cartão {lastFour} está cancelado.',
    'cards.replaced': 'O cartão {oldLastFour} está cancelado; o substituto termina em {lastFour}.',
    'cards.controlsSaved': 'O limite e os controles do cartão foram salvos.',
    'cards.pinSet': 'Seu PIN foi definido.',
    'cards.suspectedFraud':
      'Seu cartão foi desativado pelo provedor porque transações recentes foram identificadas como suspeita de fraude. Entre em contato com o provedor para ativar o cartão.',
    'cards.alreadyCancelled': 'Este cartão está cancelado.',
    'cards.alreadyFrozen': 'Este cartão já está congelado.',
    'cards.notFrozen': 'Este cartão não está congelado.',
    'cards.pending': 'Este cartão ainda não está ativo.',
    'cards.noPin': 'Só um cartão físico ativo ou pedido recebe PIN.',
    'cards.declined': 'O emissor recusou este cartão. Tente outro nome ou fale com o suporte.',
    'cards.holderLimit':
      'O emissor não permite mais cartões para esta pessoa. Cancele um cartão que ela não usa mais e tente novamente.',
    'cards.issuerCancelled': 'O emissor já cancelou este cartão.',
    'cards.pinRequired': 'O campo PIN é obrigatório.',
    'cards.confirmPinRequired': 'O campo de confirmação do PIN é obrigatório.',
    'cards.pinLength': 'O PIN deve ter 4 caracteres.',
    'cards.pinMismatch': 'O PIN e a confirmação devem ser iguais.',
    'cards.pinWeak': 'Por favor, defina um PIN forte.',
    'cards.orderNotAllowed': 'Sua conta não está habilitada a pedir um cartão físico.',
    'cards.orderInProgress': 'Seu cartão físico já está a caminho.',
    'cards.noCompanyAddress': 'Sua empresa ainda não tem endereço de entrega. Informe um endereço.',
    'cards.addressRequired': 'Informe o endereço para enviar o cartão.',
    'cards.countryUnsupported': 'Não enviamos cartões para este país. Escolha um da lista.',
    'cards.rushUnavailable': 'O envio expresso não está disponível para sua empresa.',
    'cards.ordered': 'Seu cartão físico foi pedido.',
    'cards.spendControlsSaved': 'Os controles de gastos foram salvos.',
  },
} as const;
