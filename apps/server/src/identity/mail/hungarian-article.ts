const vowels = new Set('aáeéiíoóöőuúüű');

/**
 * The Hungarian definite article for a word: "az" before a vowel sound, "a" otherwise (names are
 * read as written, so the first letter decides).
 */
export function hungarianArticle(word: string): 'a' | 'az' {
  return vowels.has(word.trim().charAt(0).toLowerCase()) ? 'az' : 'a';
}

/**
 * Resolves every "a(z) {placeholder}" (or "A(z) …" at the start of a sentence) to the article the
 * value takes followed by the value, so no mail shows the undecided "a(z)".
 */
export function fillWithHungarianArticle(text: string, placeholder: string, value: string): string {
  return text.replace(new RegExp(`\\b([aA])\\(z\\) \\{${placeholder}\\}`, 'g'), (_match, first: string) => {
    const article = hungarianArticle(value);
    return `${first === 'A' ? article.charAt(0).toUpperCase() + article.slice(1) : article} ${value}`;
  });
}
