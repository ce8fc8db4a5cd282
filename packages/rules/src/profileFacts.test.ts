import { ageAt } from './account';
import { birthdayRange, interestList, missingProfileParts, profileFactErrors } from './profileFacts';

describe('profile facts', () => {
  it('turns an age range into birthday bounds that agree with ageAt on the edges', () => {
    const now = Date.UTC(2026, 10, 29, 9);
    const { earliest, latest } = birthdayRange(20, 30, now);
    const twentyToday = Date.UTC(2006, 10, 29, 12);
    const twentyTomorrow = Date.UTC(2006, 10, 30, 0);
    const thirtyOneToday = Date.UTC(1995, 10, 29, 0);
    const thirtyOneTomorrow = Date.UTC(1995, 10, 30, 0);
    expect([ageAt(twentyToday, now), twentyToday <= latest]).toEqual([20, true]);
    expect([ageAt(twentyTomorrow, now), twentyTomorrow <= latest]).toEqual([19, false]);
    expect([ageAt(thirtyOneToday, now), thirtyOneToday > earliest]).toEqual([31, false]);
    expect([ageAt(thirtyOneTomorrow, now), thirtyOneTomorrow > earliest]).toEqual([30, true]);
  });

  it('normalises tags and names each broken rule', () => {
    expect(interestList(' Travel, travel ,Board  Games,')).toEqual(['travel', 'board games']);
    expect(
      profileFactErrors({
        about: 'x'.repeat(501),
        city: 'c'.repeat(60),
        interests: ['a,b'],
        lookingFor: 'marriage' as never,
        heightCm: 119,
        languages: ['english'],
      }),
    ).toEqual({
      about: 'too_long',
      interests: 'invalid',
      looking_for: 'invalid',
      height_cm: 'out_of_range',
      languages: 'invalid',
    });
    expect(profileFactErrors({ heightCm: 0, lookingFor: '', interests: [], languages: ['en', 'zh'] })).toEqual({});
  });

  it('asks for a photo and an about text until both are there', () => {
    expect(missingProfileParts({ avatar: '', about: ' ' })).toEqual(['photo', 'about']);
    expect(missingProfileParts({ avatar: '/media/avatars/1/a.png', about: 'Hi' })).toEqual([]);
  });
});
