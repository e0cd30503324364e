// The server's messages for notifications (issue 36): refusals of the settings page, and the
// emails and text messages the notifier sends. Spread into the catalogs of messages.ts, so the
// key type and the "every language has every key" check cover them too.

const en = {
  'notifications.locked': 'Sign-ins from a new device are always sent: they cannot be turned off.',
  'notifications.reminderDayOnly': 'Only the missing receipts reminder has a day.',
  'notifications.kindTwice': 'Each kind of message can be changed only once in a save.',
  'mail.declined.subject': 'A purchase on your card ending in {lastFour} was declined',
  'mail.declined.text':
    'A purchase of {amount} at {merchant} on your Outlay card ending in {lastFour} was declined: {reason} You can see the card’s declines on its page in Outlay.',
  'mail.declined.sms':
    'Outlay: a purchase of {amount} at {merchant} on card {lastFour} was declined.',
  'mail.declined.merchantNotAllowed': 'the card may not pay this merchant.',
  'mail.declined.categoryNotAllowed': 'the card may not spend in this merchant’s category.',
  'mail.declined.overLimit': 'the purchase goes over the card’s limit.',
  'mail.declined.cardInactive': 'the card is not active.',
  'mail.invitationAccepted.subject': '{name} accepted your invitation to Outlay',
  'mail.invitationAccepted.text':
    '{name} ({email}) accepted your invitation and set a password: they can now sign in to {company} on Outlay.',
  'mail.invitationAccepted.sms': 'Outlay: {name} accepted your invitation.',
};

type Catalog = Record<keyof typeof en, string>;

const es: Catalog = {
  'notifications.locked':
    'Los inicios de sesión desde un dispositivo nuevo siempre se envían: no se pueden desactivar.',
  'notifications.reminderDayOnly': 'Solo el recordatorio de comprobantes faltantes tiene un día.',
  'notifications.kindTwice': 'Cada tipo de mensaje se puede cambiar una sola vez por guardado.',
  'mail.declined.subject': 'Se rechazó una compra con tu tarjeta terminada en {lastFour}',
  'mail.declined.text':
    'Se rechazó una compra de {amount} en {merchant} con tu tarjeta de Outlay terminada en {lastFour}: {reason} Puedes ver los rechazos de la tarjeta en su página de Outlay.',
  'mail.declined.sms':
    'Outlay: se rechazó una compra de {amount} en {merchant} con la tarjeta {lastFour}.',
  'mail.declined.merchantNotAllowed': 'la tarjeta no puede pagar a este comercio.',
  'mail.declined.categoryNotAllowed':
    'la tarjeta no puede gastar en la categoría de este comercio.',
  'mail.declined.overLimit': 'la compra supera el límite de la tarjeta.',
  'mail.declined.cardInactive': 'la tarjeta no está activa.',
  'mail.invitationAccepted.subject': '{name} aceptó tu invitación a Outlay',
  'mail.invitationAccepted.text':
    '{name} ({email}) aceptó tu invitación y creó su contraseña: ya puede iniciar sesión en {company} en Outlay.',
  'mail.invitationAccepted.sms': 'Outlay: {name} aceptó tu invitación.',
};

const pt: Catalog = {
  'notifications.locked':
    'Os acessos a partir de um novo dispositivo são sempre enviados: não podem ser desativados.',
  'notifications.reminderDayOnly': 'Apenas o lembrete de comprovantes em falta tem um dia.',
  'notifications.kindTwice': 'Cada tipo de mensagem só pode ser alterado uma vez por gravação.',
  'mail.declined.subject': 'Uma compra no seu cartão com final {lastFour} foi recusada',
  'mail.declined.text':
    'Uma compra de {amount} em {merchant} no seu cartão Outlay com final {lastFour} foi recusada: {reason} Você pode ver as recusas do cartão na página dele no Outlay.',
  'mail.declined.sms':
    'Outlay: uma compra de {amount} em {merchant} no cartão {lastFour} foi recusada.',
  'mail.declined.merchantNotAllowed': 'o cartão não pode pagar a este estabelecimento.',
  'mail.declined.categoryNotAllowed':
    'o cartão não pode gastar na categoria deste estabelecimento.',
  'mail.declined.overLimit': 'a compra ultrapassa o limite do cartão.',
  'mail.declined.cardInactive': 'o cartão não está ativo.',
  'mail.invitationAccepted.subject': '{name} aceitou o seu convite para o Outlay',
  'mail.invitationAccepted.text':
    '{name} ({email}) aceitou o seu convite e definiu uma senha: já pode entrar em {company} no Outlay.',
  'mail.invitationAccepted.sms': 'Outlay: {name} aceitou o seu convite.',
};

export const notificationMessages = { en, es, pt };
