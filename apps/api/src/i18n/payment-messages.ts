/**
 * The messages of payments (recipients, transfers and the rails' reasons), in en, es and pt;
 * merged into the one catalog in messages.ts. The bank transfer rules of spec part 2 §5 are
 * word for word in English ('Reference number can be numeric only and can not be start with 0',
 * 'Amount should be greater than 0.').
 */
export const paymentMessages = {
  en: {
    'payments.fx.noQuoteNeeded': 'Payments in {currency} need no quote for your company.',
    'payments.fx.marketClosed':
      'Quotes for {currency} are not available right now. Try again later.',
    'payments.fx.quoteRequired': 'This payment needs a current quote.',
    'payments.fx.quoteMismatch': 'This quote is not for this payment.',
    'payments.fx.quoteUsed': 'This quote was already used for another payment.',
    'payments.fx.quoteExpired': 'The quote expired. Review the new quote before sending.',
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
    'payments.bulk.notFound': 'This batch is not one of your company’s.',
    'payments.bulk.ownBatch': 'Another admin must approve this batch: you prepared it.',
    'payments.bulk.notApproved': 'This batch must be approved before it is released.',
    'payments.bulk.notReleased':
      'Only a released batch has failed rows to retry: release it first.',
    'payments.bulk.rowsInvalid': 'Some rows need changes: each problem is named by row and column.',
    'payments.bulk.problem.required': 'Row {row}: this cell is required.',
    'payments.bulk.problem.tooLong': 'Row {row}: this cell is too long.',
    'payments.bulk.problem.clabe': 'Row {row}: the CLABE is not valid.',
    'payments.bulk.problem.amountFormat': 'Row {row}: the amount must be a number such as 1500.00.',
    'payments.bulk.problem.amountPositive': 'Row {row}: Amount should be greater than 0.',
    'payments.bulk.problem.referenceFormat':
      'Row {row}: Reference number can be numeric only and can not be start with 0',
  },
  es: {
    'payments.fx.noQuoteNeeded': 'Los pagos en {currency} no necesitan cotización para tu empresa.',
    'payments.fx.marketClosed':
      'Las cotizaciones en {currency} no están disponibles ahora. Inténtalo más tarde.',
    'payments.fx.quoteRequired': 'Este pago necesita una cotización vigente.',
    'payments.fx.quoteMismatch': 'Esta cotización no es de este pago.',
    'payments.fx.quoteUsed': 'Esta cotización ya se usó en otro pago.',
    'payments.fx.quoteExpired': 'La cotización venció. Revisa la nueva cotización antes de enviar.',
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
    'payments.bulk.notFound': 'Este lote no es de tu empresa.',
    'payments.bulk.ownBatch': 'Otro administrador debe aprobar este lote: tú lo preparaste.',
    'payments.bulk.notApproved': 'Este lote debe aprobarse antes de liberarse.',
    'payments.bulk.notReleased':
      'Solo un lote liberado tiene filas fallidas que reintentar: libéralo primero.',
    'payments.bulk.rowsInvalid':
      'Algunas filas necesitan cambios: cada problema indica su fila y columna.',
    'payments.bulk.problem.required': 'Fila {row}: esta celda es obligatoria.',
    'payments.bulk.problem.tooLong': 'Fila {row}: esta celda es demasiado larga.',
    'payments.bulk.problem.clabe': 'Fila {row}: la CLABE no es válida.',
    'payments.bulk.problem.amountFormat': 'Fila {row}: el monto debe ser un número como 1500.00.',
    'payments.bulk.problem.amountPositive': 'Fila {row}: El monto debe ser mayor que 0.',
    'payments.bulk.problem.referenceFormat':
      'Fila {row}: La referencia numérica solo puede contener números y no puede empezar con 0',
  },
  pt: {
    'payments.fx.noQuoteNeeded':
      'Pagamentos em {currency} não precisam de cotação para sua empresa.',
    'payments.fx.marketClosed':
      'As cotações em {currency} não estão disponíveis agora. Tente novamente mais tarde.',
    'payments.fx.quoteRequired': 'Este pagamento precisa de uma cotação vigente.',
    'payments.fx.quoteMismatch': 'Esta cotação não é deste pagamento.',
    'payments.fx.quoteUsed': 'Esta cotação já foi usada em outro pagamento.',
    'payments.fx.quoteExpired': 'A cotação expirou. Revise a nova cotação antes de enviar.',
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
    'payments.bulk.notFound': 'Este lote não é da sua empresa.',
    'payments.bulk.ownBatch': 'Outro administrador deve aprovar este lote: você o preparou.',
    'payments.bulk.notApproved': 'Este lote precisa ser aprovado antes de ser liberado.',
    'payments.bulk.notReleased':
      'Só um lote liberado tem linhas com falha para tentar de novo: libere-o primeiro.',
    'payments.bulk.rowsInvalid':
      'Algumas linhas precisam de ajustes: cada problema indica sua linha e coluna.',
    'payments.bulk.problem.required': 'Linha {row}: esta célula é obrigatória.',
    'payments.bulk.problem.tooLong': 'Linha {row}: esta célula é longa demais.',
    'payments.bulk.problem.clabe': 'Linha {row}: a CLABE não é válida.',
    'payments.bulk.problem.amountFormat': 'Linha {row}: o valor deve ser um número como 1500.00.',
    'payments.bulk.problem.amountPositive': 'Linha {row}: O valor deve ser maior que 0.',
    'payments.bulk.problem.referenceFormat':
      'Linha {row}: O número de referência só pode conter números e não pode começar com 0',
  },
} as const;
