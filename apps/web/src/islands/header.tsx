import { Header } from '../components/layout/header';
import { defineIsland } from './island';

/** The site header: the phone menu and the home page's header turning solid on scroll. */
export default defineIsland('header', Header);
