import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyExport } from './lazyExport';

describe('lazyExport', () => {
  it("renders a module's named export once it has loaded, with its props, and loads it once", async () => {
    const load = jest.fn(async () => ({
      Greeting: ({ name }: { name: string }) => <p>Hello {name}</p>,
      Other: () => <p>Other</p>,
    }));
    const Greeting = lazyExport(load, 'Greeting');
    const { rerender } = render(
      <Suspense fallback={<p>Loading</p>}>
        <Greeting name="Ada" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    rerender(
      <Suspense fallback={<p>Loading</p>}>
        <Greeting name="Linus" />
      </Suspense>,
    );
    expect(screen.getByText('Hello Linus')).toBeInTheDocument();
    expect(screen.queryByText('Other')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
