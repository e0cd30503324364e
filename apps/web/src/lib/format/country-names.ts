/** A country named in the reader's language by its ISO 3166-1 code (CLDR, through Intl). */
export function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** Countries as a list a reader scans: named in their language, in their alphabetical order. */
export function countriesByName<Code extends string>(
  codes: readonly Code[],
  locale: string,
): { code: Code; name: string }[] {
  const collator = new Intl.Collator(locale);
  return codes
    .map((code) => ({ code, name: countryName(code, locale) }))
    .sort((a, b) => collator.compare(a.name, b.name));
}
