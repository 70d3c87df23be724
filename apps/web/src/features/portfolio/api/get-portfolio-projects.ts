import type { PublicPortfolioProject } from '@agency/contracts';
import { useQuery } from '@tanstack/react-query';
import { publicListQuery } from '../../../lib/public-api';

export type PortfolioProject = PublicPortfolioProject;

/** GET /api/public/portfolio-projects; a non-list or a failure is empty. */
export const portfolioProjectsQuery = publicListQuery('portfolio-projects', 'publicPortfolioProjectsSchema');

export const usePortfolioProjects = () => useQuery(portfolioProjectsQuery);
