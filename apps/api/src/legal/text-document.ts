/** A legal document's words: what both its PDF and its HTML page are made from. */
export interface TextDocument {
  title: string;
  paragraphs: readonly string[];
}
