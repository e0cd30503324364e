/**
 * The messages of payments (recipients, transfers and the rails' reasons), in en, es and pt;
 * merged into the one catalog in messages.ts. The bank transfer rules of spec part 2 §5 are
 * word for word in English ('Reference number can be numeric only and can not be start with 0',
 * 'Amount should be greater than 0.').
 */
export const paymentMessages = {
  en: {
    'payments.recipientNotFound': 'This recipient is not one of your company’s.',
    'payments.transferNotFound': 'This payment is not one of your company’s.',
    'payments.bankNameRequired': 'Bank name is required.',
    'payments.amountPositive': 'Amount should be greater than 0.',
    'payments.referenceNumber': 'Reference number can be numeric only and can not be start with 0',
    'payments.aboveBalance': 'The amount is above your available balance.',
    'payments.aboveLimit': 'The amount is above your payment limit.',
    'payments.currencyUnavailable': 'Payments in {currency} are not available for your company.',
    'payments.railUnavailable': 'Payments to this recipient are not available for your company.',
    'payments.keyReused': 'This payment was already sent with other details.',
    'payments.reason.accountDoesNotExist': 'The recipient’s account does not exist.',
    'payments.reason.accountBlocked': 'The recipient’s account is blocked.',
    'payments.reason.fieldTooLong': 'The bank refused the payment: a field is too long.',
    'payments.reason.accountClosed': 'The recipient’s account is closed.',
    'payments.reason.beneficiaryNameMismatch':
      'The recipient’s name does not match the account holder.',
    'payments.reason.railUnavailable': 'The bank could not be reached. The money was returned.',
  },
  es: {
    'payments.recipientNotFound': 'Este destinatario no es de tu empresa.',
    'payments.transferNotFound': 'Este pago no es de tu empresa.',
    'payments.bankNameRequired': 'El nombre del banco es obligatorio.',
    'payments.amountPositive': 'El monto debe ser mayor que 0.',
    'payments.referenceNumber':
      'La referencia numérica solo puede contener números y no puede empezar con 0',
    'payments.aboveBalance': 'El monto supera tu saldo disponible.',
    'payments.aboveLimit': 'El monto supera tu límite de pago.',
    'payments.currencyUnavailable': 'Los pagos en {currency} no están disponibles para tu empresa.',
    'payments.railUnavailable':
      'Los pagos a este destinatario no están disponibles para tu empresa.',
    'payments.keyReused': 'Este pago ya se envió con otros datos.',
    'payments.reason.accountDoesNotExist': 'La cuenta del destinatario no existe.',
    'payments.reason.accountBlocked': 'La cuenta del destinatario está bloqueada.',
    'payments.reason.fieldTooLong': 'El banco rechazó el pago: un campo es demasiado largo.',
    'payments.reason.accountClosed': 'La cuenta del destinatario está cerrada.',
    'payments.reason.beneficiaryNameMismatch':
      'El nombre del destinatario no coincide con el titular de la cuenta.',
    'payments.reason.railUnavailable':
      'No se pudo contactar al banco. El dinero se devolvió a tu saldo.',
  },
  pt: {
    'payments.recipientNotFound': 'Este destinatário não é da sua empresa.',
    'payments.transferNotFound': 'Este pagamento não é da sua empresa.',
    'payments.bankNameRequired': 'O nome do banco é obrigatório.',
    'payments.amountPositive': 'O valor deve ser maior que 0.',
    'payments.referenceNumber':
      'O número de referência só pode conter números e não pode começar com 0',
    'payments.aboveBalance': 'O valor é maior que o seu saldo disponível.',
    'payments.aboveLimit': 'O valor é maior que o seu limite de pagamento.',
    'payments.currencyUnavailable':
      'Pagamentos em {currency} não estão disponíveis para a sua empresa.',
    'payments.railUnavailable':
      'Pagamentos para este destinatário não estão disponíveis para a sua empresa.',
    'payments.keyReused': 'Este pagamento já foi enviado com outros dados.',
    'payments.reason.accountDoesNotExist': 'A conta do destinatário não existe.',
    'payments.reason.accountBlocked': 'A conta do destinatário está bloqueada.',
    'payments.reason.fieldTooLong': 'O banco recusou o pagamento: um campo é longo demais.',
    'payments.reason.accountClosed': 'A conta do destinatário está encerrada.',
    'payments.reason.beneficiaryNameMismatch':
      'O nome do destinatário não corresponde ao titular da conta.',
    'payments.reason.railUnavailable':
      'Não foi possível contatar o banco. O dinheiro voltou ao seu saldo.',
  },
} as const;
