import { extractText, getDocumentProxy } from 'unpdf';

/** The text of each page of a PDF (e.g. from `page.pdf()`), one string per page. */
export async function pdfPageTexts(pdf: Buffer): Promise<string[]> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(document, { mergePages: false });
  return text;
}
