import type { PublicPortfolioProject } from '@agency/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson, logLoadError, readPublic } from '../../../lib/public-api';

export type PortfolioProject = PublicPortfolioProject;

/** GET /api/public/portfolio-projects; a non-list or a failure is empty. */
export async function getPortfolioProjects(fetchJson: () => Promise<unknown>): Promise<PortfolioProject[]> {
  try {
    return await readPublic('publicPortfolioProjectsSchema', await fetchJson());
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
