export { ImagesScreen } from './images-screen';
