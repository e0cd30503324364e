/**
 * The messages of AutoPay accounts, bank linking and the e-signature sandbox's documents, in en,
 * es and pt; merged into the one catalog in messages.ts. Spec texts are word for word in English
 * ('This account is already attached.', 'This link seems to be expired or invalid.').
 */
export const bankingMessages = {
  en: {
    'banking.alreadyAttached': 'This account is already attached.',
    'banking.accountNotFound': 'This bank account is not one of your company’s.',
    'banking.currencyNotBilled': 'Your statements are not billed in {currency}.',
    'banking.notVerified':
      'This account is still being verified. Choose it once its verification ends.',
    'banking.fallbackIsAutoDebit':
      'This account already pays automatically. Choose another account as its fallback.',
    'banking.agreementNotAutoDebit':
      'Only the account that pays {currency} statements automatically needs an agreement.',
    'banking.agreementNotNeeded': 'Accounts in the United States need no agreement.',
    'banking.agreementSigned': 'This account’s agreement is signed already.',
    'banking.linkedCurrency':
      'This account holds {accountCurrency}. Choose an account in {currency}.',
    'banking.linkedNotDepository':
      'Statements are paid from a checking or savings account, not from a card or a loan.',
    'banking.linkedNoNumbers':
      'This bank does not share the numbers AutoPay needs. Enter the account by hand.',
    'bankAccount.required': '{field}: this field is required.',
    'bankAccount.digits': '{field} may contain digits only.',
    'bankAccount.length': '{field} has the wrong number of digits.',
    'bankAccount.checkDigit': '{field} is not valid. Check the digits.',
    'bankAccount.format': '{field} has the wrong format.',
    'bankAccount.country': '{field} belongs to a bank of another country.',
    'bankAccount.bank':
      'No Mexican bank uses the first three digits of this {field}. Check the number.',
    'bankAccount.city': 'No Mexican city uses digits 4 to 6 of this {field}. Check the number.',
    'bankAccount.field.institutionNumber': 'Institution number',
    'bankAccount.field.transitNumber': 'Transit number',
    'bankAccount.field.accountNumber': 'Account number',
    'bankAccount.field.routingNumber': 'Routing number',
    'bankAccount.field.sortCode': 'Sort code',
    'bankAccount.field.iban': 'IBAN',
    'bankAccount.field.bic': 'BIC',
    'bankAccount.field.clabe': 'CLABE',

    'bankLinking.providerCountry': 'This provider does not link banks of this country.',
    'bankLinking.linkInvalid': 'This link seems to be expired or invalid.',
    'bankLinking.reauthoriseFirst':
      'The connection to {bank} has expired. Reconnect it to use its accounts.',
    'bankLinking.invalidCredentials':
      'The username or password is incorrect. Check them and try again.',
    'bankLinking.invalidMfa': 'That answer is incorrect. Try again.',
    'bankLinking.mfaLocked': 'Too many incorrect answers. Sign in to your bank again.',
    'bankLinking.loginEnded': 'This sign-in has ended. Sign in to your bank again.',
    'bankLinking.institutionUnknown': 'Choose one of the banks listed.',
    'bankLinking.accountsUnknown': 'Choose accounts of this bank.',
    'bankLinking.mfaCode': 'Enter the code sent to your device.',
    'bankLinking.mfaQuestion': 'What city were you born in?',

    'eSignature.notWaiting': 'This link seems to be expired or invalid.',
    'eSignature.field.payor': 'Payor',
    'eSignature.field.payee': 'Payee',
    'eSignature.field.bank': 'Bank',
    'eSignature.field.account': 'Account',
    'eSignature.field.currency': 'Currency',
    'eSignature.field.reference': 'Reference',
    'eSignature.pad-ca.title': 'Pre-Authorized Debit (PAD) Agreement',
    'eSignature.pad-ca.p1':
      'You, {payor} (the payor), authorize {payee} to debit the bank account below for the amounts due on your {payee} statements in {currency}. This is a business PAD.',
    'eSignature.pad-ca.p2':
      'Debits vary with each statement and are made on or after its due date. You will be told the amount and the date of each debit at least 10 days before it is made.',
    'eSignature.pad-ca.p3':
      'You may cancel this authorization at any time with 30 days’ notice to {payee}. You have certain recourse rights if any debit does not comply with this agreement; for example, the right to be reimbursed for any debit that was not authorized or is not consistent with it. To learn more about your recourse rights, contact your financial institution or visit www.payments.ca.',
    'eSignature.pad-mx.title': 'Pre-Authorized Debit (PAD) Agreement (domiciliación)',
    'eSignature.pad-mx.p1':
      'You, {payor}, authorize {payee} to charge the account below for the amounts due on your {payee} statements in {currency}, under the direct debit (domiciliación) rules of Banco de México.',
    'eSignature.pad-mx.p2':
      'Each charge is made on or after the statement’s due date, for the amount the statement shows. You will be told the amount and the date before each charge.',
    'eSignature.pad-mx.p3':
      'You may cancel this authorization at any time through {payee} or your bank. You may object to a charge within 90 calendar days, and your bank refunds a charge you did not authorize.',
    'eSignature.ddi-uk.title':
      'Instruction to your bank or building society to pay by Direct Debit',
    'eSignature.ddi-uk.p1':
      'Please pay {payee} Direct Debits from the account detailed in this Instruction subject to the safeguards assured by the Direct Debit Guarantee. I understand that this Instruction may remain with {payee} and, if so, details will be passed electronically to my bank or building society.',
    'eSignature.ddi-uk.p2':
      'The Direct Debit Guarantee: {payee} will notify you 10 working days in advance of your account being debited, or as otherwise agreed. If an error is made in the payment of your Direct Debit, you are entitled to a full and immediate refund of the amount paid from your bank or building society.',
    'eSignature.ddi-uk.p3':
      'You can cancel a Direct Debit at any time by simply contacting your bank or building society. Written confirmation may be required. Please also notify {payee}.',
    'eSignature.sepa-eu.title': 'SEPA Direct Debit Mandate',
    'eSignature.sepa-eu.p1':
      'By signing this mandate form, you authorise {payee} to send instructions to your bank to debit your account, and your bank to debit your account in accordance with the instructions from {payee}.',
    'eSignature.sepa-eu.p2':
      'As part of your rights, you are entitled to a refund from your bank under the terms and conditions of your agreement with your bank. A refund must be claimed within 8 weeks starting from the date on which your account was debited.',
    'eSignature.sepa-eu.p3':
      'Debits are made in {currency} on or after each statement’s due date. Your rights are explained in a statement that you can obtain from your bank.',
  },
  es: {
    'banking.alreadyAttached': 'Esta cuenta ya está vinculada.',
    'banking.accountNotFound': 'Esta cuenta bancaria no es de tu empresa.',
    'banking.currencyNotBilled': 'Tus estados de cuenta no se facturan en {currency}.',
    'banking.notVerified':
      'Esta cuenta aún se está verificando. Elígela cuando termine su verificación.',
    'banking.fallbackIsAutoDebit':
      'Esta cuenta ya paga automáticamente. Elige otra cuenta como respaldo.',
    'banking.agreementNotAutoDebit':
      'Solo la cuenta que paga automáticamente los estados de cuenta en {currency} necesita un acuerdo.',
    'banking.agreementNotNeeded': 'Las cuentas en Estados Unidos no necesitan acuerdo.',
    'banking.agreementSigned': 'El acuerdo de esta cuenta ya está firmado.',
    'banking.linkedCurrency':
      'Esta cuenta es en {accountCurrency}. Elige una cuenta en {currency}.',
    'banking.linkedNotDepository':
      'Los estados de cuenta se pagan desde una cuenta de cheques o de ahorro, no desde una tarjeta ni un préstamo.',
    'banking.linkedNoNumbers':
      'Este banco no comparte los números que necesita el pago automático. Ingresa la cuenta a mano.',
    'bankAccount.required': '{field}: este campo es obligatorio.',
    'bankAccount.digits': '{field} solo puede contener dígitos.',
    'bankAccount.length': '{field} tiene un número de dígitos incorrecto.',
    'bankAccount.checkDigit': '{field} no es válido. Revisa los dígitos.',
    'bankAccount.format': '{field} tiene un formato incorrecto.',
    'bankAccount.country': '{field} pertenece a un banco de otro país.',
    'bankAccount.bank':
      'Ningún banco mexicano usa los tres primeros dígitos de esta {field}. Revisa el número.',
    'bankAccount.city':
      'Ninguna plaza mexicana usa los dígitos 4 a 6 de esta {field}. Revisa el número.',
    'bankAccount.field.institutionNumber': 'Número de institución',
    'bankAccount.field.transitNumber': 'Número de tránsito',
    'bankAccount.field.accountNumber': 'Número de cuenta',
    'bankAccount.field.routingNumber': 'Número de ruta',
    'bankAccount.field.sortCode': 'Sort code',
    'bankAccount.field.iban': 'IBAN',
    'bankAccount.field.bic': 'BIC',
    'bankAccount.field.clabe': 'CLABE',

    'bankLinking.providerCountry': 'Este proveedor no vincula bancos de este país.',
    'bankLinking.linkInvalid': 'Esta liga parece haber expirado o ser inválida.',
    'bankLinking.reauthoriseFirst':
      'La conexión con {bank} expiró. Vuelve a conectarla para usar sus cuentas.',
    'bankLinking.invalidCredentials':
      'El usuario o la contraseña son incorrectos. Revísalos e inténtalo de nuevo.',
    'bankLinking.invalidMfa': 'Esa respuesta es incorrecta. Inténtalo de nuevo.',
    'bankLinking.mfaLocked':
      'Demasiadas respuestas incorrectas. Vuelve a iniciar sesión en tu banco.',
    'bankLinking.loginEnded': 'Este inicio de sesión terminó. Vuelve a iniciar sesión en tu banco.',
    'bankLinking.institutionUnknown': 'Elige uno de los bancos de la lista.',
    'bankLinking.accountsUnknown': 'Elige cuentas de este banco.',
    'bankLinking.mfaCode': 'Ingresa el código enviado a tu dispositivo.',
    'bankLinking.mfaQuestion': '¿En qué ciudad naciste?',

    'eSignature.notWaiting': 'Esta liga parece haber expirado o ser inválida.',
    'eSignature.field.payor': 'Pagador',
    'eSignature.field.payee': 'Beneficiario',
    'eSignature.field.bank': 'Banco',
    'eSignature.field.account': 'Cuenta',
    'eSignature.field.currency': 'Moneda',
    'eSignature.field.reference': 'Referencia',
    'eSignature.pad-ca.title': 'Acuerdo de débito preautorizado (PAD)',
    'eSignature.pad-ca.p1':
      'Tú, {payor} (el pagador), autorizas a {payee} a debitar la cuenta bancaria indicada abajo por los montos adeudados en tus estados de cuenta de {payee} en {currency}. Este es un PAD empresarial.',
    'eSignature.pad-ca.p2':
      'Los débitos varían con cada estado de cuenta y se realizan en su fecha límite de pago o después. Se te informará el monto y la fecha de cada débito al menos 10 días antes.',
    'eSignature.pad-ca.p3':
      'Puedes cancelar esta autorización en cualquier momento avisando a {payee} con 30 días de anticipación. Tienes ciertos derechos de reclamación si un débito no cumple este acuerdo; por ejemplo, el derecho a que se te reembolse un débito no autorizado o que no concuerde con él. Para saber más sobre tus derechos, consulta a tu institución financiera o visita www.payments.ca.',
    'eSignature.pad-mx.title': 'Acuerdo de débito preautorizado (PAD) (domiciliación)',
    'eSignature.pad-mx.p1':
      'Tú, {payor}, autorizas a {payee} a cargar a la cuenta indicada abajo los montos adeudados en tus estados de cuenta de {payee} en {currency}, conforme a las reglas de domiciliación del Banco de México.',
    'eSignature.pad-mx.p2':
      'Cada cargo se realiza en la fecha límite de pago del estado de cuenta o después, por el monto que este indica. Se te informará el monto y la fecha antes de cada cargo.',
    'eSignature.pad-mx.p3':
      'Puedes cancelar esta autorización en cualquier momento a través de {payee} o de tu banco. Puedes objetar un cargo dentro de los 90 días naturales siguientes, y tu banco te reembolsa un cargo que no autorizaste.',
    'eSignature.ddi-uk.title':
      'Instrucción a tu banco o sociedad de crédito para pagar por domiciliación (Direct Debit)',
    'eSignature.ddi-uk.p1':
      'Paguen a {payee} los cargos domiciliados desde la cuenta indicada en esta Instrucción, con las garantías de la Direct Debit Guarantee. Entiendo que esta Instrucción puede quedar en poder de {payee} y, en ese caso, sus datos se enviarán electrónicamente a mi banco o sociedad de crédito.',
    'eSignature.ddi-uk.p2':
      'La Direct Debit Guarantee: {payee} te avisará 10 días hábiles antes de cargar tu cuenta, o según lo acordado. Si se comete un error en el pago de tu cargo domiciliado, tienes derecho a un reembolso completo e inmediato del monto pagado por parte de tu banco o sociedad de crédito.',
    'eSignature.ddi-uk.p3':
      'Puedes cancelar un cargo domiciliado en cualquier momento contactando a tu banco o sociedad de crédito. Puede requerirse confirmación por escrito. Avisa también a {payee}.',
    'eSignature.sepa-eu.title': 'Orden de domiciliación SEPA',
    'eSignature.sepa-eu.p1':
      'Al firmar esta orden de domiciliación, autorizas a {payee} a enviar instrucciones a tu banco para cargar tu cuenta, y a tu banco a cargar tu cuenta conforme a las instrucciones de {payee}.',
    'eSignature.sepa-eu.p2':
      'Como parte de tus derechos, puedes obtener de tu banco un reembolso en los términos y condiciones de tu contrato con él. El reembolso debe solicitarse dentro de las 8 semanas siguientes a la fecha del cargo en tu cuenta.',
    'eSignature.sepa-eu.p3':
      'Los cargos se realizan en {currency} en la fecha límite de pago de cada estado de cuenta o después. Tus derechos se explican en un documento que puedes obtener de tu banco.',
  },
  pt: {
    'banking.alreadyAttached': 'Esta conta já está vinculada.',
    'banking.accountNotFound': 'Esta conta bancária não é da sua empresa.',
    'banking.currencyNotBilled': 'Suas faturas não são cobradas em {currency}.',
    'banking.notVerified':
      'Esta conta ainda está sendo verificada. Escolha-a quando a verificação terminar.',
    'banking.fallbackIsAutoDebit':
      'Esta conta já paga automaticamente. Escolha outra conta como reserva.',
    'banking.agreementNotAutoDebit':
      'Só a conta que paga automaticamente as faturas em {currency} precisa de um acordo.',
    'banking.agreementNotNeeded': 'Contas nos Estados Unidos não precisam de acordo.',
    'banking.agreementSigned': 'O acordo desta conta já está assinado.',
    'banking.linkedCurrency': 'Esta conta é em {accountCurrency}. Escolha uma conta em {currency}.',
    'banking.linkedNotDepository':
      'As faturas são pagas de uma conta corrente ou poupança, não de um cartão ou empréstimo.',
    'banking.linkedNoNumbers':
      'Este banco não compartilha os números de que o pagamento automático precisa. Informe a conta manualmente.',
    'bankAccount.required': '{field}: este campo é obrigatório.',
    'bankAccount.digits': '{field} só pode conter dígitos.',
    'bankAccount.length': '{field} tem um número de dígitos incorreto.',
    'bankAccount.checkDigit': '{field} não é válido. Confira os dígitos.',
    'bankAccount.format': '{field} tem um formato incorreto.',
    'bankAccount.country': '{field} pertence a um banco de outro país.',
    'bankAccount.bank':
      'Nenhum banco mexicano usa os três primeiros dígitos desta {field}. Confira o número.',
    'bankAccount.city':
      'Nenhuma praça mexicana usa os dígitos 4 a 6 desta {field}. Confira o número.',
    'bankAccount.field.institutionNumber': 'Número da instituição',
    'bankAccount.field.transitNumber': 'Número de trânsito',
    'bankAccount.field.accountNumber': 'Número da conta',
    'bankAccount.field.routingNumber': 'Número de roteamento',
    'bankAccount.field.sortCode': 'Sort code',
    'bankAccount.field.iban': 'IBAN',
    'bankAccount.field.bic': 'BIC',
    'bankAccount.field.clabe': 'CLABE',

    'bankLinking.providerCountry': 'Este provedor não vincula bancos deste país.',
    'bankLinking.linkInvalid': 'Este link parece ter expirado ou ser inválido.',
    'bankLinking.reauthoriseFirst':
      'A conexão com {bank} expirou. Reconecte-a para usar as contas dela.',
    'bankLinking.invalidCredentials':
      'O usuário ou a senha estão incorretos. Confira e tente novamente.',
    'bankLinking.invalidMfa': 'Essa resposta está incorreta. Tente novamente.',
    'bankLinking.mfaLocked': 'Respostas incorretas demais. Entre no seu banco novamente.',
    'bankLinking.loginEnded': 'Este acesso terminou. Entre no seu banco novamente.',
    'bankLinking.institutionUnknown': 'Escolha um dos bancos da lista.',
    'bankLinking.accountsUnknown': 'Escolha contas deste banco.',
    'bankLinking.mfaCode': 'Digite o código enviado ao seu dispositivo.',
    'bankLinking.mfaQuestion': 'Em que cidade você nasceu?',

    'eSignature.notWaiting': 'Este link parece ter expirado ou ser inválido.',
    'eSignature.field.payor': 'Pagador',
    'eSignature.field.payee': 'Beneficiário',
    'eSignature.field.bank': 'Banco',
    'eSignature.field.account': 'Conta',
    'eSignature.field.currency': 'Moeda',
    'eSignature.field.reference': 'Referência',
    'eSignature.pad-ca.title': 'Acordo de débito pré-autorizado (PAD)',
    'eSignature.pad-ca.p1':
      'Você, {payor} (o pagador), autoriza {payee} a debitar a conta bancária abaixo pelos valores devidos nas suas faturas de {payee} em {currency}. Este é um PAD empresarial.',
    'eSignature.pad-ca.p2':
      'Os débitos variam a cada fatura e são feitos no vencimento dela ou depois. Você será informado do valor e da data de cada débito pelo menos 10 dias antes.',
    'eSignature.pad-ca.p3':
      'Você pode cancelar esta autorização a qualquer momento avisando {payee} com 30 dias de antecedência. Você tem certos direitos de contestação se um débito não cumprir este acordo; por exemplo, o direito de ser reembolsado por um débito não autorizado ou que não esteja de acordo com ele. Para saber mais sobre seus direitos, fale com sua instituição financeira ou visite www.payments.ca.',
    'eSignature.pad-mx.title': 'Acordo de débito pré-autorizado (PAD) (domiciliación)',
    'eSignature.pad-mx.p1':
      'Você, {payor}, autoriza {payee} a cobrar na conta abaixo os valores devidos nas suas faturas de {payee} em {currency}, conforme as regras de débito automático (domiciliación) do Banco de México.',
    'eSignature.pad-mx.p2':
      'Cada cobrança é feita no vencimento da fatura ou depois, pelo valor que ela mostra. Você será informado do valor e da data antes de cada cobrança.',
    'eSignature.pad-mx.p3':
      'Você pode cancelar esta autorização a qualquer momento por meio de {payee} ou do seu banco. Você pode contestar uma cobrança em até 90 dias corridos, e seu banco reembolsa uma cobrança que você não autorizou.',
    'eSignature.ddi-uk.title':
      'Instrução ao seu banco ou building society para pagar por débito direto (Direct Debit)',
    'eSignature.ddi-uk.p1':
      'Paguem a {payee} os débitos diretos da conta indicada nesta Instrução, com as garantias da Direct Debit Guarantee. Entendo que esta Instrução pode ficar com {payee} e, nesse caso, seus dados serão enviados eletronicamente ao meu banco ou building society.',
    'eSignature.ddi-uk.p2':
      'A Direct Debit Guarantee: {payee} avisará você 10 dias úteis antes de debitar sua conta, ou conforme combinado. Se houver um erro no pagamento do seu débito direto, você tem direito a um reembolso integral e imediato do valor pago pelo seu banco ou building society.',
    'eSignature.ddi-uk.p3':
      'Você pode cancelar um débito direto a qualquer momento falando com seu banco ou building society. Pode ser pedida confirmação por escrito. Avise também {payee}.',
    'eSignature.sepa-eu.title': 'Mandato de débito direto SEPA',
    'eSignature.sepa-eu.p1':
      'Ao assinar este mandato, você autoriza {payee} a enviar instruções ao seu banco para debitar sua conta, e seu banco a debitar sua conta de acordo com as instruções de {payee}.',
    'eSignature.sepa-eu.p2':
      'Como parte dos seus direitos, você pode obter do seu banco um reembolso nos termos e condições do seu contrato com ele. O reembolso deve ser pedido em até 8 semanas a partir da data do débito na sua conta.',
    'eSignature.sepa-eu.p3':
      'Os débitos são feitos em {currency} no vencimento de cada fatura ou depois. Seus direitos são explicados em um documento que você pode obter do seu banco.',
  },
} as const;
