import { joinPostalCodes, normalizePlace } from './dataset-join';
import { parsePostalCodeCsv } from './dataset';

describe('postal code dataset (build-time join, shipped CSV)', () => {
  const places = [
    { name: 'Munich', lat: 48.137, lng: 11.575 },
    { name: 'Freising', lat: 48.403, lng: 11.749 },
    // Two namesakes: the one near the code's region must win.
    { name: 'Mühlhausen', lat: 51.209, lng: 10.453 },
    { name: 'Mühlhausen', lat: 49.754, lng: 10.776 },
    { name: 'Erfurt', lat: 50.978, lng: 11.029 },
    { name: 'Hansestadt Rostock', lat: 54.088, lng: 12.14 },
  ];

  it('normalizes umlauts, ß and punctuation', () => {
    expect(normalizePlace('Groß-Gerau (Hessen)')).toBe('gross gerau hessen');
    expect(normalizePlace('Mühlhausen/Thüringen')).toBe('muehlhausen thueringen');
  });

  it('matches by place name, exonyms, titles and suffixes; the first matching place wins', () => {
    const result = joinPostalCodes(
      {
        '80331': ['München'],
        '85354': ['Nowhere', 'Freising', 'Munich'],
        '99084': ['Erfurt'],
        '99974': ['Mühlhausen/Thüringen'],
        '18055': ['Rostock'],
      },
      places,
    );
    const byZip = Object.fromEntries(result.rows.map((r) => [r.zip, r]));
    expect(byZip['80331']).toMatchObject({ lat: 48.137, lng: 11.575, place: 'München' });
    expect(byZip['85354']).toMatchObject({ lat: 48.403, place: 'Freising' });
    expect(byZip['99974']).toMatchObject({ lat: 51.209, lng: 10.453 });
    expect(byZip['18055']).toMatchObject({ lat: 54.088, place: 'Rostock' });
    expect(result).toMatchObject({ direct: 5, regional: 0, dropped: 0 });
  });

  it('places an unmatched code at the mean of its 3-digit region, else its 2-digit region, else drops it', () => {
    const result = joinPostalCodes(
      { '80331': ['München'], '80333': ['Unknown'], '80999': ['Unknown'], '85354': ['Freising'], '01067': ['Unknown'] },
      places,
    );
    const byZip = Object.fromEntries(result.rows.map((r) => [r.zip, r]));
    expect(byZip['80333']).toEqual({ zip: '80333', lat: 48.137, lng: 11.575, place: '' });
    // No code of 809 matched: the matched codes sharing "80" (only 80331) give the position.
    expect(byZip['80999']).toEqual({ zip: '80999', lat: 48.137, lng: 11.575, place: '' });
    expect(byZip['01067']).toBeUndefined();
    expect(result).toMatchObject({ direct: 2, regional: 2, dropped: 1 });
  });

  it('parses the shipped CSV and refuses a malformed line', () => {
    expect(parsePostalCodeCsv('zip,lat,lng,place\n10115,52.5244,13.4105,Berlin\n80333,48.1,11.5,\n')).toEqual([
      { zip: '10115', country: 'DE', latitude: 52.5244, longitude: 13.4105 },
      { zip: '80333', country: 'DE', latitude: 48.1, longitude: 11.5 },
    ]);
    expect(() => parsePostalCodeCsv('zip,lat,lng,place\n10115,95,13,Berlin\n')).toThrow('line 2');
    expect(() => parsePostalCodeCsv('zip,lat,lng,place\n1011,52,13,Berlin\n')).toThrow('line 2');
    expect(() => parsePostalCodeCsv('code,lat\n')).toThrow('header');
  });
});
