import { queryOptions, useQuery } from '@tanstack/react-query';
import { asList, getJson, logLoadError, obj, str, strList } from '../../../lib/public-api';

export interface PortfolioProject {
  id: string;
  title: string;
  client: string;
  description: string;
  category: string;
  featured: boolean;
  image: string;
  year: string;
  location: string;
  results: Record<string, string>;
  technologies: string[];
  features: string[];
  testimonial: { text: string; author: string; position: string };
}

/** GET /api/public/portfolio-projects; a non-list or a failure is empty. */
export async function getPortfolioProjects(fetchJson: () => Promise<unknown>): Promise<PortfolioProject[]> {
  try {
    return asList(await fetchJson()).map((item, index) => {
      const testimonial = obj(item.testimonial);
      return {
        id: str(item.id, `projekt-${index}`),
        title: str(item.title),
        client: str(item.client),
        description: str(item.description),
        category: str(item.category, 'corporate'),
        featured: item.featured === true,
        image: str(item.image),
        year: str(item.year),
        location: str(item.location),
        results: Object.fromEntries(
          Object.entries(obj(item.results))
            .map(([k, v]) => [k, str(v)])
            .filter(([, v]) => v !== ''),
        ),
        technologies: strList(item.technologies),
        features: strList(item.features),
        testimonial: {
          text: str(testimonial.text),
          author: str(testimonial.author),
          position: str(testimonial.position),
        },
      };
    });
  } catch (error) {
    logLoadError('portfolio-projects', error);
    return [];
  }
}

export const portfolioProjectsQuery = queryOptions({
  queryKey: ['public', 'portfolio-projects'],
  queryFn: ({ client }) => getPortfolioProjects(() => getJson(client, '/api/public/portfolio-projects')),
});

export const usePortfolioProjects = () => useQuery(portfolioProjectsQuery);
