export { portfolioProjectsQuery, usePortfolioProjects } from './api/get-portfolio-projects';
export { PortfolioStats } from './portfolio-stats';
export { PortfolioGallery } from './portfolio-gallery';
