import { useLocale } from 'react-aria-components/I18nProvider';

/**
 * The few strings the design system owns. Everything product-specific is passed in by props;
 * these are the generic words of the controls themselves (a password toggle, a close button).
 * The language comes from the nearest react-aria `I18nProvider`.
 */
const en = {
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  close: 'Close',
  dismiss: 'Dismiss',
  loading: 'Loading',
  remove: 'Remove',
  pagination: 'Pagination',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  page: (page: number) => `Page ${page}`,
  notifications: 'Notifications',
  toastError: 'Error',
  toastSuccess: 'Success',
  toastInfo: 'Information',
  dropFiles: 'Drag or click',
  chooseFiles: 'Choose files',
  chooseFile: 'Choose file',
  acceptedTypes: (types: string) => `Accepted file types: ${types}`,
  maxFileSize: (size: string) => `Maximum size: ${size}`,
  maxFiles: (count: number) => `Up to ${count} files`,
  openCalendar: 'Open calendar',
  showOptions: 'Show options',
  more: 'More',
  clearSearch: 'Clear search',
  fieldRequired: 'This field is required.',
  fieldFormat: 'This value is not in the right format.',
  fieldEmail: 'Enter an email address, such as name@example.com.',
  fieldUrl: 'Enter a web address, such as https://example.com.',
  fieldTooShort: (min: number) => `Enter at least ${min} characters.`,
  fieldRange: 'This value is out of the allowed range.',
};

export type DesignSystemStrings = typeof en;

const es: DesignSystemStrings = {
  showPassword: 'Mostrar contraseña',
  hidePassword: 'Ocultar contraseña',
  close: 'Cerrar',
  dismiss: 'Descartar',
  loading: 'Cargando',
  remove: 'Quitar',
  pagination: 'Paginación',
  previousPage: 'Página anterior',
  nextPage: 'Página siguiente',
  page: (page) => `Página ${page}`,
  notifications: 'Notificaciones',
  toastError: 'Error',
  toastSuccess: 'Éxito',
  toastInfo: 'Información',
  dropFiles: 'Arrastra o haz clic',
  chooseFiles: 'Elegir archivos',
  chooseFile: 'Elegir archivo',
  acceptedTypes: (types) => `Tipos de archivo aceptados: ${types}`,
  maxFileSize: (size) => `Tamaño máximo: ${size}`,
  maxFiles: (count) => `Hasta ${count} archivos`,
  openCalendar: 'Abrir calendario',
  showOptions: 'Mostrar opciones',
  more: 'Más',
  clearSearch: 'Borrar búsqueda',
  fieldRequired: 'Este campo es obligatorio.',
  fieldFormat: 'Este valor no tiene el formato correcto.',
  fieldEmail: 'Escribe un correo electrónico, como nombre@ejemplo.com.',
  fieldUrl: 'Escribe una dirección web, como https://ejemplo.com.',
  fieldTooShort: (min: number) => `Escribe al menos ${min} caracteres.`,
  fieldRange: 'Este valor está fuera del rango permitido.',
};

const pt: DesignSystemStrings = {
  showPassword: 'Mostrar senha',
  hidePassword: 'Ocultar senha',
  close: 'Fechar',
  dismiss: 'Dispensar',
  loading: 'Carregando',
  remove: 'Remover',
  pagination: 'Paginação',
  previousPage: 'Página anterior',
  nextPage: 'Próxima página',
  page: (page) => `Página ${page}`,
  notifications: 'Notificações',
  toastError: 'Erro',
  toastSuccess: 'Sucesso',
  toastInfo: 'Informação',
  dropFiles: 'Arraste ou clique',
  chooseFiles: 'Escolher arquivos',
  chooseFile: 'Escolher arquivo',
  acceptedTypes: (types) => `Tipos de arquivo aceitos: ${types}`,
  maxFileSize: (size) => `Tamanho máximo: ${size}`,
  maxFiles: (count) => `Até ${count} arquivos`,
  openCalendar: 'Abrir calendário',
  showOptions: 'Mostrar opções',
  more: 'Mais',
  clearSearch: 'Limpar pesquisa',
  fieldRequired: 'Este campo é obrigatório.',
  fieldFormat: 'Este valor não está no formato correto.',
  fieldEmail: 'Digite um e-mail, como nome@exemplo.com.',
  fieldUrl: 'Digite um endereço da web, como https://exemplo.com.',
  fieldTooShort: (min: number) => `Digite pelo menos ${min} caracteres.`,
  fieldRange: 'Este valor está fora do intervalo permitido.',
};

export const dictionaries = { en, es, pt } as const;
export type DesignSystemLanguage = keyof typeof dictionaries;

export function stringsFor(locale: string): DesignSystemStrings {
  const language = locale.split('-')[0]?.toLowerCase();
  return language === 'es' || language === 'pt' ? dictionaries[language] : en;
}

/** The design system's own strings in the language of the nearest `I18nProvider`. */
export function useStrings(): DesignSystemStrings {
  const { locale } = useLocale();
  return stringsFor(locale);
}
