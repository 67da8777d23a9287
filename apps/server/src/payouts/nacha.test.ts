import { describe, expect, it } from 'vitest';
import { readNachaFile } from '../../test/support/nacha-reference-reader.js';
import { nachaFile, type AchCredit, type AchOriginator } from './nacha.js';

const originator: AchOriginator = {
  bankRouting: '021000021',
  bankName: 'Demo Bank',
  companyName: 'Quillbridge Publishing',
  companyId: '1123456789',
  offsetAccount: '555000111',
};
const options = { createdAt: new Date('2026-11-02T14:05:00Z'), effectiveDate: '2026-11-04', description: 'Royalties' };

const credit = (n: number): AchCredit => ({
  name: `Author ${n}`,
  reference: `A${n}`,
  routing: n % 2 ? '011000015' : '021000021',
  account: `00012345${n}`,
  accountType: n % 3 ? 'checking' : 'savings',
  amountCents: 1000 * n + n,
});

describe('nachaFile', () => {
  it('writes one balanced PPD batch that an independent reader accepts, padded to a block of ten', () => {
    const credits = [credit(1), credit(2)];
    const file = readNachaFile(nachaFile(originator, credits, options));
    expect(file.immediateDestination).toBe(' 021000021');
    expect(file.creationDate).toBe('261102');
    expect(file.blockCount).toBe(1);
    const [batch] = file.batches;
    expect(batch).toMatchObject({
      serviceClass: '200',
      secCode: 'PPD',
      companyName: 'QUILLBRIDGE PUBL',
      companyId: '1123456789',
      entryDescription: 'ROYALTIES',
      effectiveDate: '261104',
      totalCreditCents: 1001 + 2002,
      totalDebitCents: 1001 + 2002,
    });
    expect(batch!.entries.map((e) => [e.transactionCode, e.routing, e.account, e.amountCents])).toEqual([
      ['22', '011000015', '000123451', 1001],
      ['22', '021000021', '000123452', 2002],
      ['27', '021000021', '555000111', 3003],
    ]);
  });

  it('fills exactly one block without padding, and starts a second one when needed', () => {
    const five = nachaFile(originator, [1, 2, 3, 4, 5].map(credit), options);
    expect(five.split('\r\n').filter(Boolean)).toHaveLength(10);
    expect(readNachaFile(five).blockCount).toBe(1);
    const six = nachaFile(originator, [1, 2, 3, 4, 5, 6].map(credit), options);
    const read = readNachaFile(six);
    expect(read.blockCount).toBe(2);
    expect(read.batches[0]!.entries.filter((e) => e.transactionCode === '32')).toHaveLength(2);
  });

  it('writes names as upper-case ASCII and cuts them at their field', () => {
    const named = { ...credit(1), name: 'Zoë Ångström-Hernández de la Peña' };
    const [entry] = readNachaFile(nachaFile(originator, [named], options)).batches[0]!.entries;
    expect(entry!.individualName).toBe('ZOE ANGSTROM-HERNANDEZ');
  });
});
