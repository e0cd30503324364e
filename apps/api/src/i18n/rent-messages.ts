/**
 * The messages of rent by card (issue 35): refusals of a rent payment and why a landlord's
 * payout failed, in en, es and pt; merged into the one catalog in messages.ts.
 */
export const rentMessages = {
  en: {
    'rent.scheduleNotFound': 'This monthly rent is not one of yours.',
    'rent.reason.cardNotYours': 'The card is no longer yours, so this month was not charged.',
    'rent.reason.cardInactive': 'The card is not active, so this month was not charged.',
    'rent.reason.overCardLimit':
      'The rent and fee were over the card’s limit, so this month was not charged.',
    'rent.amountTooLarge': 'One rent payment can be at most 100,000.00.',
    'rent.bankDetailsRequired':
      'Enter the landlord’s routing and account numbers, or pay by cheque.',
    'rent.keyReused': 'This payment was already sent with other details. Start a new payment.',
    'rent.feeChanged': 'The fee has changed since you reviewed this payment. Review it again.',
    'rent.cardNotYours': 'Choose one of your own cards.',
    'rent.cardInactive': 'This card is not active. Choose an active card.',
    'rent.overCardLimit': 'The rent and fee are over this card’s limit. Choose another card.',
    'rent.paymentNotFound': 'This rent payment is not one of yours.',
    'rent.reason.accountNotFound': 'The landlord’s bank account does not exist.',
    'rent.reason.accountClosed': 'The landlord’s bank account is closed.',
    'rent.reason.chequeReturned': 'The cheque was returned undelivered.',
    'rent.reason.providerUnavailable': 'The rent payment service could not pay the landlord.',
  },
  es: {
    'rent.scheduleNotFound': 'Esta renta mensual no es tuya.',
    'rent.reason.cardNotYours': 'La tarjeta ya no es tuya, así que este mes no se cobró.',
    'rent.reason.cardInactive': 'La tarjeta no está activa, así que este mes no se cobró.',
    'rent.reason.overCardLimit':
      'La renta y la comisión superaban el límite de la tarjeta, así que este mes no se cobró.',
    'rent.amountTooLarge': 'Un pago de renta puede ser de 100,000.00 como máximo.',
    'rent.bankDetailsRequired':
      'Ingresa el número de ruta y de cuenta del arrendador, o paga con cheque.',
    'rent.keyReused': 'Este pago ya se envió con otros datos. Empieza un pago nuevo.',
    'rent.feeChanged': 'La comisión cambió desde que revisaste este pago. Revísalo de nuevo.',
    'rent.cardNotYours': 'Elige una de tus propias tarjetas.',
    'rent.cardInactive': 'Esta tarjeta no está activa. Elige una tarjeta activa.',
    'rent.overCardLimit':
      'La renta y la comisión superan el límite de esta tarjeta. Elige otra tarjeta.',
    'rent.paymentNotFound': 'Este pago de renta no es tuyo.',
    'rent.reason.accountNotFound': 'La cuenta bancaria del arrendador no existe.',
    'rent.reason.accountClosed': 'La cuenta bancaria del arrendador está cerrada.',
    'rent.reason.chequeReturned': 'El cheque fue devuelto sin entregar.',
    'rent.reason.providerUnavailable': 'El servicio de pago de renta no pudo pagar al arrendador.',
  },
  pt: {
    'rent.scheduleNotFound': 'Este aluguel mensal não é seu.',
    'rent.reason.cardNotYours': 'O cartão não é mais seu, então este mês não foi cobrado.',
    'rent.reason.cardInactive': 'O cartão não está ativo, então este mês não foi cobrado.',
    'rent.reason.overCardLimit':
      'O aluguel e a tarifa ultrapassavam o limite do cartão, então este mês não foi cobrado.',
    'rent.amountTooLarge': 'Um pagamento de aluguel pode ser de no máximo 100.000,00.',
    'rent.bankDetailsRequired':
      'Informe o número de roteamento e da conta do locador, ou pague com cheque.',
    'rent.keyReused': 'Este pagamento já foi enviado com outros dados. Comece um novo pagamento.',
    'rent.feeChanged': 'A tarifa mudou desde que você revisou este pagamento. Revise-o de novo.',
    'rent.cardNotYours': 'Escolha um dos seus próprios cartões.',
    'rent.cardInactive': 'Este cartão não está ativo. Escolha um cartão ativo.',
    'rent.overCardLimit':
      'O aluguel e a tarifa ultrapassam o limite deste cartão. Escolha outro cartão.',
    'rent.paymentNotFound': 'Este pagamento de aluguel não é seu.',
    'rent.reason.accountNotFound': 'A conta bancária do locador não existe.',
    'rent.reason.accountClosed': 'A conta bancária do locador está encerrada.',
    'rent.reason.chequeReturned': 'O cheque foi devolvido sem entrega.',
    'rent.reason.providerUnavailable':
      'O serviço de pagamento de aluguel não conseguiu pagar o locador.',
  },
} as const;
