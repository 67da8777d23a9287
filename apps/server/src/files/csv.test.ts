import { describe, expect, it } from 'vitest';
import { toCsv } from './csv.js';

const rowOf = (value: string | number) => toCsv(['A'], [[value]]).split('\r\n')[1];

describe('CSV cells', () => {
  it('writes numbers, negative ones too, as numbers a spreadsheet adds up', () => {
    expect(rowOf(-2.52)).toBe('-2.52');
    expect(rowOf('-60.00')).toBe('-60.00');
    expect(rowOf('+5')).toBe(`"'+5"`);
  });

  it('defuses text a spreadsheet would run as a formula', () => {
    expect(rowOf('=SUM(A1:A9)')).toBe(`"'=SUM(A1:A9)"`);
    expect(rowOf('@cmd')).toBe(`"'@cmd"`);
    expect(rowOf('-2+3')).toBe(`"'-2+3"`);
  });

  it('defuses a formula that starts a cell when the file is read with semicolons or commas', () => {
    const row = rowOf('Kobo;=4+4');
    expect(row).toBe(`"Kobo;'=4+4"`);
    for (const separator of [';', ',']) {
      const cells = row!.split(separator).map((cell) => cell.replace(/^"/, ''));
      expect(cells.some((cell) => /^[=+\-@]/.test(cell))).toBe(false);
    }
    expect(rowOf('a,@b')).toBe(`"a,'@b"`);
  });
});
