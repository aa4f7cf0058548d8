import { ThemeProvider } from '@emotion/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { themes } from '../theme';
import { QueryGrid, QueryState, type QueryLike } from './QueryState';

const query = <T,>(state: Partial<QueryLike<T>>): QueryLike<T> => ({ data: undefined, isPending: false, isError: false, refetch: jest.fn(), ...state });
const renderIn = (node: React.ReactNode) => render(<ThemeProvider theme={themes.visitx}>{node}</ThemeProvider>);

describe('QueryState', () => {
  it('shows what stands in while the query is pending', () => {
    renderIn(
      <QueryState query={query<string>({ isPending: true })} loading={<p>Loading</p>} error="Failed">
        {(data) => <p>{data}</p>}
      </QueryState>,
    );
    expect(screen.getByText('Loading')).toBeTruthy();
  });

  it('tells a failed load with a retry that fetches again', () => {
    const failed = query<string>({ isError: true });
    renderIn(
      <QueryState query={failed} loading={null} error="The video could not be loaded.">
        {(data) => <p>{data}</p>}
      </QueryState>,
    );
    expect(screen.getByRole('alert').textContent).toContain('The video could not be loaded.');
    fireEvent.click(screen.getByRole('button'));
    expect(failed.refetch).toHaveBeenCalled();
  });

  it('says "not found" instead of offering a retry when the caller knows the item does not exist', () => {
    renderIn(
      <QueryState query={query<string>({ isError: true })} loading={null} error="Failed" notFound="This video does not exist.">
        {(data) => <p>{data}</p>}
      </QueryState>,
    );
    expect(screen.getByTestId('not-found').textContent).toBe('This video does not exist.');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('keeps the data it has when a later fetch fails, with the error and retry above it', () => {
    renderIn(
      <QueryState query={query({ isError: true, data: 'Stale' })} loading={null} error="Failed">
        {(data) => <p>{data}</p>}
      </QueryState>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Failed');
    expect(screen.getByText('Stale')).toBeTruthy();
  });
});

describe('QueryGrid', () => {
  const props = { label: 'Videos', skeletons: 4, error: 'Failed', empty: 'No videos yet.' };

  it('holds one skeleton tile per expected item while loading', () => {
    renderIn(<QueryGrid {...props} query={query<string[]>({ isPending: true })} items={() => []} renderItem={(item) => <li key={item}>{item}</li>} />);
    expect(screen.getAllByTestId('skeleton')).toHaveLength(4);
  });

  it('says so when there are no items, without a grid or what follows it', () => {
    renderIn(
      <QueryGrid {...props} query={query({ data: [] as string[] })} items={(data) => data} renderItem={(item) => <li key={item}>{item}</li>}>
        <nav>Pages</nav>
      </QueryGrid>,
    );
    expect(screen.getByText('No videos yet.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByText('Pages')).toBeNull();
  });

  it('lists the items in a labelled grid followed by its children', () => {
    renderIn(
      <QueryGrid {...props} query={query({ data: ['a', 'b'] })} items={(data) => data} renderItem={(item) => <li key={item}>{item}</li>}>
        <nav>Pages</nav>
      </QueryGrid>,
    );
    expect(screen.getByRole('list', { name: 'Videos' }).children).toHaveLength(2);
    expect(screen.getByText('Pages')).toBeTruthy();
  });
});
