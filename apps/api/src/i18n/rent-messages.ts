/**
 * The messages of rent by card (issue 35): refusals of a rent payment and why a landlord's
 * payout failed, in en, es and pt; merged into the one catalog in messages.ts.
 */
export const rentMessages = {
  en: {
    'rent.clabeRequired': 'Enter the landlord’s 18-digit CLABE, or pay by cheque.',
    'rent.clabeNotHere':
      'A CLABE is for rent paid in Mexico. Enter the routing and account numbers.',
    'rent.clabe.required': 'Enter the landlord’s 18-digit CLABE.',
    'rent.clabe.digits': 'A CLABE has digits only.',
    'rent.clabe.length': 'A CLABE has 18 digits.',
    'rent.clabe.checkDigit': 'This CLABE’s last digit does not match. Check it with the landlord.',
    'rent.clabe.format': 'This is not a CLABE. Check it with the landlord.',
    'rent.clabe.country': 'A CLABE is for rent paid in Mexico.',
    'rent.clabe.bank': 'No bank uses this CLABE’s first three digits. Check it with the landlord.',
    'rent.clabe.city': 'No city uses this CLABE’s digits 4 to 6. Check it with the landlord.',
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
    'rent.mexicanTermsRequired':
      'Say whether the landlord is a person or a company, and whether the property is commercial or a home.',
    'rent.mexicanTermsNotHere':
      'The landlord’s RFC and Mexican taxes are only for rent paid in Mexico.',
    'rent.rfc.required': 'Enter the landlord’s RFC.',
    'rent.rfc.personLength': 'A person’s RFC has 13 characters, such as CACX7605101P8.',
    'rent.rfc.companyLength': 'A company’s RFC has 12 characters, such as EKU9003173C9.',
    'rent.rfc.format':
      'This RFC is not written as the SAT writes one: letters, six digits of a date, then three characters.',
    'rent.rfc.date':
      'The date in this RFC (its six digits, YYMMDD) is not a real date. Check it with the landlord.',
    'rent.rfc.checkDigit':
      'This RFC’s last character does not match the rest. Check it with the landlord.',
    'rent.leaseNotFound': 'This lease is not one of your uploads. Attach the lease again.',
    'rent.cfdi.tooLarge': 'A CFDI can be at most 1 MB.',
    'rent.cfdi.notXml': 'Upload the CFDI as its XML file (.xml).',
    'rent.cfdi.notMexican': 'Only rent paid in Mexico has a landlord’s CFDI.',
    'rent.cfdi.unreadable': 'This file is not a stamped CFDI. Ask the landlord for the CFDI’s XML.',
    'rent.cfdi.disagrees':
      'This CFDI does not match the payment. {problems} Ask the landlord for a corrected CFDI.',
    'rent.cfdi.issuerRfc': 'It was issued by RFC {found}, not the landlord’s {expected}.',
    'rent.cfdi.receiverRfc': 'It was issued to RFC {found}, not your company’s {expected}.',
    'rent.cfdi.currency': 'It is in {found}, not {expected}.',
    'rent.cfdi.total': 'Its total is {found}, not the {expected} paid to the landlord.',
    'rent.cfdi.isrWithheld': 'Its ISR withheld is {found}, not {expected}.',
    'rent.cfdi.ivaWithheld': 'Its IVA withheld is {found}, not {expected}.',
    'rent.cfdi.usedElsewhere': 'This CFDI was already received for another rent payment.',
    'rent.cfdi.alreadyReceived': 'This payment already has the landlord’s CFDI.',
  },
  es: {
    'rent.clabeRequired': 'Ingresa la CLABE de 18 dígitos del arrendador, o paga con cheque.',
    'rent.clabeNotHere':
      'La CLABE es para rentas pagadas en México. Ingresa el número de ruta y de cuenta.',
    'rent.clabe.required': 'Ingresa la CLABE de 18 dígitos del arrendador.',
    'rent.clabe.digits': 'Una CLABE solo tiene dígitos.',
    'rent.clabe.length': 'Una CLABE tiene 18 dígitos.',
    'rent.clabe.checkDigit':
      'El último dígito de esta CLABE no coincide. Revísala con el arrendador.',
    'rent.clabe.format': 'Esto no es una CLABE. Revísala con el arrendador.',
    'rent.clabe.country': 'La CLABE es para rentas pagadas en México.',
    'rent.clabe.bank':
      'Ningún banco usa los tres primeros dígitos de esta CLABE. Revísala con el arrendador.',
    'rent.clabe.city':
      'Ninguna plaza usa los dígitos 4 a 6 de esta CLABE. Revísala con el arrendador.',
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
    'rent.mexicanTermsRequired':
      'Indica si el arrendador es persona física o moral, y si el inmueble es comercial o casa habitación.',
    'rent.mexicanTermsNotHere':
      'El RFC del arrendador y los impuestos mexicanos son solo para rentas pagadas en México.',
    'rent.rfc.required': 'Ingresa el RFC del arrendador.',
    'rent.rfc.personLength':
      'El RFC de una persona física tiene 13 caracteres, como CACX7605101P8.',
    'rent.rfc.companyLength': 'El RFC de una persona moral tiene 12 caracteres, como EKU9003173C9.',
    'rent.rfc.format':
      'Este RFC no está escrito como lo escribe el SAT: letras, seis dígitos de una fecha y tres caracteres.',
    'rent.rfc.date':
      'La fecha de este RFC (sus seis dígitos, AAMMDD) no es una fecha real. Revísalo con el arrendador.',
    'rent.rfc.checkDigit':
      'El último carácter de este RFC no coincide con el resto. Revísalo con el arrendador.',
    'rent.leaseNotFound': 'Este contrato no es uno de tus archivos. Adjunta el contrato de nuevo.',
    'rent.cfdi.tooLarge': 'Un CFDI puede pesar como máximo 1 MB.',
    'rent.cfdi.notXml': 'Sube el CFDI como su archivo XML (.xml).',
    'rent.cfdi.notMexican': 'Solo las rentas pagadas en México tienen CFDI del arrendador.',
    'rent.cfdi.unreadable':
      'Este archivo no es un CFDI timbrado. Pide al arrendador el XML del CFDI.',
    'rent.cfdi.disagrees':
      'Este CFDI no coincide con el pago. {problems} Pide al arrendador un CFDI corregido.',
    'rent.cfdi.issuerRfc': 'Lo emitió el RFC {found}, no el del arrendador, {expected}.',
    'rent.cfdi.receiverRfc': 'Se emitió al RFC {found}, no al de tu empresa, {expected}.',
    'rent.cfdi.currency': 'Está en {found}, no en {expected}.',
    'rent.cfdi.total': 'Su total es {found}, no los {expected} pagados al arrendador.',
    'rent.cfdi.isrWithheld': 'Su ISR retenido es {found}, no {expected}.',
    'rent.cfdi.ivaWithheld': 'Su IVA retenido es {found}, no {expected}.',
    'rent.cfdi.usedElsewhere': 'Este CFDI ya se recibió para otro pago de renta.',
    'rent.cfdi.alreadyReceived': 'Este pago ya tiene el CFDI del arrendador.',
  },
  pt: {
    'rent.clabeRequired': 'Informe a CLABE de 18 dígitos do locador, ou pague com cheque.',
    'rent.clabeNotHere':
      'A CLABE é para aluguel pago no México. Informe o número de roteamento e da conta.',
    'rent.clabe.required': 'Informe a CLABE de 18 dígitos do locador.',
    'rent.clabe.digits': 'Uma CLABE tem apenas dígitos.',
    'rent.clabe.length': 'Uma CLABE tem 18 dígitos.',
    'rent.clabe.checkDigit': 'O último dígito desta CLABE não confere. Confira-a com o locador.',
    'rent.clabe.format': 'Isto não é uma CLABE. Confira-a com o locador.',
    'rent.clabe.country': 'A CLABE é para aluguel pago no México.',
    'rent.clabe.bank':
      'Nenhum banco usa os três primeiros dígitos desta CLABE. Confira-a com o locador.',
    'rent.clabe.city': 'Nenhuma cidade usa os dígitos 4 a 6 desta CLABE. Confira-a com o locador.',
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
    'rent.mexicanTermsRequired':
      'Diga se o locador é pessoa física ou jurídica, e se o imóvel é comercial ou residencial.',
    'rent.mexicanTermsNotHere':
      'O RFC do locador e os impostos mexicanos são só para aluguéis pagos no México.',
    'rent.rfc.required': 'Informe o RFC do locador.',
    'rent.rfc.personLength': 'O RFC de uma pessoa física tem 13 caracteres, como CACX7605101P8.',
    'rent.rfc.companyLength': 'O RFC de uma empresa tem 12 caracteres, como EKU9003173C9.',
    'rent.rfc.format':
      'Este RFC não está escrito como o SAT o escreve: letras, seis dígitos de uma data e três caracteres.',
    'rent.rfc.date':
      'A data deste RFC (seus seis dígitos, AAMMDD) não é uma data real. Confira com o locador.',
    'rent.rfc.checkDigit':
      'O último caractere deste RFC não confere com o resto. Confira com o locador.',
    'rent.leaseNotFound': 'Este contrato não é um dos seus envios. Anexe o contrato de novo.',
    'rent.cfdi.tooLarge': 'Um CFDI pode ter no máximo 1 MB.',
    'rent.cfdi.notXml': 'Envie o CFDI como seu arquivo XML (.xml).',
    'rent.cfdi.notMexican': 'Só aluguéis pagos no México têm CFDI do locador.',
    'rent.cfdi.unreadable': 'Este arquivo não é um CFDI carimbado. Peça ao locador o XML do CFDI.',
    'rent.cfdi.disagrees':
      'Este CFDI não confere com o pagamento. {problems} Peça ao locador um CFDI corrigido.',
    'rent.cfdi.issuerRfc': 'Foi emitido pelo RFC {found}, não pelo do locador, {expected}.',
    'rent.cfdi.receiverRfc':
      'Foi emitido para o RFC {found}, não para o da sua empresa, {expected}.',
    'rent.cfdi.currency': 'Está em {found}, não em {expected}.',
    'rent.cfdi.total': 'Seu total é {found}, não os {expected} pagos ao locador.',
    'rent.cfdi.isrWithheld': 'Seu ISR retido é {found}, não {expected}.',
    'rent.cfdi.ivaWithheld': 'Seu IVA retido é {found}, não {expected}.',
    'rent.cfdi.usedElsewhere': 'Este CFDI já foi recebido para outro pagamento de aluguel.',
    'rent.cfdi.alreadyReceived': 'Este pagamento já tem o CFDI do locador.',
  },
} as const;
