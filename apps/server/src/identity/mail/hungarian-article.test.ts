import { describe, expect, it } from 'vitest';
import { fillWithHungarianArticle, hungarianArticle } from './hungarian-article.js';

describe('hungarianArticle', () => {
  it('chooses "az" before a vowel and "a" before a consonant', () => {
    expect(hungarianArticle('Quillbridge Publishing')).toBe('a');
    expect(hungarianArticle('Európa Könyvkiadó')).toBe('az');
    expect(hungarianArticle('Árkád')).toBe('az');
    expect(hungarianArticle('Ünnepi Kiadó')).toBe('az');
    expect(hungarianArticle('Magvető')).toBe('a');
  });
});

describe('fillWithHungarianArticle', () => {
  it('replaces a(z) and A(z) before the placeholder, keeping the capital', () => {
    expect(fillWithHungarianArticle('Üdvözöljük a(z) {site} oldalon!', 'site', 'Quillbridge')).toBe(
      'Üdvözöljük a Quillbridge oldalon!',
    );
    expect(fillWithHungarianArticle('A(z) {site} fiókjából', 'site', 'Aranyhíd')).toBe('Az Aranyhíd fiókjából');
  });
});
