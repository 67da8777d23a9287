import { describe, expect, it } from 'vitest';
import { hungarianArticle } from './hungarian-article.js';

describe('hungarianArticle', () => {
  it('chooses "az" before a vowel and "a" before a consonant', () => {
    expect(hungarianArticle('Quillbridge Publishing')).toBe('a');
    expect(hungarianArticle('Európa Könyvkiadó')).toBe('az');
    expect(hungarianArticle('Árkád')).toBe('az');
    expect(hungarianArticle('Ünnepi Kiadó')).toBe('az');
    expect(hungarianArticle('Magvető')).toBe('a');
  });
});
