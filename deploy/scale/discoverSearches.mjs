// The discover/search rows of `make bench-scale` (docs/discovery.md, "Indexes").

/**
 * discover/search with two filters (docs/discovery.md), each shape warm (one query asked over and over)
 * and cold (filters drawn anew for every request: no answer, plan or buffer of the same query before it).
 */
export function discoverSearches() {
  const pick = (list) => list[Math.floor(Math.random() * list.length)];
  const age = () => {
    const from = 18 + Math.floor(Math.random() * 40);
    return { age_min: from, age_max: from + 3 + Math.floor(Math.random() * 15) };
  };
  const countries = ['TW', 'MY', 'SG', 'KR', 'JP', 'HK', 'US', 'DK', 'MO'];
  const cities = ['Taipei', 'Taichung', 'Kaohsiung', 'Tokyo', 'Osaka', 'Seoul', 'New York', 'Copenhagen', 'Penang'];
  const interests = ['travel', 'music', 'movies', 'reading', 'cooking', 'food', 'coffee', 'fitness', 'hiking', 'yoga'];
  const shapes = [
    ['age + country', { age_min: 25, age_max: 35, country: 'TW' }, () => ({ ...age(), country: pick(countries) })],
    [
      'age + interests',
      { age_min: 22, age_max: 40, interests: 'music' },
      () => ({ ...age(), interests: pick(interests) }),
    ],
    ['city + online', { city: 'Taipei', online: 1 }, () => ({ city: pick(cities), online: 1 })],
    ['with_photo + age', { with_photo: 1, age_min: 30, age_max: 45 }, () => ({ with_photo: 1, ...age() })],
  ];
  return shapes.flatMap(([shape, warm, cold]) => [
    ['/member/discover/search', warm, `discover ${shape} (warm)`],
    ['/member/discover/search', cold, `discover ${shape} (cold)`],
  ]);
}

/** A call's body with the token; a body that is a function (drawn anew for every request) stays one. */
export const withToken = (body, token) =>
  typeof body === 'function' ? () => ({ ...body(), token }) : { ...body, token };

/** One body of a call (its probe, its sampled requests). */
export const oneOf = (body) => (typeof body === 'function' ? body() : body);

/** autocannon's body options: a function is drawn anew for every request. */
export const bodyOptions = (body) =>
  typeof body === 'function'
    ? { requests: [{ setupRequest: (request) => ({ ...request, body: JSON.stringify(body()) }) }] }
    : { body: JSON.stringify(body) };
