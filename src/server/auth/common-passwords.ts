import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * Long variants of the commonest passwords (a word and digits, a word twice) that people still
 * pick once 12 characters are required; many are not in zxcvbn's list as they stand here.
 */
const longVariants = [
  '123456789012',
  '1234567890123',
  '12345678901234',
  '123456789123',
  '1234567891011',
  '111111111111',
  '000000000000',
  '123123123123',
  '121212121212',
  '987654321098',
  'qwertyuiopas',
  'qwertyuiop123',
  'qwertyuiop12',
  '1q2w3e4r5t6y',
  '1qaz2wsx3edc',
  'q1w2e3r4t5y6',
  'qazwsxedcrfv',
  'zaq12wsxcde3',
  'asdfghjkl123',
  'zxcvbnm12345',
  'password1234',
  'password12345',
  'password123456',
  'passwordpassword',
  'password1password1',
  'mypassword123',
  'changeme1234',
  'letmein12345',
  'welcome12345',
  'welcome123456',
  'iloveyou1234',
  'iloveyouiloveyou',
  'football1234',
  'baseball1234',
  'superman1234',
  'administrator',
  'administrator1',
  'admin1234567',
  'adminadmin123',
  'qwerty123456',
  'qwertyqwerty',
  'abcdefghijkl',
  'abcdef123456',
  'abc123abc123',
  'aaaaaaaaaaaa',
  'monkeymonkey',
  'sunshine1234',
  'princess1234',
  'trustno1trustno1',
  'starwars1234',
  'passw0rd1234',
  'p@ssw0rd1234',
  'p@ssword1234',
  'correcthorsebatterystaple',
  'dragondragon',
  'masterpassword',
  'secretpassword',
  'mysecretpassword',
  'defaultpassword',
  'testpassword',
  'password!234',
  'password2024',
  'password2025',
  'password2026',
  'summer2024!!',
];

/**
 * The common passwords, lower-case: zxcvbn-ts's offline list of those found most often in public
 * breach corpora, and the long variants above. The length rule refuses the short ones first, but
 * the whole list is kept so the check never depends on the minimum.
 */
export const commonPasswords: ReadonlySet<string> = new Set(
  [...dictionary['passwords-common'], ...longVariants].map((password) => password.toLowerCase()),
);
