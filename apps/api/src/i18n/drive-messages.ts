/**
 * The messages of file uploads and the document drive, in en, es and pt; merged into the one
 * catalog in messages.ts. Spec texts are word for word in English.
 */
export const driveMessages = {
  en: {
    'files.multipartExpected': 'Send the request body as multipart form data.',
    'drive.apiKeyRequired': 'This service needs its API key.',
    'drive.requestNotFound': 'This link seems to be expired or invalid.',
    'drive.requestClosed': 'This upload request is closed: it was completed or it has expired.',
    'drive.groupNotFound': 'This document group is not part of the upload request.',
    'drive.fileNotFound': 'This file is not part of the upload request.',
    'drive.fileTooLarge': 'File cannot be bigger than {size}mb',
    'drive.fileType': 'Only these file types are allowed: {extensions}.',
    'drive.groupFull':
      'A document group holds at most {max, plural, one {# file} other {# files}}.',
    'drive.groupsMissing': 'Upload at least one document to every group before saving.',
    'drive.tooManyChanges':
      'Too many changes to this upload request. Try again in {minutes, plural, one {# minute} other {# minutes}}.',
  },
  es: {
    'files.multipartExpected':
      'Envía el cuerpo de la solicitud como datos de formulario multipart.',
    'drive.apiKeyRequired': 'Este servicio necesita su clave de API.',
    'drive.requestNotFound': 'Esta liga parece haber expirado o ser inválida.',
    'drive.requestClosed': 'Esta solicitud de documentos está cerrada: se completó o ya expiró.',
    'drive.groupNotFound': 'Este grupo de documentos no pertenece a la solicitud.',
    'drive.fileNotFound': 'Este archivo no pertenece a la solicitud.',
    'drive.fileTooLarge': 'El archivo no puede pesar más de {size}mb',
    'drive.fileType': 'Solo se permiten estos tipos de archivo: {extensions}.',
    'drive.groupFull':
      'Un grupo de documentos admite como máximo {max, plural, one {# archivo} other {# archivos}}.',
    'drive.groupsMissing': 'Sube al menos un documento en cada grupo antes de guardar.',
    'drive.tooManyChanges':
      'Demasiados cambios en esta solicitud de documentos. Inténtalo de nuevo en {minutes, plural, one {# minuto} other {# minutos}}.',
  },
  pt: {
    'files.multipartExpected': 'Envie o corpo da solicitação como dados de formulário multipart.',
    'drive.apiKeyRequired': 'Este serviço precisa da sua chave de API.',
    'drive.requestNotFound': 'Este link parece ter expirado ou ser inválido.',
    'drive.requestClosed':
      'Esta solicitação de documentos está encerrada: foi concluída ou expirou.',
    'drive.groupNotFound': 'Este grupo de documentos não faz parte da solicitação.',
    'drive.fileNotFound': 'Este arquivo não faz parte da solicitação.',
    'drive.fileTooLarge': 'O arquivo não pode ter mais de {size}mb',
    'drive.fileType': 'Somente estes tipos de arquivo são permitidos: {extensions}.',
    'drive.groupFull':
      'Um grupo de documentos aceita no máximo {max, plural, one {# arquivo} other {# arquivos}}.',
    'drive.groupsMissing': 'Envie pelo menos um documento em cada grupo antes de salvar.',
    'drive.tooManyChanges':
      'Alterações demais nesta solicitação de documentos. Tente novamente em {minutes, plural, one {# minuto} other {# minutos}}.',
  },
} as const;
