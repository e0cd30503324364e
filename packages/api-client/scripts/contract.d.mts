/** Absolute path of the root contract document. */
export declare const contractPath: string;

/** The contract bundled into one document, optionally with every `$ref` replaced. */
export declare function loadContract(options?: { dereference?: boolean }): Promise<unknown>;
