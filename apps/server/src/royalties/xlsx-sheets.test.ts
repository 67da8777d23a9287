import { describe, expect, it } from 'vitest';
import { partPath } from './xlsx-sheets.js';

describe('partPath', () => {
  it('reads a workbook relationship target relative to xl/, or from the archive root when absolute', () => {
    expect(partPath('worksheets/sheet1.xml')).toBe('xl/worksheets/sheet1.xml');
    expect(partPath('./worksheets/sheet2.xml')).toBe('xl/worksheets/sheet2.xml');
    expect(partPath('/xl/worksheets/sheet3.xml')).toBe('xl/worksheets/sheet3.xml');
  });
});
