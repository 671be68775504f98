import { criteriaFromSearch, criteriaToQuery, criteriaToSearchParams, hasCriteria, noMatchMessage } from './search-criteria';

describe('search criteria in the URL', () => {
  it('reads userName, location and skills, trimmed, with repeated or comma-separated skills', () => {
    const criteria = criteriaFromSearch(new URLSearchParams('userName=%20ana%20&location=Cebu&skills=AI,%20SEO&skills=AI&skills=Writing'));
    expect(criteria).toEqual({ userName: 'ana', location: 'Cebu', skills: ['AI', 'SEO', 'Writing'], minRating: '' });
  });

  it('writes only what was searched for', () => {
    expect(criteriaToSearchParams({ userName: '  ', location: 'Remote', skills: [], minRating: '' }).toString()).toBe('location=Remote');
    expect(criteriaToQuery({ userName: 'jo', location: '', skills: ['AI', 'SEO'], minRating: '' })).toEqual({ userName: 'jo', skills: 'AI,SEO' });
    expect(hasCriteria({ userName: ' ', location: '', skills: [], minRating: '' })).toBe(false);
  });

  it('names every searched term when nothing matches', () => {
    expect(noMatchMessage({ userName: 'x', location: '', skills: [], minRating: '' })).toBe('No users found with the name "x".');
    expect(noMatchMessage({ userName: '', location: 'Cebu', skills: [], minRating: '' })).toBe('No users found in "Cebu".');
    expect(noMatchMessage({ userName: '', location: '', skills: ['AI'], minRating: '' })).toBe('No users found with the skill "AI".');
    expect(noMatchMessage({ userName: '', location: '', skills: ['AI', 'SEO'], minRating: '' })).toBe(
      'No users found with any of the skills "AI, SEO".',
    );
    expect(noMatchMessage({ userName: '', location: '', skills: [], minRating: '' })).toBe('No profiles found');
  });

  it('keeps an offered minimum rating in the URL and ignores any other value', () => {
    expect(criteriaFromSearch(new URLSearchParams('minRating=4.5')).minRating).toBe('4.5');
    expect(criteriaFromSearch(new URLSearchParams('minRating=7')).minRating).toBe('');
    expect(criteriaFromSearch(new URLSearchParams('minRating=')).minRating).toBe('');
    const criteria = { userName: '', location: '', skills: [], minRating: '4' };
    expect(criteriaToSearchParams(criteria).toString()).toBe('minRating=4');
    expect(criteriaToQuery(criteria)).toEqual({ minRating: '4' });
    expect(hasCriteria(criteria)).toBe(true);
    expect(noMatchMessage(criteria)).toBe('No users found rated 4 or more.');
  });
});
