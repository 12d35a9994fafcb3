import { fireEvent, render, screen } from '@testing-library/react';
import { EventImage } from './EventImage';
import { EVENT_IMAGE_PLACEHOLDER } from './event-image-placeholder';

describe('EventImage', () => {
  it('shows the given picture', () => {
    render(<EventImage src="/media/demo/a.svg" alt="Koncertas" />);
    expect(screen.getByRole('img', { name: 'Koncertas' })).toHaveAttribute('src', '/media/demo/a.svg');
  });

  it('falls back to the inline placeholder when the picture fails to load', () => {
    render(<EventImage src="/media/demo/broken.jpg" alt="Koncertas" />);
    const image = screen.getByRole('img', { name: 'Koncertas' });
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', EVENT_IMAGE_PLACEHOLDER);
    expect(EVENT_IMAGE_PLACEHOLDER).toMatch(/^data:image\/svg\+xml,/);
  });

  it('uses the placeholder for an empty URL', () => {
    render(<EventImage src="" alt="Koncertas" />);
    expect(screen.getByRole('img', { name: 'Koncertas' })).toHaveAttribute('src', EVENT_IMAGE_PLACEHOLDER);
  });

  it('tries a new URL again after an earlier one failed', () => {
    const { rerender } = render(<EventImage src="/media/demo/broken.jpg" alt="Koncertas" />);
    fireEvent.error(screen.getByRole('img'));
    rerender(<EventImage src="/media/demo/ok.jpg" alt="Koncertas" />);
    expect(screen.getByRole('img')).toHaveAttribute('src', '/media/demo/ok.jpg');
  });

  it('drops the other sizes along with a picture that failed, so the placeholder shows', () => {
    render(
      <EventImage
        src="/media/events/a/large.webp"
        srcSet="/media/events/a/card.webp 640w"
        sizes="100vw"
        alt="Koncertas"
      />,
    );
    const image = screen.getByRole('img', { name: 'Koncertas' });
    expect(image).toHaveAttribute('srcset', '/media/events/a/card.webp 640w');
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', EVENT_IMAGE_PLACEHOLDER);
    expect(image).not.toHaveAttribute('srcset');
  });
});
