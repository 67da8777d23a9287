// The US taxpayer number validators ship no types of their own.
declare module 'ssn-validator' {
  /** A Social Security number: 9 digits, optionally as 123-45-6789, outside the never-issued ranges. */
  export function isValid(value: string): boolean;
}

declare module 'ein-validator' {
  /** An Employer Identification Number: 9 digits, optionally as 12-3456789, with a prefix the IRS assigns. */
  export function isValid(value: string): boolean;
}
