// The server's messages for a person's own profile (issue 36, the profile page): the name's
// rule (spec part 2 §5, word for word), the time zone, and the picture's limits (the upload
// portal's wording, part 2 §5). Spread into messages.ts's catalogs.

const en = {
  'profile.invalid': 'Please check your profile: some fields are missing or not valid.',
  'profile.nameCharacters': 'Use only alphabetic character, space and hyphen.',
  'profile.timeZoneInvalid': 'Choose a time zone from the list.',
  'profile.pictureTooLarge': 'File cannot be bigger than {n}mb',
  'profile.pictureType': 'Choose a PNG, JPEG or WebP picture.',
};

type Catalog = Record<keyof typeof en, string>;

const es: Catalog = {
  'profile.invalid': 'Revisa tu perfil: faltan campos o no son válidos.',
  'profile.nameCharacters': 'Usa solo letras, espacios y guiones.',
  'profile.timeZoneInvalid': 'Elige una zona horaria de la lista.',
  'profile.pictureTooLarge': 'El archivo no puede superar los {n}mb',
  'profile.pictureType': 'Elige una imagen PNG, JPEG o WebP.',
};

const pt: Catalog = {
  'profile.invalid': 'Verifique seu perfil: há campos faltando ou inválidos.',
  'profile.nameCharacters': 'Use apenas letras, espaços e hifens.',
  'profile.timeZoneInvalid': 'Escolha um fuso horário da lista.',
  'profile.pictureTooLarge': 'O arquivo não pode ser maior que {n}mb',
  'profile.pictureType': 'Escolha uma imagem PNG, JPEG ou WebP.',
};

export const profileMessages = { en, es, pt };
