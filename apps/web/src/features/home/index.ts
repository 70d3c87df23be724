export { Hero } from './hero';
