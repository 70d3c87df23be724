import { render } from '@testing-library/react';
import { Picture, webpSrcSet } from './picture';

describe('Picture', () => {
  it('offers the WebP copies of a site picture in every width the build has', () => {
    expect(webpSrcSet('/images/hero/preise.jpg')).toBe(
      '/images/hero/preise-480w.webp 480w, /images/hero/preise-800w.webp 800w, /images/hero/preise-1200w.webp 1200w, /images/hero/preise-1600w.webp 1600w',
    );
    const { container } = render(<Picture src="/images/hero/preise.jpg" sizes="100vw" width={1600} height={900} />);
    const source = container.querySelector('picture > source');
    expect(source?.getAttribute('type')).toBe('image/webp');
    expect(source?.getAttribute('sizes')).toBe('100vw');
    const image = container.querySelector('picture > img');
    expect(image?.getAttribute('src')).toBe('/images/hero/preise.jpg');
    expect(image?.getAttribute('alt')).toBe('');
    expect(image?.getAttribute('width')).toBe('1600');
  });

  it('shows any other picture as it is', () => {
    expect(webpSrcSet('https://cdn.example/foto.jpg')).toBeUndefined();
    const { container } = render(<Picture src="https://cdn.example/foto.jpg" sizes="100vw" alt="Team" />);
    expect(container.querySelector('picture')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('alt')).toBe('Team');
  });
});
