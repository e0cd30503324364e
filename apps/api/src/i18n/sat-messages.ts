/**
 * The messages of SAT invoice matching (the account, its link, matching, attaching invoices)
 * in en, es and pt; merged into the one catalog in messages.ts. Spec texts are word for word
 * in English.
 */
export const satMessages = {
  en: {
    'sat.notConnected': 'Please connect SAT account to start matching transactions to invoices.',
    'sat.rfcInvalid':
      'This is not an RFC: 3 letters for a company or 4 for a person (Ñ and & among them), the date it was issued (yymmdd) and 3 characters.',
    'sat.alreadyLinked': 'The SAT account is already connected or being checked.',
    'sat.linking': 'Checking your SAT credentials. This takes a moment.',
    'sat.notValid': 'Connect a valid SAT account first.',
    'sat.matchingUnavailable': 'Please enable SAT MATCH INVOICES toggle at Organization level',
    'sat.matchingOn': 'Invoice matching turned on.',
    'sat.matchingOff': 'Invoice matching feature turned off.',
    'sat.entryNotFound': 'This transaction does not exist or is not yours to see.',
    'sat.notEligible': 'SAT invoices cannot be matched to this transaction.',
    'sat.invoiceNotFound': 'This invoice is not among your SAT invoices.',
    'sat.invoiceTaken': 'This invoice is already attached to another transaction.',
    'sat.removeFirst': 'Please remove existing invoice before attaching further invoice.',
    'sat.attached': 'Invoice attached.',
  },
  es: {
    'sat.notConnected':
      'Conecta tu cuenta del SAT para empezar a conciliar transacciones con facturas.',
    'sat.rfcInvalid':
      'Esto no es un RFC: 3 letras para una empresa o 4 para una persona (Ñ y & incluidas), la fecha de emisión (aammdd) y 3 caracteres.',
    'sat.alreadyLinked': 'La cuenta del SAT ya está conectada o en revisión.',
    'sat.linking': 'Estamos revisando tus credenciales del SAT. Tarda un momento.',
    'sat.notValid': 'Primero conecta una cuenta del SAT válida.',
    'sat.matchingUnavailable':
      'Activa la opción SAT MATCH INVOICES (conciliación de facturas) a nivel de la organización',
    'sat.matchingOn': 'Conciliación de facturas activada.',
    'sat.matchingOff': 'La conciliación de facturas está desactivada.',
    'sat.entryNotFound': 'Esta transacción no existe o no tienes acceso a ella.',
    'sat.notEligible': 'No se pueden conciliar facturas del SAT con esta transacción.',
    'sat.invoiceNotFound': 'Esta factura no está entre tus facturas del SAT.',
    'sat.invoiceTaken': 'Esta factura ya está adjunta a otra transacción.',
    'sat.removeFirst': 'Elimina la factura existente antes de adjuntar otra.',
    'sat.attached': 'Factura adjuntada.',
  },
  pt: {
    'sat.notConnected':
      'Conecte a conta do SAT para começar a conciliar transações com notas fiscais.',
    'sat.rfcInvalid':
      'Isto não é um RFC: 3 letras para uma empresa ou 4 para uma pessoa (Ñ e & incluídas), a data de emissão (aammdd) e 3 caracteres.',
    'sat.alreadyLinked': 'A conta do SAT já está conectada ou em verificação.',
    'sat.linking': 'Verificando suas credenciais do SAT. Isso leva um momento.',
    'sat.notValid': 'Conecte primeiro uma conta do SAT válida.',
    'sat.matchingUnavailable':
      'Ative a opção SAT MATCH INVOICES (conciliação de notas fiscais) no nível da organização',
    'sat.matchingOn': 'Conciliação de notas fiscais ativada.',
    'sat.matchingOff': 'A conciliação de notas fiscais está desativada.',
    'sat.entryNotFound': 'Esta transação não existe ou você não tem acesso a ela.',
    'sat.notEligible': 'Não é possível conciliar notas fiscais do SAT com esta transação.',
    'sat.invoiceNotFound': 'Esta nota fiscal não está entre as suas notas fiscais do SAT.',
    'sat.invoiceTaken': 'Esta nota fiscal já está anexada a outra transação.',
    'sat.removeFirst': 'Remova a nota fiscal existente antes de anexar outra.',
    'sat.attached': 'Nota fiscal anexada.',
  },
} as const;
