/**
 * The messages of the company's documents (/document, issue 41): the kinds and categories a
 * search matches in any language, and the refusals of an upload (spec part 2 §5's upload-portal
 * wording), in en, es and pt; merged into the one catalog in messages.ts.
 */
export const documentMessages = {
  en: {
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
  },
  es: {
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
  },
  pt: {
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
  },
} as const;
