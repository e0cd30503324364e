/** Installs poppler-utils and Tesseract with eng/spa/por when missing; true when all are there. */
export declare function ensureOcr(): boolean;
