export interface GlossaryRule {
  use: readonly string[];
  avoid: readonly string[];
}

export interface Glossary {
  concepts: Record<
    string,
    { en: readonly string[]; keys?: string; note?: string } & Partial<Record<string, unknown>>
  >;
}

/** The words a parsed ICU message shows: literals and branches, not argument names or keys. */
export declare function shownText(elements: readonly unknown[], TYPE: object): string;

/** Each message whose translation names a glossary concept by another word than the glossary's. */
export declare function glossaryProblems(
  glossary: Glossary,
  name: string,
  catalogs: Record<string, Record<string, string>>,
  textOf?: (message: string) => string,
): string[];
