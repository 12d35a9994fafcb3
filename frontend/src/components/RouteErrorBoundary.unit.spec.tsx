import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { RouteErrorBoundary } from './RouteErrorBoundary';

function BrokenPage(): never {
  throw new Error('the page broke');
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <header>Antraštė</header>
      <RouteErrorBoundary>
        <Routes>
          <Route path="/" element={<h1>Pradžia</h1>} />
          <Route path="/broken" element={<BrokenPage />} />
        </Routes>
      </RouteErrorBoundary>
    </MemoryRouter>,
  );
}

describe('a page that fails', () => {
  beforeEach(() => {
    // React reports the caught error to the console; the test is about what the visitor sees.
    jest.spyOn(console, 'error').mockImplementation(() => {});
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('is replaced by the error message while what surrounds it stays', () => {
    renderAt('/broken');
    expect(screen.getByRole('alert')).toHaveTextContent('Puslapio nepavyko atvaizduoti.');
    expect(screen.getByText('Antraštė')).toBeInTheDocument();
  });

  it('gives way to the next address the visitor opens', async () => {
    renderAt('/broken');
    await userEvent.click(screen.getByRole('link', { name: 'Grįžti į pradžią' }));
    expect(await screen.findByRole('heading', { name: 'Pradžia' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
