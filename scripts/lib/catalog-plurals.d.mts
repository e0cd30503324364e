/** The argument names that hold a count of something. */
export declare const COUNT_ARGUMENTS: ReadonlySet<string>;

/** The count arguments a parsed ICU message shows outside a plural of the same argument. */
export declare function countsOutsidePlurals(elements: readonly unknown[], TYPE: object): string[];
