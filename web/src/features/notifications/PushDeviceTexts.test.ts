import { i18n } from '../../app/i18n';
import './pushTexts';

describe('push device texts', () => {
  it('has every text in the three languages', () => {
    const keys = (lng: string) => Object.keys(i18n.getResourceBundle(lng, 'translation').push as object).sort();
    expect(keys('en')).toHaveLength(10);
    expect(keys('zhcn')).toEqual(keys('en'));
    expect(keys('zhtw')).toEqual(keys('en'));
  });
});
