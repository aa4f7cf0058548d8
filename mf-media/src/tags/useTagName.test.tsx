import { screen } from '@testing-library/react';
import { renderWithPlatform } from '../testing/renderWithPlatform';
import { VideoTags } from '../widgets/VideoDetail/VideoTags';

const tags = [
  { id: 2, label: 'Dance' },
  { id: 17, label: 'Behind the scenes' },
  { id: 99, label: 'Brand new tag' },
];

describe('tag names', () => {
  it.each([
    ['de', ['Tanz', 'Hinter den Kulissen']],
    ['nl', ['Dansen', 'Achter de schermen']],
    ['es', ['Baile', 'Detrás de las cámaras']],
  ] as const)('are the UI words of %s, the label staying the link key', (language, names) => {
    renderWithPlatform(<VideoTags tags={tags} actorName="Lena" />, { language, route: `/${language}/` });
    const list = screen.getByTestId('video-tags');
    expect([...list.querySelectorAll('li')].map((item) => item.textContent)).toEqual([...names, 'Brand new tag']);
    const link = screen.getByRole('link', { name: names[0] });
    expect(decodeURIComponent(link.getAttribute('href') ?? '')).toContain('Dance');
  });
});
