const vowels = new Set('aáeéiíoóöőuúüű');

/**
 * The Hungarian definite article for a word: "az" before a vowel sound, "a" otherwise (names are
 * read as written, so the first letter decides).
 */
export function hungarianArticle(word: string): 'a' | 'az' {
  return vowels.has(word.trim().charAt(0).toLowerCase()) ? 'az' : 'a';
}
