import { describe, expect, it } from 'vitest';
import { errorText } from './error-text';

describe('errorText', () => {
  it('prefers the server error_description, then the message, then the text', () => {
    expect(errorText({ json: { error_description: 'X' }, message: 'Y' })).toBe('X');
    expect(errorText({ message: 'Y' })).toBe('Y');
    expect(errorText('Z')).toBe('Z');
  });
  it('uses the fallback when there is nothing to say', () => {
    expect(errorText({}, 'Unable to sign in')).toBe('Unable to sign in');
    expect(errorText(new Error(''), 'Unable to sign up')).toBe('Unable to sign up');
  });
});
