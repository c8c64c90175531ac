import { describe, expect, it } from 'vitest';
import { de } from './de';
import type { Messages } from './types';

/** Every string of a bundle, with its key. */
function stringsOf(messages: Messages, prefix = ''): [string, string][] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : stringsOf(value, `${prefix}${key}.`),
  );
}

// The informal address: its pronouns, and the imperatives the German strings once used.
// ("Versuche" alone is also the plural noun: "Zu viele Versuche".)
const informal =
  /\b(du|dich|dir|dein|deine|deinen|deinem|deiner|deines|gib|frag|prüfe|versuche es|warte|wähle|klicke|schließe|erlaube)\b/iu;

describe('German', () => {
  it('addresses the user as "Sie" throughout, as its confirmations and conflict dialog do', () => {
    const strings = stringsOf(de);
    expect(strings.length).toBeGreaterThan(300);
    expect(strings.filter(([, text]) => informal.test(text))).toEqual([]);
    expect(strings.filter(([, text]) => /\b(Sie|Ihr\w*)\b/u.test(text)).length).toBeGreaterThan(10);
  });
});
