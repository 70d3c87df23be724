import { render, screen } from '@testing-library/react';
import { Markdown } from './markdown';

describe('Markdown', () => {
  it('renders headings, paragraphs with line breaks, lists and bold text as elements', () => {
    const { container } = render(
      <Markdown
        source={'## Daten\n\nWir speichern **nur** das Nötige.\nZeile zwei\n\n- Name\n- E-Mail\n\n### Dauer'}
      />,
    );
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Daten');
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('Dauer');
    expect(container.querySelector('strong')?.textContent).toBe('nur');
    expect(container.querySelector('p br')).not.toBeNull();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Name', 'E-Mail']);
  });

  it('links only to web, mail, phone and site addresses; anything else points nowhere', () => {
    render(<Markdown source={'[Kontakt](mailto:info@example.de) [Start](/) [Böse](javascript:alert(1))'} />);
    expect(screen.getByRole('link', { name: 'Kontakt' }).getAttribute('href')).toBe('mailto:info@example.de');
    expect(screen.getByRole('link', { name: 'Start' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Böse' }).getAttribute('href')).toBe('#');
  });

  it('writes markup in the text as text', () => {
    const { container } = render(<Markdown source={'<img src=x onerror=alert(1)>'} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('<img src=x onerror=alert(1)>');
  });
});
