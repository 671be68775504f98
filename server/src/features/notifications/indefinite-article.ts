// The English article before a phrase, as it is spoken: 'an afternoon session',
// 'a morning session', 'a 4-hour booking', 'an 8-hour booking'. Notification
// texts put slot labels and numbers after it, so spelling alone is not enough:
// a number takes 'an' when said with a vowel first (8, 11, 18, 80-89, 800...).

const SPOKEN_WITH_A_VOWEL = /^(?:[aeiou]|8|1[18](?!\d)|1[18](?:,?\d{3})+(?!\d))/i;

/** 'a' or 'an' for the phrase that follows it. */
export const indefiniteArticle = (phrase: string): 'a' | 'an' => (SPOKEN_WITH_A_VOWEL.test(phrase.trim()) ? 'an' : 'a');

/** The phrase with its article in front: 'an afternoon session'. */
export const withArticle = (phrase: string): string => `${indefiniteArticle(phrase)} ${phrase}`;
