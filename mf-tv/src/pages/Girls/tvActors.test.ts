import { lateNight, series, slot } from '../../testing/tv';
import { tvActors } from './tvActors';

const roles = { lateNight: 'late night', host: (title: string) => `hosts ${title}`, program: (title: string) => `in ${title}` };

describe('tvActors', () => {
  it('lists each actor of late night, the series hosts and the program once, in that order', () => {
    const actors = tvActors({ lateNight: lateNight(), series: [series({ host: { id: 31, name: 'Mia' } }), series({ id: 2, host: { id: 11, name: 'Lena' } })], program: [slot(1), slot(2, { actor: { id: 11, name: 'Lena' } })], roles });
    expect(actors.map((actor) => [actor.name, actor.role])).toEqual([
      ['Mia', 'late night'],
      ['Zoe', 'late night'],
      ['Lena', 'hosts Behind the Scenes'],
      ['Actor1', 'in Behind the Scenes · Episode 1'],
    ]);
  });

  it('is empty while nothing is known', () => {
    expect(tvActors({ lateNight: undefined, series: undefined, program: undefined, roles })).toEqual([]);
  });
});
