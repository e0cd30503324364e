import type { FastifySchemaValidationError } from 'fastify';
import type { Lang } from '../i18n/language.js';
import { translate } from '../i18n/messages.js';
import type { ErrorBody } from './errors.js';

function fieldPath(error: FastifySchemaValidationError): string {
  const segments = error.instancePath.split('/').filter(Boolean);
  const { missingProperty, additionalProperty } = error.params;
  if (error.keyword === 'required' && typeof missingProperty === 'string') {
    segments.push(missingProperty);
  }
  if (error.keyword === 'additionalProperties' && typeof additionalProperty === 'string') {
    segments.push(additionalProperty);
  }
  return segments.map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~')).join('.');
}

function detail(lang: Lang, error: FastifySchemaValidationError): string {
  const { params } = error;
  switch (error.keyword) {
    case 'required':
      return translate(lang, 'validation.required');
    case 'format':
      return translate(lang, params.format === 'email' ? 'validation.email' : 'validation.format');
    case 'pattern':
      return translate(lang, 'validation.format');
    case 'minLength':
    case 'maxLength':
      return translate(lang, `validation.${error.keyword}`, { limit: Number(params.limit) });
    case 'type':
      return translate(lang, 'validation.type');
    case 'enum': {
      const allowed = Array.isArray(params.allowedValues) ? params.allowedValues : [];
      return translate(lang, 'validation.enum', { values: allowed.map(String).join(', ') });
    }
    case 'additionalProperties':
      return translate(lang, 'validation.notAllowed');
    default:
      return translate(lang, 'validation.invalid');
  }
}

/**
 * The 400 body for input that breaks the contract: one message naming the first field, and a
 * message per field path (`email`, `items.0.name`).
 */
export function validationErrorBody(
  lang: Lang,
  errors: readonly FastifySchemaValidationError[],
  part: string,
): ErrorBody {
  const fields: Record<string, string> = {};
  for (const error of errors) {
    const path = fieldPath(error) || part;
    fields[path] ??= detail(lang, error);
  }
  const [firstPath, firstDetail] = Object.entries(fields)[0] ?? [
    part,
    translate(lang, 'validation.invalid'),
  ];
  const msg =
    firstPath === part
      ? translate(lang, 'validation.body', { detail: firstDetail })
      : translate(lang, 'validation.field', { field: firstPath, detail: firstDetail });
  return { errors: { msg, code: 'VALIDATION', fields } };
}
