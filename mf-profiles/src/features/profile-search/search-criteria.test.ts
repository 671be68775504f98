import { criteriaFromSearch, criteriaToQuery, criteriaToSearchParams, hasCriteria, noMatchMessage } from './search-criteria';

describe('search criteria in the URL', () => {
  it('reads userName, location and skills, trimmed, with repeated or comma-separated skills', () => {
    const criteria = criteriaFromSearch(new URLSearchParams('userName=%20ana%20&location=Cebu&skills=AI,%20SEO&skills=AI&skills=Writing'));
    expect(criteria).toEqual({ userName: 'ana', location: 'Cebu', skills: ['AI', 'SEO', 'Writing'] });
  });

  it('writes only what was searched for', () => {
    expect(criteriaToSearchParams({ userName: '  ', location: 'Remote', skills: [] }).toString()).toBe('location=Remote');
    expect(criteriaToQuery({ userName: 'jo', location: '', skills: ['AI', 'SEO'] })).toEqual({ userName: 'jo', skills: 'AI,SEO' });
    expect(hasCriteria({ userName: ' ', location: '', skills: [] })).toBe(false);
  });

  it('names every searched term when nothing matches', () => {
    expect(noMatchMessage({ userName: 'x', location: '', skills: [] })).toBe('No users found with the name "x".');
    expect(noMatchMessage({ userName: '', location: 'Cebu', skills: [] })).toBe('No users found in "Cebu".');
    expect(noMatchMessage({ userName: '', location: '', skills: ['AI'] })).toBe('No users found with the skill "AI".');
    expect(noMatchMessage({ userName: '', location: '', skills: ['AI', 'SEO'] })).toBe(
      'No users found with any of the skills "AI, SEO".',
    );
    expect(noMatchMessage({ userName: '', location: '', skills: [] })).toBe('No profiles found');
  });
});
