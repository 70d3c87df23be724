import { SuccessStoriesSection } from '../features/success-stories';
import { defineIsland } from './island';

/** The success stories and their case study dialogs. */
export default defineIsland('success-stories', SuccessStoriesSection);
