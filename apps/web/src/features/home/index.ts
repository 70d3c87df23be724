export { Hero } from './hero';
export { ServicesSection } from './services-section';
export { PackagesSection } from './packages-section';
export { homePackagesQuery, type HomePackage } from './api/get-home-packages';
