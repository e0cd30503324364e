/**
 * The messages of the company's documents (/document, issue 41): the kinds and categories a
 * search matches in any language, and the refusals of an upload (spec part 2 §5's upload-portal
 * wording), in en, es and pt; merged into the one catalog in messages.ts.
 */
export const documentMessages = {
  en: {
    'documents.review.unreadable':
      'The file could not be read. Upload a complete PDF or a clear photo of the document.',
    'documents.review.tooSmall':
      'The image is too small to read (at least {pixels} pixels on each side). Upload a larger scan or photo.',
    'documents.review.kindMismatch':
      'The file is not what its type says. Upload a PDF, PNG or JPEG file of the document.',
    'mail.documentApproved.subject': 'Your document {name} was approved',
    'mail.documentApproved.text': 'Outlay reviewed {name} ({category}) and approved it.',
    'mail.documentApproved.sms': 'Outlay: your document {name} was approved.',
    'mail.documentRejected.subject': 'Your document {name} was rejected',
    'mail.documentRejected.text':
      'Outlay reviewed {name} ({category}) and rejected it: {reason} You can upload it again from Documents.',
    'mail.documentRejected.sms':
      'Outlay: your document {name} was rejected. See Documents for why.',
    'documents.notFound': 'This document is not one you can open.',
    'documents.fileTooLarge': 'File cannot be bigger than {size}mb',
    'documents.fileType': 'Only these file types are allowed: {extensions}.',
    'documents.kind.statement': 'Statement',
    'documents.kind.agreement': 'Signed agreement',
    'documents.kind.transfer-confirmation': 'Transfer confirmation',
    'documents.kind.card': 'Card document',
    'documents.kind.tax': 'Tax document',
    'documents.kind.upload': 'Upload',
    'documents.category.incorporation': 'Incorporation papers',
    'documents.category.proof-of-address': 'Proof of address',
    'documents.category.tax-form': 'Tax form',
    'documents.category.lease': 'Lease',
  },
  es: {
    'documents.review.unreadable':
      'No se pudo leer el archivo. Sube un PDF completo o una foto clara del documento.',
    'documents.review.tooSmall':
      'La imagen es demasiado pequeña para leerse (al menos {pixels} píxeles por lado). Sube un escaneo o una foto más grande.',
    'documents.review.kindMismatch':
      'El archivo no es lo que su tipo indica. Sube el documento como archivo PDF, PNG o JPEG.',
    'mail.documentApproved.subject': 'Tu documento {name} fue aprobado',
    'mail.documentApproved.text': 'Outlay revisó {name} ({category}) y lo aprobó.',
    'mail.documentApproved.sms': 'Outlay: tu documento {name} fue aprobado.',
    'mail.documentRejected.subject': 'Tu documento {name} fue rechazado',
    'mail.documentRejected.text':
      'Outlay revisó {name} ({category}) y lo rechazó: {reason} Puedes subirlo de nuevo desde Documentos.',
    'mail.documentRejected.sms':
      'Outlay: tu documento {name} fue rechazado. Consulta el motivo en Documentos.',
    'documents.notFound': 'No puedes abrir este documento.',
    'documents.fileTooLarge': 'El archivo no puede pesar más de {size}mb',
    'documents.fileType': 'Solo se permiten estos tipos de archivo: {extensions}.',
    'documents.kind.statement': 'Estado de cuenta',
    'documents.kind.agreement': 'Acuerdo firmado',
    'documents.kind.transfer-confirmation': 'Confirmación de transferencia',
    'documents.kind.card': 'Documento de tarjeta',
    'documents.kind.tax': 'Documento fiscal',
    'documents.kind.upload': 'Documento subido',
    'documents.category.incorporation': 'Acta constitutiva',
    'documents.category.proof-of-address': 'Comprobante de domicilio',
    'documents.category.tax-form': 'Formulario fiscal',
    'documents.category.lease': 'Contrato de arrendamiento',
  },
  pt: {
    'documents.review.unreadable':
      'Não foi possível ler o arquivo. Envie um PDF completo ou uma foto nítida do documento.',
    'documents.review.tooSmall':
      'A imagem é pequena demais para ser lida (pelo menos {pixels} pixels de cada lado). Envie uma digitalização ou foto maior.',
    'documents.review.kindMismatch':
      'O arquivo não é o que seu tipo indica. Envie o documento como arquivo PDF, PNG ou JPEG.',
    'mail.documentApproved.subject': 'Seu documento {name} foi aprovado',
    'mail.documentApproved.text': 'A Outlay analisou {name} ({category}) e o aprovou.',
    'mail.documentApproved.sms': 'Outlay: seu documento {name} foi aprovado.',
    'mail.documentRejected.subject': 'Seu documento {name} foi recusado',
    'mail.documentRejected.text':
      'A Outlay analisou {name} ({category}) e o recusou: {reason} Você pode enviá-lo de novo em Documentos.',
    'mail.documentRejected.sms':
      'Outlay: seu documento {name} foi recusado. Veja o motivo em Documentos.',
    'documents.notFound': 'Você não pode abrir este documento.',
    'documents.fileTooLarge': 'O arquivo não pode ter mais de {size}mb',
    'documents.fileType': 'Somente estes tipos de arquivo são permitidos: {extensions}.',
    'documents.kind.statement': 'Fatura',
    'documents.kind.agreement': 'Contrato assinado',
    'documents.kind.transfer-confirmation': 'Confirmação de transferência',
    'documents.kind.card': 'Documento do cartão',
    'documents.kind.tax': 'Documento fiscal',
    'documents.kind.upload': 'Envio',
    'documents.category.incorporation': 'Documentos de constituição',
    'documents.category.proof-of-address': 'Comprovante de endereço',
    'documents.category.tax-form': 'Formulário fiscal',
    'documents.category.lease': 'Contrato de locação',
  },
} as const;
