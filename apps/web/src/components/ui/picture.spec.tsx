import { fireEvent, render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Picture, webpSrcSet } from './picture';
import { watchStaticPictures } from './picture-stand-in';

/** The picture in `scope` fails to load; the answer is the quiet area left where it had no fallback. */
function failToLoad(scope: ParentNode): HTMLElement {
  fireEvent.error(scope.querySelector('img') as HTMLImageElement);
  return scope.querySelector('[data-picture-failed]') as HTMLElement;
}

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

  it('offers a library picture as AVIF, WebP and JPEG in every width the library made, centred on its focal point', () => {
    const hash = '0123456789abcdef0123456789abcdef';
    const { container } = render(
      <Picture
        src={`/media/${hash}-1600.jpg?focus=30,70`}
        sizes="(min-width: 768px) 50vw, 100vw"
        width={800}
        height={500}
      />,
    );
    const sources = [...container.querySelectorAll('picture > source')];
    expect(sources.map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0].getAttribute('srcset')).toBe(
      `/media/${hash}-480.avif 480w, /media/${hash}-960.avif 960w, /media/${hash}-1600.avif 1600w`,
    );
    expect(sources[1].getAttribute('sizes')).toBe('(min-width: 768px) 50vw, 100vw');
    const image = container.querySelector('picture > img') as HTMLImageElement;
    expect(image.getAttribute('srcset')).toBe(
      `/media/${hash}-480.jpg 480w, /media/${hash}-960.jpg 960w, /media/${hash}-1600.jpg 1600w`,
    );
    expect(image.style.objectPosition).toBe('30% 70%');
    expect(image.getAttribute('width')).toBe('800');

    // A picture narrower than the layouts' first width has its own width alone.
    const narrow = render(<Picture src={`/media/${hash}-320.jpg`} sizes="100vw" />).container;
    expect(narrow.querySelector('source')?.getAttribute('srcset')).toBe(`/media/${hash}-320.avif 320w`);
  });

  it('shows any other picture as it is', () => {
    expect(webpSrcSet('https://cdn.example/foto.jpg')).toBeUndefined();
    const { container } = render(<Picture src="https://cdn.example/foto.jpg" sizes="100vw" alt="Team" />);
    expect(container.querySelector('picture')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('alt')).toBe('Team');
  });

  it('puts the fallback in place of a picture that does not load', () => {
    const { container } = render(
      <Picture src="/images/testimonials/katrin-voss.jpg" sizes="48px" fallback={<span>KV</span>} />,
    );
    failToLoad(container);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('KV')).toBeTruthy();
  });

  it('leaves a quiet area of the same size and shape where a picture without a fallback does not load', () => {
    const { container } = render(
      <Picture src="https://cdn.example/fehlt.jpg" sizes="100vw" width={800} height={450} className="w-full" />,
    );
    const area = failToLoad(container);
    expect(container.querySelector('img')).toBeNull();
    expect(area.className).toContain('w-full');
    expect(area.style.aspectRatio).toBe('800 / 450');
    expect(area.getAttribute('aria-hidden')).toBe('true');
  });

  describe("in the static parts of a page, where the islands' loader watches the pictures", () => {
    beforeAll(() => watchStaticPictures('agency-island'));
    afterEach(() => document.body.replaceChildren());
    const serverMarkup = (picture: React.ReactElement) => {
      document.body.innerHTML = renderToStaticMarkup(picture);
      return document.body;
    };

    it('puts the fallback the server left hidden in place of a picture that does not load', () => {
      const page = serverMarkup(
        <Picture src="/images/testimonials/katrin-voss.jpg" sizes="48px" fallback={<span>KV</span>} />,
      );
      expect(page.querySelector('[hidden]')?.textContent).toBe('KV');
      failToLoad(page);
      expect(page.querySelector('img, picture, [hidden]')).toBeNull();
      expect(page.innerHTML).toBe('<span>KV</span>');
    });

    it('leaves the same quiet area as React where a picture without a fallback does not load', () => {
      const page = serverMarkup(
        <Picture src="/images/hero/preise.jpg" sizes="100vw" width={800} height={450} className="w-full" alt="Team" />,
      );
      const area = failToLoad(page);
      expect(page.querySelector('img, picture')).toBeNull();
      expect(area.className).toBe('block bg-slate-200 w-full');
      expect(area.style.aspectRatio).toBe('800 / 450');
      expect(area.getAttribute('role')).toBe('img');
      expect(area.getAttribute('aria-label')).toBe('Team');
    });

    it('leaves a picture inside an island to its component', () => {
      document.body.innerHTML = `<agency-island>${renderToStaticMarkup(
        <Picture src="/images/hero/preise.jpg" sizes="100vw" />,
      )}</agency-island>`;
      failToLoad(document.body);
      expect(document.body.querySelector('picture > img')).not.toBeNull();
    });
  });
});
