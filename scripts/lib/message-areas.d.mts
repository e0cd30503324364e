/** Absolute path of apps/web/. */
export declare const webRoot: string;

/** Every source file of the web app (tests and stories left out), relative to apps/web. */
export declare function sourceFiles(): string[];

/** The file a relative or `@/…` import names, relative to apps/web; null for packages. */
export declare function resolveImport(fromFile: string, specifier: string): string | null;

export interface MessageAreas {
  /** The areas every page waits for (main.tsx's startMessages). */
  entry: string[];
  /** Each module loaded through withMessages, and the areas it waits for. */
  lazy: Map<string, string[]>;
  /** Each module that loads its own catalog (loadCatalog), and its areas. */
  own: Map<string, string[]>;
}

export declare function readMessageAreas(files?: string[]): MessageAreas;
