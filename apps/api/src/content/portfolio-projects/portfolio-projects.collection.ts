import { portfolioProjectInputSchema } from '@agency/contracts';
import type { CollectionDefinition } from '../shared/content-collection';

/** Portfolio projects (references) of /portfolio. */
export const portfolioProjects: CollectionDefinition<typeof portfolioProjectInputSchema> = {
  name: 'portfolio-projects',
  publicPath: 'api/public/portfolio-projects',
  eventPrefix: 'PortfolioProject',
  pluralEventPrefix: 'PortfolioProjects',
  label: 'Projekt',
  pluralLabel: 'Portfolio-Projekte',
  permission: 'portfolio',
  schema: portfolioProjectInputSchema,
  listKey: 'projects',
  itemKey: 'project',
  previewPath: '/portfolio',
  emptyMessage: 'Keine Daten zum Speichern',
};
