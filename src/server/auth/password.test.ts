import { describe, expect, it } from 'vitest';
import { say } from '../../resources/messages';
import { commonPasswords } from './common-passwords';
import { passwordProblem } from './password';

describe('passwordProblem', () => {
  it('refuses passwords of 12+ characters from the offline dictionary, in any case', () => {
    for (const password of ['leavemealone', 'SonyEricsson', 'FINALFANTASY', 'whosyourdaddy'])
      expect(passwordProblem(password), password).toEqual(say('commonPassword'));
  });

  it('refuses the long variants of common passwords kept beside it', () => {
    expect(passwordProblem('Password2026')).toEqual(say('commonPassword'));
  });

  it('accepts an uncommon passphrase', () => {
    expect(passwordProblem('a-long-unusual-passphrase')).toBeNull();
  });

  it('holds the whole dictionary, not a hand-picked few', () => {
    expect(commonPasswords.size).toBeGreaterThan(10_000);
  });
});
